import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { readerIds } from '../../testing/news.ts';
import { STAFF_ENV, staffToken } from '../../testing/staff.ts';
import { ingestFeeds } from './service.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

/** An RSS and an Atom feed served on loopback by the test itself (the default configuration has no feed). */
let server: http.Server;
let base: string;
let served: Record<string, string>;
let h: Harness;
const NOW = Date.UTC(2026, 10, 23, 12, 0);

beforeAll(async () => {
  served = { '/rss.xml': fixture('platform-rss.xml'), '/atom.xml': fixture('platform-atom.xml') };
  server = http.createServer((req, res) => {
    const body = served[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end('missing');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  h = await createHarness(
    { ...STAFF_ENV, NEWS_FEEDS: `${base}/rss.xml, ${base}/missing.xml,${base}/atom.xml` },
    { startMs: NOW },
  );
});
afterAll(async () => {
  await h.close();
  await new Promise((resolve) => server.close(resolve));
});

const feedArticles = async () =>
  (await h.call('articleList', { pageSize: 100 })).body.data.data.filter((a) => a.provider === 'feed');

describe('the feed ingester', () => {
  it('is off by default: no feed is configured', () => {
    expect(loadConfig({}).news).toEqual({ feeds: [], feedIntervalMs: 15 * 60_000 });
    expect(() => loadConfig({ NEWS_FEEDS: 'ftp://example.org/feed' })).toThrow(/NEWS_FEEDS: must be http/);
  });

  it('does nothing on a node that is not the leader', async () => {
    expect(await ingestFeeds({ ...h.ctx, isLeader: () => false })).toEqual({ added: 0, failed: 0 });
    expect(await feedArticles()).toEqual([]);
  });

  it('stores the items of RSS and Atom feeds as published articles; a failing feed does not stop the others', async () => {
    expect(await ingestFeeds(h.ctx)).toEqual({ added: 4, failed: 1 });
    const articles = await feedArticles();
    expect(articles.map((a) => [a.title, a.sourceName, a.deployTime, a.imageUrl, a.tags])).toEqual(
      [
        ['Atom entry from the future', 'Loopback Atom Desk', NOW, ''],
        [
          'Atom entry with markup in its title',
          'Loopback Atom Desk',
          Date.UTC(2026, 10, 23, 10),
          'https://images.example.org/a1.png',
        ],
        [
          'Second item without a guid',
          'Loopback Test Wire',
          Date.UTC(2026, 10, 23, 9),
          'https://images.example.org/2.png',
        ],
        ['First item & its guid', 'Loopback Test Wire', Date.UTC(2026, 10, 23, 8), 'https://images.example.org/1.jpg'],
      ].map(([title, source, time, image]) => [title, source, time, image, expect.any(Array)]),
    );
    expect(articles.find((a) => a.title.startsWith('First'))?.tags).toEqual(['AAPL', 'Earnings calendar']);
  });

  it('keeps the original link and cleans the item’s HTML: no script, handler, frame or javascript: link survives', async () => {
    const [first] = (await feedArticles()).filter((a) => a.title.startsWith('First'));
    const detail = (await h.call('articleDetail', {}, { params: { id: first?.id ?? 0 } })).body.data;
    expect(detail.link).toBe('http://127.0.0.1/items/1');
    expect(detail.contentHtml).toBe(
      '<p>Plain <b>bold</b> text.</p><a rel="nofollow noopener noreferrer" target="_blank">x</a>',
    );
    const atom = (await feedArticles()).find((a) => a.title.startsWith('Atom entry with'));
    const atomDetail = (await h.call('articleDetail', {}, { params: { id: atom?.id ?? 0 } })).body.data;
    expect(atomDetail.contentHtml).toBe('<p>Atom <strong>content</strong></p>');
  });

  it('files items under their categories, instrument symbols included (what a quote screen lists)', async () => {
    const aapl = await readerIds(h, 'AAPL');
    const msft = await readerIds(h, 'MSFT');
    expect(aapl).toHaveLength(1);
    expect(msft).toHaveLength(1);
    expect((await h.call('articleTags', {})).body.data).toEqual(expect.arrayContaining(['AAPL', 'MSFT']));
  });

  it('adds nothing twice: the same items again (by guid, or link without one) are left as they are', async () => {
    h.advance(60_000);
    expect(await ingestFeeds(h.ctx)).toEqual({ added: 0, failed: 1 });
    served['/rss.xml'] = fixture('platform-rss.xml').replace(
      '</channel>',
      '<item><title>Third item</title><link>http://127.0.0.1/items/3</link></item></channel>',
    );
    expect(await ingestFeeds(h.ctx)).toEqual({ added: 1, failed: 1 });
    expect(await feedArticles()).toHaveLength(5);
  });

  it('lets staff take a feed item back to draft (and a later poll does not bring it back), but not edit it', async () => {
    const staff = await staffToken(h);
    const item = (await feedArticles()).find((a) => a.title.startsWith('First'));
    const id = item?.id ?? 0;
    expect((await h.call('staffArticleUpdate', { id, title: 'Mine', body: 'Mine' }, { token: staff })).body).toEqual({
      code: 422,
      msg: 'A feed article is edited at its source; you may unpublish it',
      data: null,
    });
    expect((await h.call('staffArticleUnpublish', { id, reason: 'Off topic' }, { token: staff })).status).toBe(200);
    await ingestFeeds(h.ctx);
    expect(await readerIds(h)).not.toContain(id);
  });
});
