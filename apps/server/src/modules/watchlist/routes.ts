import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as watchlist from './service.ts';

export function watchlistRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.watchlistSave, ({ input, user }) => watchlist.save(ctx, user.id, input));
  route(app, auth, endpoints.watchlistDelete, async ({ params, user }) => {
    await watchlist.remove(ctx, user.id, params.id);
    return null;
  });
  route(app, auth, endpoints.watchlistDeleteByCode, async ({ input, params, user }) => {
    await watchlist.removeByCode(ctx, user.id, params.stockCode, input.market);
    return null;
  });
  route(app, auth, endpoints.watchlistRows, ({ user }) => watchlist.rows(ctx, user.id));
}
