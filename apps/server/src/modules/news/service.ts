import {
  type Article,
  type ArticleDetail,
  ArticleStatus,
  ArticleStatusLabel,
  type Endpoints,
  type InputOf,
  type Page,
  type StaffArticle,
  type staffNewsEndpoints,
} from '@bourse/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound, refused } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/paging.ts';
import { recordDecision } from '../audit/service.ts';
import { assertOwned, readStored, signedUrlById } from '../uploads/service.ts';
import { ANNOUNCEMENTS } from './announcements.ts';
import { feedProvider } from './feeds.ts';
import type { PolledNewsProvider, ProvidedArticle } from './provider.ts';
import { renderMarkdown } from './render.ts';
import { newsRepo as repo } from './repo.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repo.byId>>>;
type PageInput = { pageNo: number; pageSize: number };

/** The name readers see on articles staff write. */
const DESK_NAME = 'Bourse';
const MISSING = 'Article not found';

/** The public address of a visible article's cover; the version changes with the cover, so caches follow. */
const coverPath = (id: number, storedName: string) => `/article/${id}/cover?v=${storedName.slice(0, 8)}`;

const imageOf = (row: Row) => (row.cover_upload ? coverPath(row.id, row.cover_upload) : (row.image_url ?? ''));

function toArticle(row: Row, tags: string[]): Article {
  return {
    id: row.id,
    title: row.title,
    deployTime: row.deploy_time ?? row.created_at,
    imageUrl: imageOf(row),
    tags,
    provider: row.provider,
    sourceName: row.source_name,
  };
}

const toDetail = (row: Row, tags: string[]): ArticleDetail => ({
  ...toArticle(row, tags),
  contentHtml: row.content_html,
  link: row.link,
});

async function withTags<T>(
  db: Kysely<Database>,
  rows: Row[],
  view: (row: Row, tags: string[]) => T | Promise<T>,
): Promise<T[]> {
  const tags = await repo.tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(rows.map((r) => view(r, tags.get(r.id) ?? [])));
}

// ——— Readers (no login needed): only published articles whose publish time has come. ———

export async function list(ctx: AppContext, input: { tag: string } & PageInput): Promise<Page<Article>> {
  const now = ctx.now();
  const { offset, limit } = pageWindow(input);
  const [rows, total] = await Promise.all([
    repo.visiblePage(ctx.db, now, input.tag, offset, limit),
    repo.visibleCount(ctx.db, now, input.tag),
  ]);
  return toPage(await withTags(ctx.db, rows, toArticle), total, input);
}

export async function tabs(ctx: AppContext): Promise<string[]> {
  return (await repo.visibleTags(ctx.db, ctx.now())).map((r) => r.tag);
}

/** A draft, a scheduled article and a missing one all answer the same 404. */
export async function detail(ctx: AppContext, id: number): Promise<ArticleDetail> {
  const row = await repo.visibleById(ctx.db, ctx.now(), id);
  if (!row) throw notFound(MISSING);
  const [out] = await withTags(ctx.db, [row], toDetail);
  return out as ArticleDetail;
}

/**
 * The cover image of a visible article, to anyone: the upload itself stays private to its uploader (and staff), and
 * this is the only way a reader reaches it, so taking an article back to draft hides its cover at once.
 */
export async function cover(ctx: AppContext, id: number) {
  const row = await repo.visibleById(ctx.db, ctx.now(), id);
  const file = row?.cover_upload ? await readStored(ctx, row.cover_upload) : undefined;
  if (!file) throw notFound();
  return file;
}

// ——— Staff: every change is audited (who, when, what). ———

type ArticleFields = Omit<InputOf<(typeof staffNewsEndpoints)['staffArticleCreate']>, 'tags'> & { tags: string[] };

