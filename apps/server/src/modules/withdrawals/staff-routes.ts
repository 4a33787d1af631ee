import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as review from './review.ts';

/**
 * Staff review of withdrawals (API only for now). Each endpoint names its permission in the contract, so route()
 * answers 403 to anyone else before reading the input; review.ts audits every decision.
 */
export function withdrawalStaffRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.staffWithdrawalList, ({ input }) => review.staffList(ctx, input));
  route(app, auth, endpoints.staffWithdrawalApprove, ({ input, user }) => review.approve(ctx, user.id, input));
  route(app, auth, endpoints.staffWithdrawalRevealCard, ({ input, user }) => review.revealCard(ctx, user.id, input.id));
  route(app, auth, endpoints.staffWithdrawalReject, ({ input, user }) => review.reject(ctx, user.id, input));
}
