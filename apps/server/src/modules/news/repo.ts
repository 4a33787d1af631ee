import { NEWS_ALL_TAG, NEWS_TAB_COUNT, type SortOrder, type STAFF_ARTICLE_SORTS } from '@bourse/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, NewsArticlesTable } from '../../db/schema.ts';

type Q = Kysely<Database>;

const STAFF_ARTICLE_SORT_COLUMNS = {
  id: 'id',
  title: 'title',
  deployTime: 'deploy_time',
  createTime: 'created_at',
  updateTime: 'updated_at',
} as const;

/** Published and due: the only articles a reader ever gets. */
const visible = (db: Q, now: number) =>
  db
    .selectFrom('news_articles as a')
    .where('a.status', '=', 1)
    .where('a.deploy_time', 'is not', null)
    .where('a.deploy_time', '<=', now);

const withTag = (db: Q, now: number, tag: string) =>
  tag === NEWS_ALL_TAG
    ? visible(db, now)
    : visible(db, now).where((eb) =>
        eb.exists(
          eb
            .selectFrom('news_article_tags as t')
            .select('t.article_id')
            .whereRef('t.article_id', '=', 'a.id')
            .where('t.tag', '=', tag),
        ),
      );

export const newsRepo = {
  visiblePage: (db: Q, now: number, tag: string, offset: number, limit: number) =>
    withTag(db, now, tag)
      .selectAll('a')
      .orderBy('a.deploy_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),

  visibleCount: async (db: Q, now: number, tag: string) =>
    Number(
      (
        await withTag(db, now, tag)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),

  visibleById: (db: Q, now: number, id: number) =>
    visible(db, now).selectAll('a').where('a.id', '=', id).executeTakeFirst(),

  /** The tags of visible articles, the most used first. */
  visibleTags: (db: Q, now: number) =>
    visible(db, now)
      .innerJoin('news_article_tags as t', 't.article_id', 'a.id')
      .select((eb) => ['t.tag', eb.fn.countAll().as('n')])
      .groupBy('t.tag')
      .orderBy('n', 'desc')
      .orderBy('t.tag')
      .limit(NEWS_TAB_COUNT)
      .execute(),

  byId: (db: Q, id: number) => db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst(),

  byExternalIds: (db: Q, provider: 'staff' | 'feed', ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('news_articles')
          .select('external_id')
          .where('provider', '=', provider)
          .where('external_id', 'in', ids)
          .execute(),

  /** Staff's list in the order asked (by default newest change first), ties by id. */
  page: (
    db: Q,
    q: { status?: 0 | 1 | undefined; sort: (typeof STAFF_ARTICLE_SORTS)[number]; order: SortOrder },
    offset: number,
    limit: number,
  ) => {
    let b = db.selectFrom('news_articles').selectAll();
    if (q.status !== undefined) b = b.where('status', '=', q.status);
    // Drafts never published have no publish time: last either way, on both databases (they differ by default).
    return b
      .orderBy(STAFF_ARTICLE_SORT_COLUMNS[q.sort], (ob) => (q.order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('id', q.order)
      .limit(limit)
      .offset(offset)
      .execute();
  },

  count: async (db: Q, status: 0 | 1 | undefined) => {
    let q = db.selectFrom('news_articles').select((eb) => eb.fn.countAll().as('n'));
    if (status !== undefined) q = q.where('status', '=', status);
    return Number((await q.executeTakeFirstOrThrow()).n);
  },

  tagsOf: async (db: Q, ids: number[]) => {
    const rows =
      ids.length === 0
        ? []
        : await db
            .selectFrom('news_article_tags')
            .select(['article_id', 'tag'])
            .where('article_id', 'in', ids)
            .orderBy('article_id')
            .orderBy('tag')
            .execute();
    const out = new Map<number, string[]>();
    for (const r of rows) out.set(r.article_id, [...(out.get(r.article_id) ?? []), r.tag]);
    return out;
  },

  /** Inserts an article and its tags; answers its id, or undefined when (provider, external_id) is already stored. */
  insert: async (db: Q, row: Insertable<NewsArticlesTable>, tags: string[]) => {
    const inserted = await db
      .insertInto('news_articles')
      .values(row)
      .onConflict((oc) => oc.columns(['provider', 'external_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted && tags.length > 0) {
      await db
        .insertInto('news_article_tags')
        .values(tags.map((tag) => ({ article_id: inserted.id, tag })))
        .execute();
    }
    return inserted?.id;
  },

  /** Changes an article only while its status is `from` (when given); answers whether it did. */
  update: async (db: Q, id: number, set: Updateable<NewsArticlesTable>, from?: 0 | 1) => {
    let q = db.updateTable('news_articles').set(set).where('id', '=', id);
    if (from !== undefined) q = q.where('status', '=', from);
    return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
  },

  setTags: async (db: Q, id: number, tags: string[]) => {
    await db.deleteFrom('news_article_tags').where('article_id', '=', id).execute();
    if (tags.length > 0) {
      await db
        .insertInto('news_article_tags')
        .values(tags.map((tag) => ({ article_id: id, tag })))
        .execute();
    }
  },

  /** Whether an upload is the cover of a visible article (then anyone may see it). */
  coverIsPublic: async (db: Q, now: number, storedName: string) =>
    (await visible(db, now).select('a.id').where('a.cover_upload', '=', storedName).executeTakeFirst()) !== undefined,
};
