import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as offerings from './offerings.ts';
import * as service from './service.ts';

/** The back office's own calls (apps/admin); each names its permission in the contract. */
export function backofficeRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.staffUserList, ({ input }) => service.listUsers(ctx, input));
  route(app, auth, endpoints.staffUserDetail, ({ input, user }) => service.userDetail(ctx, user.staffRole, input.id));
  route(app, auth, endpoints.staffUserLock, ({ input, user }) => service.setLock(ctx, user.id, input, true));
  route(app, auth, endpoints.staffUserUnlock, ({ input, user }) => service.setLock(ctx, user.id, input, false));
  route(app, auth, endpoints.staffUserEndSessions, ({ input, user }) => service.endSessions(ctx, user.id, input));
  route(app, auth, endpoints.staffAuditList, ({ input }) => service.auditLog(ctx, input));
  route(app, auth, endpoints.staffJournalList, ({ input }) => service.journal(ctx, input));
  route(app, auth, endpoints.staffLedgerCheck, () => service.ledgerCheck(ctx));
  route(app, auth, endpoints.staffDashboard, ({ input }) => service.dashboard(ctx, input));
  route(app, auth, endpoints.staffIpoList, ({ input }) => offerings.ipoCalendar(ctx, input));
  route(app, auth, endpoints.staffInstitutionList, ({ input }) => offerings.institutions(ctx, input));
  route(app, auth, endpoints.staffRobotList, ({ input }) => offerings.robots(ctx, input));
}
