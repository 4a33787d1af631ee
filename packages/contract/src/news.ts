import { z } from 'zod';
import { defineEndpoint, sharedSchema } from './endpoint.ts';
import { boundedText, idRule, requiredOr, text } from './field-builders.ts';
import { NEWS_ALL_TAG } from './plain-constants.ts';
import { pageOf, pageQuery, sortBy, sortOrder } from './paging.ts';

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_BODY_MAX = 20_000;
export const ARTICLE_TAG_MAX = 32;
export const ARTICLE_TAGS_MAX = 8;
/** How many tags the list offers as tabs after "All News" (the most used first). */
export const NEWS_TAB_COUNT = 10;

/** Where an article comes from: written by staff, or ingested from an RSS/Atom feed the operator configured. */
export const ARTICLE_PROVIDERS = ['staff', 'feed'] as const;
export type ArticleProvider = (typeof ARTICLE_PROVIDERS)[number];

/** Article status: a draft is never shown to users; a published article shows from its publish time (deployTime). */
export const ArticleStatus = { draft: 0, published: 1 } as const;
export type ArticleStatus = (typeof ArticleStatus)[keyof typeof ArticleStatus];
export const ArticleStatusLabel: Record<ArticleStatus, string> = { 0: 'Draft', 1: 'Published' };

/** A tag: letters, digits, spaces and . _ & - (instrument symbols such as AAPL or BRK.B among them). */
export const TAG_RULE = `must be 1 to ${ARTICLE_TAG_MAX} letters, digits, spaces or . _ & -`;
export const articleTagField = sharedSchema(() =>
  text()
    .trim()
    .regex(new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N} ._&-]{0,${ARTICLE_TAG_MAX - 1}}$`, 'u'), TAG_RULE),
);

/** One row of the news list (docs/product.md §3: id, title, deployTime, imageUrl). */
export const articleSchema = sharedSchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    /** Publish time, epoch ms. */
    deployTime: z.number().int(),
    /** The cover image's url, '' when the article has none. */
    imageUrl: z.string(),
    tags: z.array(z.string()),
    provider: z.enum(ARTICLE_PROVIDERS),
    /** Who published it: "Bourse" for staff articles, the feed's title for ingested ones. */
    sourceName: z.string(),
  }),
);
export type Article = z.infer<ReturnType<typeof articleSchema>>;

export const articleDetailSchema = sharedSchema(() =>
  articleSchema().extend({
    /** The body as sanitised HTML (rendered from Markdown on the server, or the feed item's HTML cleaned). */
    contentHtml: z.string(),
    /** The original article's address for feed items; '' for staff articles. */
    link: z.string(),
  }),
);
export type ArticleDetail = z.infer<ReturnType<typeof articleDetailSchema>>;

/** What staff see of an article, drafts included. */
export const staffArticleSchema = sharedSchema(() =>
  articleDetailSchema().extend({
    status: z.union([z.literal(ArticleStatus.draft), z.literal(ArticleStatus.published)]),
    statusLabel: z.string(),
    /** The Markdown as written ('' for feed items). */
    body: z.string(),
    /** A signed url of the cover upload (works in an <img> for an hour), '' when none. */
    coverUrl: z.string(),
    authorId: z.number().int().nullable(),
    createTime: z.number().int(),
    updateTime: z.number().int(),
  }),
);
export type StaffArticle = z.infer<ReturnType<typeof staffArticleSchema>>;
export const STAFF_ARTICLE_SORTS = ['id', 'title', 'deployTime', 'createTime', 'updateTime'] as const;

const articleIdParam = z.strictObject({
  id: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be positive'),
});

const tagsField = () =>
  z
    .array(articleTagField(), { error: requiredOr('must be a list of tags') })
    .max(ARTICLE_TAGS_MAX, `must have at most ${ARTICLE_TAGS_MAX} tags`)
    .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, 'must not repeat a tag')
    .refine(
      (tags) => !tags.some((t) => t.toLowerCase() === NEWS_ALL_TAG.toLowerCase()),
      `must not include "${NEWS_ALL_TAG}"`,
    );

const publishTimeField = () =>
  z
    .number({ error: requiredOr('must be a time in epoch milliseconds') })
    .int('must be a time in epoch milliseconds')
    .positive('must be a time in epoch milliseconds');

const articleFields = () => ({
  title: boundedText(ARTICLE_TITLE_MAX),
  body: text().trim().min(1, 'is required').max(ARTICLE_BODY_MAX, `must be at most ${ARTICLE_BODY_MAX} characters`),
  /** The cover: an image the staff member uploaded with /upload (its url as answered, or '' for none). */
  coverUrl: text().trim().max(300, 'must be at most 300 characters').optional(),
  tags: tagsField().default([]),
});

export const newsEndpoints = {
  articleList: defineEndpoint({
    method: 'POST',
    path: '/article/pageList',
    tag: 'news',
    summary: `Published articles, newest first; tag "${NEWS_ALL_TAG}" (the default) lists all, any other tag only its own`,
    auth: false,
    input: () =>
      z.strictObject({
        tag: text()
          .trim()
          .min(1, 'is required')
          .max(ARTICLE_TAG_MAX, `must be at most ${ARTICLE_TAG_MAX} characters`)
          .default(NEWS_ALL_TAG),
        ...pageQuery,
      }),
    output: () => pageOf(articleSchema()),
  }),
  articleTags: defineEndpoint({
    method: 'GET',
    path: '/article/tagList',
    tag: 'news',
    summary: `The list's tabs: "${NEWS_ALL_TAG}", then the tags of published articles, the most used first (at most ${NEWS_TAB_COUNT})`,
    auth: false,
    input: () => z.strictObject({}),
    output: () => z.array(z.string()),
  }),
  articleDetail: defineEndpoint({
    method: 'GET',
    path: '/article/:id',
    tag: 'news',
    summary: 'One published article with its body (sanitised HTML); a draft answers 404 like a missing one',
    auth: false,
    params: articleIdParam,
    input: () => z.strictObject({}),
    output: articleDetailSchema,
  }),
};

