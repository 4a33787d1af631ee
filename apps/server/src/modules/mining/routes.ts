import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import { every } from '../../platform/schedule.ts';
import * as mining from './service.ts';

export function miningRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate, options = { sweep: true }) {
  route(app, auth, endpoints.miningInfo, ({ user }) => mining.info(ctx, user.id));
  route(app, auth, endpoints.miningCheckIn, ({ user }) => mining.checkIn(ctx, user.id));
  route(app, auth, endpoints.miningStart, ({ user }) => mining.start(ctx, user.id));
  route(app, auth, endpoints.miningRecords, ({ user, input }) => mining.records(ctx, user.id, input));
  // Settling is safe on any node (each session is locked and settled once); only the leader sweeps. Tests that move
  // the clock settle by hand (`sweep: false`), so a timer never settles behind their back.
  if (!options.sweep) return;
  every(app, ctx.config.mining.sweepMs, 'mining settlement', async () => {
    if (ctx.isLeader()) await mining.settleDueSessions(ctx);
  });
}
