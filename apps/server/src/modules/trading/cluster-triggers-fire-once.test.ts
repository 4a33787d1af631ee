import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Market } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createHarness, freshPgDatabase, type Harness } from '../../testing/harness.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { ScriptedFeed, type ScriptedQuote } from '../../testing/scripted-feed.ts';
import { marketOrder, trader } from '../../testing/trading.ts';
import { journalCounts, ok, tradingProblems } from '../../testing/trading-checks.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const waitFor = async (what: string, cond: () => boolean | Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

/**
 * Two app instances on one PostgreSQL database and one Redis: `leader` (built first, it takes the advisory lock and
 * runs the trigger loop) and `h`, the follower that takes the orders. Each has a scripted feed with the same prices;
 * only the leader's ticks go out, through Redis, to both.
 */
describe.skipIf(!pgUrl || !redisUrl)('trading in cluster mode', () => {
  let database: Awaited<ReturnType<typeof freshPgDatabase>>;
  let leader: BuiltApp;
  let leaderOpen = true;
  let h: Harness;
  const feeds: ScriptedFeed[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-cluster-trading-'));

  beforeAll(async () => {
    database = await freshPgDatabase(pgUrl ?? '');
    const start = Date.now();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      APP_SECRET: 'cluster-trading-test-secret-0123456789',
      MARKET_ALWAYS_OPEN: 'true',
    };
    feeds.push(new ScriptedFeed(start));
    leader = await buildApp(
      loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', SCRYPT_LOG_N: '10', WEB_DIST: path.join(dir, 'no-web'), ...env }),
      { feedLoop: false, feedProvider: feeds[0], logStream: { write() {} } },
    );
    await waitFor('the first node to lead', () => leader.ctx.isLeader());
    await leader.trading.ready();
    feeds.push(new ScriptedFeed(start));
    h = await createHarness(env, { feedProvider: feeds[1], startMs: start });
  }, 60_000);

  afterAll(async () => {
    if (leaderOpen) await leader.app.close();
    expect(await tradingProblems(h.ctx.db)).toEqual([]);
    await expectLedgerSound(h);
    await h.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The same quote on every feed, and a step on every open node: only the leader's goes out. */
  const quote = (market: Market, code: string, q: ScriptedQuote) => {
    for (const f of feeds) f.set(market, code, q);
    if (leaderOpen) leader.ctx.market.tick();
    h.ctx.market.tick();
  };
  const live = (node: { ctx: BuiltApp['ctx'] }) => node.ctx.market.live('US', 'AAPL')?.quote.bid;

  it(
    'orders placed on the follower fire exactly once on the leader, and the new leader fires once after failover',
    { timeout: 60_000 },
    async () => {
      quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
      await waitFor('the quote on the follower', () => live(h) === '199.99');
      expect(h.ctx.isLeader()).toBe(false);

      const u = await trader(h, '5000');
      // on the follower: a long with a stop-loss at 195.00, and a resting buy limit at 190.00
      const { position } = ok(
        await h.call('createStockOrder', marketOrder('AAPL', 'US', 2, { stopLossPrice: '195.00' }), {
          token: u.token,
        }),
      );
      const { order } = ok(
        await h.call(
          'createStockOrder',
          marketOrder('AAPL', 'US', 1, { orderType: 1, price: '190.00', timeInForce: 'gtc' }),
          { token: u.token },
        ),
      );
      const stopped = position?.id ?? 0;
      // the leader hears of both over Redis: the stop-loss and the buy limit (unleveraged: no stop-out level)
      await waitFor('the leader’s book', () => leader.trading.watched >= 2);

      // one tick through both: the bid to 189.98 (below the stop-loss), the ask to 190.00 (the limit)
      quote('US', 'AAPL', { bid: '189.98', ask: '190.00' });
      const filled = async () =>
        (await h.ctx.db.selectFrom('trade_orders').select('status').where('id', '=', order.orderId).executeTakeFirst())
          ?.status === 1;
      const closed = async () =>
        (await h.ctx.db.selectFrom('positions').select('status').where('id', '=', stopped).executeTakeFirst())
          ?.status === 'closed';
      await waitFor('the fill and the stop-loss', async () => (await filled()) && (await closed()));
      // the same prices again, and another crossing tick: nothing more happens, on either node
      quote('US', 'AAPL', { bid: '189.97', ask: '189.99' });
      await new Promise((r) => setTimeout(r, 500));
      await Promise.all([leader.trading.idle(), h.trading.idle()]);

      expect(await journalCounts(h.ctx.db, { type: 'position', id: stopped })).toEqual({
        trade_open: 1,
        trade_close: 1,
      });
      expect(await journalCounts(h.ctx.db, { type: 'order', id: order.orderId })).toEqual({ order_freeze: 1 });
      const fromOrder = await h.ctx.db
        .selectFrom('positions')
        .select(['id', 'entry_price'])
        .where('order_id', '=', order.orderId)
        .execute();
      expect(fromOrder).toHaveLength(1);
      expect(await journalCounts(h.ctx.db, { type: 'position', id: fromOrder[0]?.id ?? 0 })).toEqual({
        trade_open: 1,
      });
      const closes = ok(await h.call('closedPositions', {}, { token: u.token })).data;
      expect(closes.map((c) => [c.positionId, c.reason, c.sellPrice])).toEqual([[stopped, 'stop_loss', '189.98']]);

      // the leader goes away; the follower takes the lock, loads the book, and fires a new trigger once
      await leader.app.close();
      leaderOpen = false;
      await waitFor('the follower to lead', () => h.ctx.isLeader(), 15_000);
      await h.trading.ready();
      const { position: second } = ok(
        await h.call('createStockOrder', marketOrder('AAPL', 'US', 3, { takeProfitPrice: '195.00' }), {
          token: u.token,
        }),
      );
      await waitFor('the new leader’s book', () => h.trading.watched >= 1);
      quote('US', 'AAPL', { bid: '195.00', ask: '195.02' });
      const secondId = second?.id ?? 0;
      await waitFor('the take-profit', async () => {
        const row = await h.ctx.db
          .selectFrom('positions')
          .select('status')
          .where('id', '=', secondId)
          .executeTakeFirst();
        return row?.status === 'closed';
      });
      quote('US', 'AAPL', { bid: '196.00', ask: '196.02' });
      await new Promise((r) => setTimeout(r, 300));
      await h.trading.idle();
      expect(await journalCounts(h.ctx.db, { type: 'position', id: secondId })).toEqual({
        trade_open: 1,
        trade_close: 1,
      });
      // the position filled from the limit order, without triggers, stays open
      expect(ok(await h.call('positions', {}, { token: u.token })).data.map((p) => p.id)).toEqual([fromOrder[0]?.id]);
    },
  );
});
