import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as deposits from '../deposits/review.ts';
import * as withdrawals from '../withdrawals/review.ts';

/**
 * Staff review of deposits and withdrawals (API only for now). Each of these endpoints carries `role: 'staff'` in the
 * contract, so route() answers 403 to anyone else before reading the input; the services audit every decision.
 */
export function staffRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.staffDepositList, ({ input }) => deposits.staffList(ctx, input));
  route(app, auth, endpoints.staffDepositApprove, ({ input, user }) => deposits.approve(ctx, user.id, input));
  route(app, auth, endpoints.staffDepositReject, ({ input, user }) => deposits.reject(ctx, user.id, input));
  route(app, auth, endpoints.staffWithdrawalList, ({ input }) => withdrawals.staffList(ctx, input));
  route(app, auth, endpoints.staffWithdrawalApprove, ({ input, user }) => withdrawals.approve(ctx, user.id, input));
  route(app, auth, endpoints.staffWithdrawalReject, ({ input, user }) => withdrawals.reject(ctx, user.id, input));
}
