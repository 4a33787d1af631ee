import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import { every } from '../../platform/schedule.ts';
import type { PositionWatch } from '../strategy-runner/service.ts';
import * as robots from './service.ts';

/** How often the leader looks for rentals whose period is over. */
export const ROBOT_SWEEP_MS = 5_000;

/**
 * The robot calls and, on the leader only, the sweep that ends rentals whose period is over. `watch` is the trading
 * trigger loop, told of every position the settlement closes. Tests that move the clock settle by hand
 * (`sweep: false`), so a timer never settles behind their back.
 */
export function robotRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  auth: Authenticate,
  watch: PositionWatch,
  options = { sweep: true },
) {
  route(app, auth, endpoints.robotList, async () => robots.list(ctx));
  route(app, auth, endpoints.robotDetail, async ({ input }) => robots.detail(ctx, input.id));
  route(app, auth, endpoints.robotBuy, ({ input, user, idempotency }) => robots.buy(ctx, user.id, input, idempotency));
  route(app, auth, endpoints.robotOrderList, ({ input, user }) => robots.orders(ctx, user.id, input));
  route(app, auth, endpoints.robotOrderDetail, ({ input, user }) => robots.orderDetail(ctx, user.id, input.id));
  if (!options.sweep) return;
  every(app, ROBOT_SWEEP_MS, 'robot rental settlement', async () => {
    if (ctx.isLeader()) await robots.settleDue(ctx, watch);
  });
}
