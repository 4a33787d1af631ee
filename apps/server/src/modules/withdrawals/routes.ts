import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as withdrawals from './service.ts';

export function withdrawalRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.usableWithdrawal, ({ user }) => withdrawals.usable(ctx, user.id));
  // The key's fingerprint leaves the pay password out (`idempotencyOmits` in the contract).
  route(app, auth, endpoints.withdrawalApply, ({ input, user, idempotency }) =>
    withdrawals.apply(ctx, user.id, input, idempotency),
  );
  route(app, auth, endpoints.withdrawalList, ({ input, user }) => withdrawals.list(ctx, user.id, input));
}
