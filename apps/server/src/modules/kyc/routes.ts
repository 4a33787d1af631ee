import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as review from './review.ts';
import * as kyc from './service.ts';

/** Identity verification (docs/product.md §2–§4) and its staff review (role 'staff' in the contract: 403 to others). */
export function kycRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.updateReal, ({ input, user }) => kyc.submit(ctx, user.id, input));
  route(app, auth, endpoints.kycInfo, ({ user }) => kyc.info(ctx, user.id));
  route(app, auth, endpoints.staffKycList, ({ input }) => review.staffList(ctx, input));
  route(app, auth, endpoints.staffKycDetail, ({ input }) => review.staffDetail(ctx, input.id));
  route(app, auth, endpoints.staffKycApprove, ({ input, user }) => review.approve(ctx, user.id, input));
  route(app, auth, endpoints.staffKycReject, ({ input, user }) => review.reject(ctx, user.id, input));
}
