import { type EndpointName, staffNewsEndpoints } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { publishArticle, readerIds, writeDraft } from '../../testing/news.ts';
import { createStaffHarness, newUser, staffToken } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';

let h: Harness;
let staff: string;
let staffId: number;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
  staffId = (await h.call('userInfo', {}, { token: staff })).body.data.id;
});
afterAll(async () => {
  await h.close();
});

const staffCalls = Object.keys(staffNewsEndpoints) as EndpointName[];
const articleCount = async () =>
  Number(
    (
      await h.ctx.db
        .selectFrom('news_articles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('staff calls', () => {
  it.each(staffCalls)('%s needs a login (401)', async (name) => {
    expect((await h.call(name, {})).body).toEqual({ code: 401, msg: 'Please log in', data: null });
  });

  it.each(staffCalls)('%s refuses a user who is not staff (403) and changes nothing', async (name) => {
    const u = await newUser(h);
    const draft = await writeDraft(h, staff);
    const before = await articleCount();
    const input = name.endsWith('List')
      ? {}
      : { id: draft.id, title: 'Mine', body: 'Mine', tags: [], reason: 'Mine now' };
    expect((await h.call(name, input, { token: u.token })).body).toEqual({ code: 403, msg: 'Staff only', data: null });
    expect(await articleCount()).toBe(before);
    expect(
      (await h.call('staffArticleList', { status: 0, pageSize: 100 }, { token: staff })).body.data.data,
    ).toContainEqual(expect.objectContaining({ id: draft.id, status: 0, title: draft.title }));
  });
});

describe('a draft', () => {
  it('is never visible to readers: not listed, not under its tags, not a tab, and 404 when opened', async () => {
    const draft = await writeDraft(h, staff, { title: 'Draft about TSLA', tags: ['TSLA', 'Drafts'] });
    expect(draft).toMatchObject({
      status: 0,
      statusLabel: 'Draft',
      deployTime: 0,
      authorId: staffId,
      tags: ['Drafts', 'TSLA'],
    });
    expect(await readerIds(h)).not.toContain(draft.id);
    expect(await readerIds(h, 'TSLA')).not.toContain(draft.id);
    expect((await h.call('articleTags', {})).body.data).not.toContain('TSLA');
    expect((await h.call('articleDetail', {}, { params: { id: draft.id } })).body).toEqual({
      code: 404,
      msg: 'Article not found',
      data: null,
    });
  });

  it('is visible once published, with its tags (instrument symbols among them) as tabs', async () => {
    const a = await publishArticle(h, staff, { title: 'NVDA is on the watch list screen', tags: ['NVDA'] });
    expect(a).toMatchObject({ status: 1, statusLabel: 'Published', deployTime: h.ctx.now() });
    expect(await readerIds(h)).toContain(a.id);
    expect(await readerIds(h, 'NVDA')).toEqual([a.id]);
    expect((await h.call('articleTags', {})).body.data).toContain('NVDA');
    const detail = (await h.call('articleDetail', {}, { params: { id: a.id } })).body.data;
    expect(detail).toMatchObject({ id: a.id, title: a.title, tags: ['NVDA'], sourceName: 'Bourse' });
  });

  it('published for later stays hidden until its publish time', async () => {
    const later = h.ctx.now() + 3_600_000;
    const draft = await writeDraft(h, staff, { title: 'Scheduled' });
    const res = await h.call('staffArticlePublish', { id: draft.id, publishTime: later }, { token: staff });
    expect(res.body.data).toMatchObject({ status: 1, deployTime: later });
    expect(await readerIds(h)).not.toContain(draft.id);
    h.advance(3_600_000);
    expect(await readerIds(h)).toContain(draft.id);
    // An hour idle ended the staff session (30 minutes idle at most): the desk signs in again.
    staff = await staffToken(h);
  });

  it('changed while published changes for readers at once', async () => {
    const a = await publishArticle(h, staff, { title: 'Old title', tags: ['Old'] });
    const res = await h.call(
      'staffArticleUpdate',
      { id: a.id, title: 'New title', body: 'New *body*', tags: ['New'] },
      { token: staff },
    );
    expect(res.body.data).toMatchObject({ title: 'New title', body: 'New *body*', tags: ['New'], status: 1 });
    const detail = (await h.call('articleDetail', {}, { params: { id: a.id } })).body.data;
    expect(detail).toMatchObject({ title: 'New title', contentHtml: '<p>New <em>body</em></p>\n', tags: ['New'] });
    expect(await readerIds(h, 'Old')).toEqual([]);
  });

  it('taken back to draft disappears for readers; publishing twice or unpublishing a draft is 409', async () => {
    const a = await publishArticle(h, staff);
    expect((await h.call('staffArticlePublish', { id: a.id }, { token: staff })).body).toEqual({
      code: 409,
      msg: 'This article is already published',
      data: null,
    });
    const res = await h.call('staffArticleUnpublish', { id: a.id, reason: 'Out of date' }, { token: staff });
    expect(res.body.data).toMatchObject({ status: 0 });
    expect((await h.call('articleDetail', {}, { params: { id: a.id } })).status).toBe(404);
    expect((await h.call('staffArticleUnpublish', { id: a.id, reason: 'Again' }, { token: staff })).body).toEqual({
      code: 409,
      msg: 'This article is not published',
      data: null,
    });
    expect((await h.call('staffArticlePublish', { id: 999_999 }, { token: staff })).body.code).toBe(404);
  });

  it('leaves an audit trail of who wrote, published and took it back, and why', async () => {
    const a = await publishArticle(h, staff, { title: 'Audited' });
    await h.call('staffArticleUnpublish', { id: a.id, reason: 'Wrong date' }, { token: staff });
    const trail = await auditTrail(h.ctx.db, 'article', a.id);
    expect(trail.map((d) => [d.action, d.actorId, d.beforeStatus, d.afterStatus, d.reason])).toEqual([
      ['article.create', staffId, 0, 0, ''],
      ['article.publish', staffId, 0, 1, ''],
      ['article.unpublish', staffId, 1, 0, 'Wrong date'],
    ]);
  });
});

describe('writing an article', () => {
  const valid = { title: 'A title', body: 'A body', tags: ['AAPL'] };
  it.each([
    [{ ...valid, title: undefined }, 'title: is required'],
    [{ ...valid, title: '   ' }, 'title: is required'],
    [{ ...valid, title: 'x'.repeat(201) }, 'title: must be at most 200 characters'],
    [{ ...valid, body: undefined }, 'body: is required'],
    [{ ...valid, body: 'x'.repeat(20_001) }, 'body: must be at most 20000 characters'],
    [{ ...valid, tags: 'AAPL' }, 'tags: must be a list of tags'],
    [{ ...valid, tags: ['<b>'] }, 'tags.0: must be 1 to 32 letters, digits, spaces or . _ & -'],
    [{ ...valid, tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }, 'tags: must have at most 8 tags'],
    [{ ...valid, tags: ['AAPL', 'aapl'] }, 'tags: must not repeat a tag'],
    [{ ...valid, tags: ['All News'] }, 'tags: must not include "All News"'],
    [{ ...valid, coverUrl: '/upload/0123456789abcdef0123456789abcdef' }, 'coverUrl: must be an image you uploaded'],
    [{ ...valid, author: 'me' }, 'author: is not a known field'],
  ])('%j is 400 "%s" and stores nothing', async (input, msg) => {
    const before = await articleCount();
    expect((await h.call('staffArticleCreate', input as Record<string, unknown>, { token: staff })).body).toEqual({
      code: 400,
      msg,
      data: null,
    });
    expect(await articleCount()).toBe(before);
  });

  it.each([
    [{ id: 0 }, 'id: must be greater than 0'],
    [{ id: 1, publishTime: -5 }, 'publishTime: must be a time in epoch milliseconds'],
    [{ id: 1, publishTime: 'soon' }, 'publishTime: must be a time in epoch milliseconds'],
  ])('publishing %j is 400 "%s"', async (input, msg) => {
    expect((await h.call('staffArticlePublish', input as Record<string, unknown>, { token: staff })).body).toEqual({
      code: 400,
      msg,
      data: null,
    });
  });

  it.each([
    ['staffArticleList', { status: 2 }, 'status: must be 0 (draft) or 1 (published)'],
    ['staffArticleList', { pageSize: 0 }, 'pageSize: must be a whole number from 1 to 100'],
    ['staffArticleUpdate', { title: 'T', body: 'B' }, 'id: is required'],
    ['staffArticleUpdate', { id: 1, body: 'B' }, 'title: is required'],
    ['staffArticleUnpublish', { reason: 'Why' }, 'id: is required'],
  ] as const)('%s with %j is 400 "%s"', async (name, input, msg) => {
    const before = await articleCount();
    expect((await h.call(name, input as Record<string, unknown>, { token: staff })).body).toEqual({
      code: 400,
      msg,
      data: null,
    });
    expect(await articleCount()).toBe(before);
  });

  it('needs a reason to take an article back to draft (400)', async () => {
    const a = await publishArticle(h, staff);
    expect((await h.call('staffArticleUnpublish', { id: a.id, reason: ' ' }, { token: staff })).body).toEqual({
      code: 400,
      msg: 'reason: is required',
      data: null,
    });
    expect(await readerIds(h)).toContain(a.id);
  });

  it('cannot change an article that is not there (404)', async () => {
    expect((await h.call('staffArticleUpdate', { id: 999_999, ...valid }, { token: staff })).body).toEqual({
      code: 404,
      msg: 'Article not found',
      data: null,
    });
  });
});