async function toStaff(ctx: AppContext, row: Row, tags: string[]): Promise<StaffArticle> {
  return {
    ...toDetail(row, tags),
    deployTime: row.deploy_time ?? 0,
    status: row.status,
    statusLabel: ArticleStatusLabel[row.status],
    body: row.body,
    coverUrl: row.cover_upload ? await signedUrlById(ctx, row.cover_upload) : '',
    authorId: row.author_id,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

async function staffView(ctx: AppContext, db: Kysely<Database>, id: number): Promise<StaffArticle> {
  const row = await repo.byId(db, id);
  if (!row) throw notFound(MISSING);
  const [out] = await withTags(db, [row], (r, tags) => toStaff(ctx, r, tags));
  return out as StaffArticle;
}

export async function staffList(
  ctx: AppContext,
  input: z.output<Endpoints['staffArticleList']['input']>,
): Promise<Page<StaffArticle>> {
  const { offset, limit } = pageWindow(input);
  const [rows, total] = await Promise.all([repo.page(ctx.db, input, offset, limit), repo.count(ctx.db, input.status)]);
  return toPage(await withTags(ctx.db, rows, (r, tags) => toStaff(ctx, r, tags)), total, input);
}

/** The cover as stored: the upload's id. Keeping an article's current cover needs no new check. */
async function coverOf(ctx: AppContext, staffId: number, url: string | undefined, current: string | null) {
  if (!url) return null;
  if (current && url.includes(current)) return current;
  return (await assertOwned(ctx, staffId, url, 'coverUrl')).id;
}

const uniqueTags = (tags: string[]) => [...new Set(tags)];

/** The staff desk as a provider: what staff (or this project, for its announcements) wrote, rendered. */
const written = (
  w: { title: string; body: string; tags: string[] },
  deployTime: number,
  externalId: string | null = null,
): ProvidedArticle => ({
  provider: 'staff',
  externalId,
  sourceName: DESK_NAME,
  title: w.title,
  body: w.body,
  contentHtml: renderMarkdown(w.body),
  link: '',
  imageUrl: null,
  tags: uniqueTags(w.tags),
  deployTime,
});

/** Stores a provided article (a draft has no publish time yet); undefined when its provider already had it. */
const insertArticle = (
  db: Kysely<Database>,
  a: ProvidedArticle,
  stored: { status: ArticleStatus; coverUpload?: string | null; authorId?: number; at: number },
) =>
  repo.insert(
    db,
    {
      provider: a.provider,
      external_id: a.externalId,
      source_name: a.sourceName,
      title: a.title,
      body: a.body,
      content_html: a.contentHtml,
      link: a.link,
      cover_upload: stored.coverUpload ?? null,
      image_url: a.imageUrl,
      status: stored.status,
      deploy_time: stored.status === ArticleStatus.published ? a.deployTime : null,
      author_id: stored.authorId ?? null,
      created_at: stored.at,
      updated_at: stored.at,
    },
    a.tags,
  );

export async function create(ctx: AppContext, staffId: number, input: ArticleFields): Promise<StaffArticle> {
  const cover = await coverOf(ctx, staffId, input.coverUrl, null);
  const now = ctx.now();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertArticle(trx, written(input, now), {
      status: ArticleStatus.draft,
      coverUpload: cover,
      authorId: staffId,
      at: now,
    });
    if (inserted === undefined) throw new Error('article insert answered no id');
    await recordDecision(trx, {
      actorId: staffId,
      action: 'article.create',
      target: { type: 'article', id: inserted },
      beforeStatus: ArticleStatus.draft,
      afterStatus: ArticleStatus.draft,
      detail: { title: input.title, tags: input.tags },
      at: now,
    });
    return inserted;
  });
  return staffView(ctx, ctx.db, id);
}

export async function update(
  ctx: AppContext,
  staffId: number,
  input: ArticleFields & { id: number },
): Promise<StaffArticle> {
  const before = await repo.byId(ctx.db, input.id);
  if (!before) throw notFound(MISSING);
  if (before.provider !== 'staff') throw refused('A feed article is edited at its source; you may unpublish it');
  const cover = await coverOf(ctx, staffId, input.coverUrl, before.cover_upload);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.update(trx, input.id, {
      title: input.title,
      body: input.body,
      content_html: renderMarkdown(input.body),
      cover_upload: cover,
      updated_at: now,
    });
    await repo.setTags(trx, input.id, uniqueTags(input.tags));
    await recordDecision(trx, {
      actorId: staffId,
      action: 'article.update',
      target: { type: 'article', id: input.id },
      beforeStatus: before.status,
      afterStatus: before.status,
      detail: { title: input.title, tags: input.tags },
      at: now,
    });
  });
  return staffView(ctx, ctx.db, input.id);
}

interface Transition {
  id: number;
  from: ArticleStatus;
  to: ArticleStatus;
  action: 'article.publish' | 'article.unpublish';
  /** The refusal when the article is not in `from`. */
  wrongState: string;
  deployTime?: number;
  reason?: string;
}