/** Staff calls (API only): every one is audited with who, when and what. */
export const staffNewsEndpoints = {
  staffArticleList: defineEndpoint({
    method: 'POST',
    path: '/admin/article/listPage',
    tag: 'staff',
    permission: 'news.write',
    summary: 'Every article, drafts included, sorted (by default newest change first; staff only)',
    auth: true,
    input: () =>
      z.strictObject({
        status: z
          .literal([ArticleStatus.draft, ArticleStatus.published], { error: 'must be 0 (draft) or 1 (published)' })
          .optional(),
        sort: sortBy(STAFF_ARTICLE_SORTS, 'updateTime'),
        order: sortOrder,
        ...pageQuery,
      }),
    output: () => pageOf(staffArticleSchema()),
  }),
  staffArticleCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/article/create',
    tag: 'staff',
    permission: 'news.write',
    summary: 'Write an article (a draft until published): title, Markdown body, optional cover upload, tags',
    auth: true,
    input: () => z.strictObject(articleFields()),
    output: staffArticleSchema,
  }),
  staffArticleUpdate: defineEndpoint({
    method: 'POST',
    path: '/admin/article/update',
    tag: 'staff',
    permission: 'news.write',
    summary:
      'Change a staff article (a published one changes for readers at once); feed items are edited at their source',
    auth: true,
    input: () => z.strictObject({ id: idRule(), ...articleFields() }),
    output: staffArticleSchema,
  }),
  staffArticlePublish: defineEndpoint({
    method: 'POST',
    path: '/admin/article/publish',
    tag: 'staff',
    permission: 'news.write',
    summary: 'Publish a draft now, or from publishTime (epoch ms) when given',
    auth: true,
    input: () => z.strictObject({ id: idRule(), publishTime: publishTimeField().optional() }),
    output: staffArticleSchema,
  }),
  staffArticleUnpublish: defineEndpoint({
    method: 'POST',
    path: '/admin/article/unpublish',
    tag: 'staff',
    permission: 'news.write',
    summary: 'Take a published article (staff or feed) back to draft, with the reason for the audit log',
    auth: true,
    input: () => z.strictObject({ id: idRule(), reason: boundedText(300) }),
    output: staffArticleSchema,
  }),
};
