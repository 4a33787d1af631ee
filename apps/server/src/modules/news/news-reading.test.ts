import { NEWS_ALL_TAG } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { ANNOUNCEMENTS } from './announcements.ts';
import { ensureAnnouncements } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('a reader, logged in or not', () => {
  it('finds the platform announcements under All News, newest first, with title, publish time and no image', async () => {
    const res = await h.call('articleList', { tag: NEWS_ALL_TAG });
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.total).toBe(ANNOUNCEMENTS.length);
    expect(page.pageNo).toBe(1);
    expect(page.totalPage).toBe(1);
    const newestFirst = [...ANNOUNCEMENTS].sort((a, b) => b.publishedAt - a.publishedAt);
    expect(page.data.map((a) => a.title)).toEqual(newestFirst.map((a) => a.title));
    expect(page.data[0]).toMatchObject({
      deployTime: newestFirst[0]?.publishedAt,
      imageUrl: '',
      tags: ['Announcements'],
      provider: 'staff',
      sourceName: 'Bourse',
    });
  });

  it('lists All News when no tag is given, and pages 15 at a time by default', async () => {
    const all = (await h.call('articleList', {})).body.data;
    expect(all.total).toBe(ANNOUNCEMENTS.length);
    const paged = (await h.call('articleList', { pageNo: 2, pageSize: 3 })).body.data;
    expect(paged.data).toHaveLength(ANNOUNCEMENTS.length - 3);
    expect(paged.totalPage).toBe(Math.ceil(ANNOUNCEMENTS.length / 3));
  });

  it('gets the tabs: the tags in use, and a tag lists only its own articles', async () => {
    expect((await h.call('articleTags', {})).body.data).toEqual(['Announcements']);
    expect((await h.call('articleList', { tag: 'Announcements' })).body.data.total).toBe(ANNOUNCEMENTS.length);
    expect((await h.call('articleList', { tag: 'AAPL' })).body.data).toEqual({
      data: [],
      pageNo: 1,
      totalPage: 0,
      total: 0,
    });
  });

  it('opens an article: its body as HTML rendered from the Markdown', async () => {
    const first = (await h.call('articleList', {})).body.data.data[0];
    const res = await h.call('articleDetail', {}, { params: { id: first?.id ?? 0 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: first?.id, title: first?.title, link: '' });
    expect(res.body.data.contentHtml).toMatch(/^<p>/);
  });

  it('is told 404 for an article that does not exist, and 400 for an id that is not one', async () => {
    expect((await h.call('articleDetail', {}, { params: { id: 999_999 } })).body).toEqual({
      code: 404,
      msg: 'Article not found',
      data: null,
    });
    const bad = await h.call('articleDetail', {}, { params: { id: 'abc' } });
    expect(bad.body).toMatchObject({ code: 400, msg: 'id: must be a whole number' });
  });

  it.each([
    [{ tag: '' }, 'tag: is required'],
    [{ tag: 'x'.repeat(33) }, 'tag: must be at most 32 characters'],
    [{ tag: 7 }, 'tag: must be text'],
    [{ pageNo: 0 }, 'pageNo: must be a whole number from 1'],
    [{ pageSize: 101 }, 'pageSize: must be a whole number from 1 to 100'],
    [{ page: 1 }, 'page: is not a known field'],
  ])('asking the list for %j is 400 "%s"', async (input, msg) => {
    expect((await h.call('articleList', input as object)).body).toEqual({ code: 400, msg, data: null });
  });

  it('finds the announcements stored once however often a server starts', async () => {
    await ensureAnnouncements(h.ctx);
    await ensureAnnouncements(h.ctx);
    expect((await h.call('articleList', {})).body.data.total).toBe(ANNOUNCEMENTS.length);
  });
});