/** One status change, only from the expected status (else 409, nothing changed), audited in the same transaction. */
async function transition(ctx: AppContext, staffId: number, t: Transition): Promise<StaffArticle> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.byId(trx, t.id))) throw notFound(MISSING);
    const set = { status: t.to, updated_at: now, ...(t.deployTime !== undefined ? { deploy_time: t.deployTime } : {}) };
    if (!(await repo.update(trx, t.id, set, t.from))) throw conflict(t.wrongState);
    await recordDecision(trx, {
      actorId: staffId,
      action: t.action,
      target: { type: 'article', id: t.id },
      reason: t.reason,
      beforeStatus: t.from,
      afterStatus: t.to,
      ...(t.deployTime !== undefined ? { detail: { deployTime: t.deployTime } } : {}),
      at: now,
    });
  });
  return staffView(ctx, ctx.db, t.id);
}

/** Draft to published (now, or from publishTime); publishing one already published is 409 and changes nothing. */
export const publish = (ctx: AppContext, staffId: number, input: { id: number; publishTime?: number | undefined }) =>
  transition(ctx, staffId, {
    id: input.id,
    from: ArticleStatus.draft,
    to: ArticleStatus.published,
    action: 'article.publish',
    wrongState: 'This article is already published',
    deployTime: input.publishTime ?? ctx.now(),
  });

/** Published back to draft (readers lose it, and its cover, at once); the reason goes to the audit log. */
export const unpublish = (ctx: AppContext, staffId: number, input: { id: number; reason: string }) =>
  transition(ctx, staffId, {
    id: input.id,
    from: ArticleStatus.published,
    to: ArticleStatus.draft,
    action: 'article.unpublish',
    wrongState: 'This article is not published',
    reason: input.reason,
  });

// ——— Providers that write into the store without a person: feeds, and the platform's own announcements. ———

/** Stores the articles not stored before (by provider and external id); answers how many were new. */
async function store(ctx: AppContext, articles: ProvidedArticle[]): Promise<number> {
  const known = new Set(
    (
      await repo.byExternalIds(
        ctx.db,
        'feed',
        articles.map((a) => a.externalId ?? ''),
      )
    ).map((r) => r.external_id),
  );
  let added = 0;
  const now = ctx.now();
  for (const a of articles) {
    if (a.externalId !== null && known.has(a.externalId)) continue;
    known.add(a.externalId);
    const id = await ctx.db
      .transaction()
      .execute((trx) => insertArticle(trx, a, { status: ArticleStatus.published, at: now }));
    if (id !== undefined) added += 1;
  }
  return added;
}

/** The providers of the feeds the operator configured (NEWS_FEEDS); none by default. */
export const configuredFeeds = (ctx: AppContext): PolledNewsProvider[] =>
  ctx.config.news.feeds.map((url) => feedProvider(url, ctx.now));

/**
 * One poll of every configured feed, on the leader only: new items are stored as published articles; items already
 * stored (same guid, or link when there is no guid) are left as they are, so a poll repeated on any node adds nothing
 * twice (the unique index settles a race). A feed that fails is logged and the others still run.
 */
export async function ingestFeeds(ctx: AppContext, signal: AbortSignal = new AbortController().signal) {
  if (!ctx.isLeader()) return { added: 0, failed: 0 };
  let added = 0;
  let failed = 0;
  for (const provider of configuredFeeds(ctx)) {
    try {
      added += await store(ctx, await provider.poll(signal));
    } catch (err) {
      failed += 1;
      ctx.log.warn({ err, feed: provider.name }, 'news feed poll failed');
    }
  }
  return { added, failed };
}

/** The platform's own announcements (written by this project), stored once on any node, safe on every start. */
export async function ensureAnnouncements(ctx: AppContext): Promise<void> {
  // Read first: a node starting on a seeded database writes nothing (several nodes may start at once on one file).
  const stored = new Set(
    (
      await repo.byExternalIds(
        ctx.db,
        'staff',
        ANNOUNCEMENTS.map((a) => `announcement:${a.slug}`),
      )
    ).map((r) => r.external_id),
  );
  for (const a of ANNOUNCEMENTS) {
    if (stored.has(`announcement:${a.slug}`)) continue;
    await ctx.db.transaction().execute((trx) =>
      insertArticle(trx, written(a, a.publishedAt, `announcement:${a.slug}`), {
        status: ArticleStatus.published,
        at: a.publishedAt,
      }),
    );
  }
}
