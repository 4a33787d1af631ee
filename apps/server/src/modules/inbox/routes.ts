import { endpoints, type InboxMessage, type Language } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as inbox from './service.ts';

export function inboxRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  // Messages are stored in English and read in the reader's language (docs/decisions.md "Languages").
  route(app, auth, endpoints.messagePageList, async ({ input, user, caller }) => {
    const page = await inbox.list(ctx, user.id, input);
    return { ...page, data: page.data.map((m) => inLanguage(m, caller.language)) };
  });
  route(app, auth, endpoints.messageUnreadCount, ({ user }) => inbox.unreadCount(ctx, user.id));
  route(app, auth, endpoints.messageRead, async ({ input, user, caller }) =>
    inLanguage(await inbox.read(ctx, user.id, input.id), caller.language),
  );
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

const inLanguage = (m: InboxMessage, language: Language = 'en'): InboxMessage => ({
  ...m,
  title: translate(m.title, language),
  body: translate(m.body, language),
});
