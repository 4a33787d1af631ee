import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as cards from './service.ts';

export function cardRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.addCardNo, ({ input, user }) => cards.add(ctx, user.id, input));
  route(app, auth, endpoints.updateCardNo, ({ input, user }) => cards.update(ctx, user.id, input));
  route(app, auth, endpoints.deleteCard, async ({ input, user }) => {
    await cards.remove(ctx, user.id, input.id);
    return null;
  });
  route(app, auth, endpoints.selectCardNo, ({ user }) => cards.list(ctx, user.id));
}
