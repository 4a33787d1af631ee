import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as review from './review.ts';

/**
 * Staff review of deposits (API only for now). Each endpoint carries `role: 'staff'` in the contract, so route()
 * answers 403 to anyone else before reading the input; review.ts audits every decision.
 */
export function depositStaffRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.staffDepositList, ({ input }) => review.staffList(ctx, input));
  route(app, auth, endpoints.staffDepositApprove, ({ input, user }) => review.approve(ctx, user.id, input));
  route(app, auth, endpoints.staffDepositReject, ({ input, user }) => review.reject(ctx, user.id, input));
}
