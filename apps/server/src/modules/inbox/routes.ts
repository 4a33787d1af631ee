import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as inbox from './service.ts';

export function inboxRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.messagePageList, ({ input, user }) => inbox.list(ctx, user.id, input));
  route(app, auth, endpoints.messageUnreadCount, ({ user }) => inbox.unreadCount(ctx, user.id));
  route(app, auth, endpoints.messageRead, ({ input, user }) => inbox.read(ctx, user.id, input.id));
  route(app, auth, endpoints.messageReadAll, ({ user }) => inbox.readAll(ctx, user.id));
  route(app, auth, endpoints.messageEmailCopy, ({ user }) => inbox.emailCopy(ctx, user.id));
  route(app, auth, endpoints.messageSetEmailCopy, ({ input, user }) =>
    inbox.setEmailCopy(ctx, user.id, input.emailCopy),
  );
  route(app, auth, endpoints.messageDelete, async ({ input, user }) => {
    await inbox.remove(ctx, user.id, input.id);
    return null;
  });
}
