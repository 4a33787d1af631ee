import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import { every } from '../../platform/schedule.ts';
import * as copyTrading from './service.ts';

/** How often the leader looks for cycles to end or open and orders to settle or start. */
const SWEEP_MS = 10_000;

/** Institutions, follow orders and, on the leader only, the cycle sweep. */
export function copyTradingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  auth: Authenticate,
  options = { sweep: true },
) {
  route(app, auth, endpoints.institutionList, () => copyTrading.institutions(ctx));
  route(app, auth, endpoints.institutionDetail, ({ input }) => copyTrading.institution(ctx, input.id));
  route(app, auth, endpoints.followCreate, ({ input, user, idempotency }) =>
    copyTrading.create(ctx, user.id, input, idempotency),
  );
  route(app, auth, endpoints.followCancel, ({ input, user, idempotency }) =>
    copyTrading.cancel(ctx, user.id, input.id, idempotency),
  );
  route(app, auth, endpoints.followList, ({ input, user }) => copyTrading.orders(ctx, user.id, input));
  route(app, auth, endpoints.followDetail, ({ input, user }) => copyTrading.order(ctx, user.id, input.id));
  route(app, auth, endpoints.followTestRun, ({ input }) => copyTrading.runNow(ctx, input.institutionId), {
    enabled: () => ctx.config.copyTradingTestHooks,
  });

  const sweep = () => copyTrading.sweep(ctx);
  if (options.sweep) every(app, SWEEP_MS, 'copy trading sweep', () => copyTradingSweepJob(ctx));
  return { sweep };
}

/** What the periodic job does on every node: the sweep, on the leader only. */
export async function copyTradingSweepJob(ctx: AppContext): Promise<copyTrading.SweepResult> {
  return ctx.isLeader() ? copyTrading.sweep(ctx) : { started: 0, settled: 0 };
}
