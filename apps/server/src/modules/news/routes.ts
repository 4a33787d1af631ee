import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import { every } from '../../platform/schedule.ts';
import * as news from './service.ts';

/** The path a visible article's cover is served at (not an envelope: the image itself). */
export const ARTICLE_COVER_PATH = '/article/:id/cover';

/**
 * News for readers (no login needed), and the leader's feed poll when feeds are configured. `poll: false` leaves the
 * poll to the caller (tests run `news.ingestFeeds` themselves).
 */
export function newsRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate, opts: { poll: boolean }) {
  route(app, auth, endpoints.articleList, ({ input }) => news.list(ctx, input));
  route(app, auth, endpoints.articleTags, () => news.tabs(ctx));
  route(app, auth, endpoints.articleDetail, ({ params }) => news.detail(ctx, params.id));

  app.route({
    method: 'GET',
    url: ARTICLE_COVER_PATH,
    schema: {
      tags: ['news'],
      summary: 'The cover image of a published article, to anyone (a draft’s cover is 404, like a missing one)',
      params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    },
    handler: async (req, reply) => {
      const id = Number((req.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id < 1) throw notFound();
      const file = await news.cover(ctx, id);
      return reply
        .headers({
          'content-type': file.mime,
          'content-length': file.size,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          // Short, so taking an article back to draft soon hides its cover from caches too.
          'cache-control': 'public, max-age=60',
        })
        .send(file.stream);
    },
  });

  if (opts.poll && ctx.config.news.feeds.length > 0) {
    every(app, ctx.config.news.feedIntervalMs, 'news feeds', () => news.ingestFeeds(ctx));
  }
}
