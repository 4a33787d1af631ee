import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import { isPostgres, pingDb } from '../../db/database.ts';
import { cached } from '../../platform/cache.ts';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import { areas } from './areas.ts';

/** Every app start asks for the version; a newly published one is seen within this time. */
const VERSION_CACHE_MS = 5_000;

export function metaRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  const startedAt = ctx.now();
  const publishedVersion = cached(VERSION_CACHE_MS, ctx.now, async () => {
    const row = await ctx.db
      .selectFrom('app_versions')
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { version: row.version, notes: row.notes, force: row.force === 1, publishTimeTimestamp: row.published_at };
  });
  route(app, auth, endpoints.appVersion, publishedVersion);
  route(app, auth, endpoints.areaList, async () => [...areas]);
  route(app, auth, endpoints.healthz, async () => {
    await pingDb(ctx.db);
    return {
      status: 'ok' as const,
      db: isPostgres(ctx.db) ? 'postgresql' : 'sqlite',
      uptimeMs: ctx.now() - startedAt,
      leader: ctx.isLeader(),
    };
  });
}
