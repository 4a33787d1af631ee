import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as staff from './service.ts';

/**
 * The back office's sign-in (`staffSignIn`: any staff member, before the second factor too) and staff management
 * (permission 'staff.manage'). route() checks both before a handler runs.
 */
export function staffRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.adminMe, ({ user }) => staff.me(ctx, user));
  route(app, auth, endpoints.adminTotpEnrol, ({ user }) => staff.enrol(ctx, user));
  route(app, auth, endpoints.adminTotpVerify, ({ user, input }) => staff.verify(ctx, user, input.code));
  route(app, auth, endpoints.staffList, ({ input }) => staff.list(ctx, input));
  route(app, auth, endpoints.staffCreate, ({ user, input }) => staff.create(ctx, user, input));
  route(app, auth, endpoints.staffSetRole, ({ user, input }) => staff.setRole(ctx, user, input));
  route(app, auth, endpoints.staffResetTotp, async ({ user, input }) => {
    await staff.resetTotp(ctx, user, input.userId);
    return null;
  });
}
