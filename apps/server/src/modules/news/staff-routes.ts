import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as news from './service.ts';

/**
 * Staff writing and publishing articles (API only for now). Each endpoint carries `role: 'staff'` in the contract, so
 * route() answers 403 to anyone else before reading the input; service.ts audits every change.
 */
export function newsStaffRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.staffArticleList, ({ input }) => news.staffList(ctx, input));
  route(app, auth, endpoints.staffArticleCreate, ({ input, user }) => news.create(ctx, user.id, input));
  route(app, auth, endpoints.staffArticleUpdate, ({ input, user }) => news.update(ctx, user.id, input));
  route(app, auth, endpoints.staffArticlePublish, ({ input, user }) => news.publish(ctx, user.id, input));
  route(app, auth, endpoints.staffArticleUnpublish, ({ input, user }) => news.unpublish(ctx, user.id, input));
}
