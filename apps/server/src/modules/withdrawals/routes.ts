import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as withdrawals from './service.ts';

export function withdrawalRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.usableWithdrawal, ({ user }) => withdrawals.usable(ctx, user.id));
  route(app, auth, endpoints.withdrawalApply, ({ input, user, req }) => {
    // The key names the request without the pay password, so no guessable hash of it is stored.
    const { payPassword: _secret, ...request } = input;
    return withdrawals.apply(ctx, user.id, input, idempotencyOf(req, user.id, 'withdrawalApply', request));
  });
  route(app, auth, endpoints.withdrawalList, ({ input, user }) => withdrawals.list(ctx, user.id, input));
}
