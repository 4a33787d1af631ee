import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * News (docs/product.md §2 and §7): one table for the articles of every provider (staff-written and ingested from
 * RSS/Atom feeds), and their tags (instrument symbols among them) in a table of their own so a tag's list is one
 * indexed read.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('news_articles'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('staff', 'feed')`))
    // Feed items: the guid (or, without one, the link) that de-duplicates them; seeded announcements: their slug.
    .addColumn('external_id', 'text')
    .addColumn('source_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // The Markdown as staff wrote it ('' for feed items).
    .addColumn('body', 'text', (c) => c.notNull())
    // What readers get: the body rendered and sanitised when it was saved.
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    // A staff cover: the upload's stored name (served publicly only while the article is visible).
    .addColumn('cover_upload', 'text')
    // A feed item's image: an absolute http(s) url at its source.
    .addColumn('image_url', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (0, 1)`))
    .addColumn('deploy_time', 'bigint')
    .addColumn('author_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('news_articles_provider_external', ['provider', 'external_id'])
    .execute();
  await db.schema
    .createIndex('news_articles_visible')
    .on('news_articles')
    .columns(['status', 'deploy_time', 'id'])
    .execute();
  await db.schema.createIndex('news_articles_updated').on('news_articles').columns(['updated_at', 'id']).execute();

  await db.schema
    .createTable('news_article_tags')
    .addColumn('article_id', 'bigint', (c) => c.notNull().references('news_articles.id'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_article_tags_pk', ['article_id', 'tag'])
    .execute();
  await db.schema.createIndex('news_article_tags_tag').on('news_article_tags').columns(['tag', 'article_id']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('news_article_tags').ifExists().execute();
  await db.schema.dropTable('news_articles').ifExists().execute();
}
