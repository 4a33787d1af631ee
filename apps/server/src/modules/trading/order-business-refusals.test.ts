import type { Market } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { ScriptedFeed, type ScriptedQuote } from '../../testing/scripted-feed.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

describe('orders refused by a business rule (422), changing nothing', () => {
  it('insufficient funds, naming the account, what is needed and what is there', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '500');
    // 3 at 200.01, 1x: margin 600.03 + fee 1.00 = 601.03 > 500.00
    const res = await h.call('createStockOrder', marketOrder('AAPL', 'US', 3), { token: u.token });
    expect(res.body).toEqual({
      code: 422,
      msg: 'Insufficient funds in Stock: 601.03 needed (margin 600.03 + fee 1.00), 500.00 available to trade',
      data: null,
    });
    // a resting order is held to the same: 3 at 190.00, 1x → 570.00 + 1.00
    const limit = await h.call('createStockOrder', marketOrder('AAPL', 'US', 3, { orderType: 1, price: '190.00' }), {
      token: u.token,
    });
    expect(limit.body.msg).toBe(
      'Insufficient funds in Stock: 571.00 needed (margin 570.00 + fee 1.00), 500.00 available to trade',
    );
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '500.00', usedBalance: '0.00' });
    expect(ok(await h.call('tradeRecords', {}, { token: u.token })).total).toBe(0);
  });

  it('a margin call: no new position while the cross margin level is at or below 100%', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '250');
    // 5 at 200.01, 5x cross: notional 1000.05, margin 200.01, fee 1.00005 → up 1.01 → 48.98 left
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 5, { leverage: 5 }), { token: u.token }));
    // at the bid 190.00: P&L (190.00 − 200.01) × 5 = −50.05; cross equity 48.98 + 200.01 − 50.05 = 198.94;
    // level 198.94 / 200.01 = 99.465…% → 99.46% ≤ 100% (above the 50% stop-out)
    await h.quote('US', 'AAPL', { bid: '190.00', ask: '190.02' });
    const info = ok(await h.call('tradingAccount', { account: 'stock' }, { token: u.token }));
    expect(info).toMatchObject({
      marginLevel: '99.46',
      marginCall: true,
      orderable: '0.00',
    });
    const res = await h.call('createStockOrder', marketOrder('MSFT', 'US', 1, { leverage: 5 }), { token: u.token });
    expect(res.body).toEqual({
      code: 422,
      msg:
        "Margin call: the Stock account's margin level is 99.46%; add funds or close positions before opening new " +
        'ones',
      data: null,
    });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(1);
  });

  it.each([
    ['a long’s stop-loss above the entry', { stopLossPrice: '201.00' }, 'Stop-loss must be below 200.01 for a long'],
    [
      'a long’s take-profit below the entry',
      { takeProfitPrice: '199.00' },
      'Take-profit must be above 200.01 for a long',
    ],
    [
      'a short’s stop-loss below the entry',
      { direction: 1, stopLossPrice: '199.00' },
      'Stop-loss must be above 199.99 for a short',
    ],
    [
      'a buy limit’s stop-loss above its limit',
      { orderType: 1, price: '180.00', stopLossPrice: '185.00' },
      'Stop-loss must be below 180 for a long',
    ],
    [
      // a buy limit above the ask fills at once at the ask, 200.01: its stop-loss must be below that, not only below
      // the limit, or it would close the position on the next tick
      'a marketable buy limit’s stop-loss above the price it fills at',
      { orderType: 1, price: '205.00', stopLossPrice: '202.00' },
      'Stop-loss must be below 200.01 for a long',
    ],
    [
      'a trailing percentage of 100 or more',
      { trailingStopType: 'percent' as const, trailingStopValue: '100' },
      'Trailing percentage must be below 100',
    ],
  ])('%s', async (_what, more, msg) => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    const res = await h.call('createStockOrder', marketOrder('AAPL', 'US', 1, more), { token: u.token });
    expect(res.body).toEqual({ code: 422, msg, data: null });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '1000.00', usedBalance: '0.00' });
  });

  it('an index quoted in a currency without a USD rate', async () => {
    const u = await trader(h, '1000');
    const res = await h.call('createStockOrder', marketOrder('.KS11', 'INDEX', 1), { token: u.token });
    expect(res.body).toMatchObject({ code: 422, msg: expect.stringMatching(/quoted in KRW, which has no USD rate/) });
  });
});

describe('market hours (exchange calendar, no always-open setting)', () => {
  let closed: Harness;
  let feed: ScriptedFeed;
  const quote = async (market: Market, code: string, q: ScriptedQuote) => {
    feed.set(market, code, q);
    closed.advance(1000);
    closed.ctx.market.tick();
    await closed.trading.idle();
  };
  // Friday 20 November 2026, 20:00 UTC = 15:00 in New York: the US market is open until 21:00 UTC.
  const start = utc(2026, 11, 20, 20, 0);
  beforeAll(async () => {
    feed = new ScriptedFeed(start);
    closed = await createHarness({}, { feedProvider: feed, startMs: start });
  });
  afterAll(async () => {
    expect(await tradingProblems(closed.ctx.db)).toEqual([]);
    await expectLedgerSound(closed);
    await closed.close();
  });

  it('refuses a market order and a close while the market is shut, saying when it opens; a limit order rests', async () => {
    await quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(closed, '1000');
    const { position } = ok(await closed.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token }));

    // Friday 22:00 UTC: closed until Monday 23 November, 9:30 in New York = 14:30 UTC.
    closed.advance(2 * 3_600_000);
    closed.ctx.market.tick();
    const opens = utc(2026, 11, 23, 14, 30);
    expect(ok(await closed.call('tradeTerms', { stockCode: 'AAPL', market: 'US' }))).toMatchObject({
      isOpen: false,
      nextOpenTimestamp: opens,
    });
    const msg = 'The market for Apple Inc. is closed; it opens 2026-11-23 14:30 UTC';
    const order = await closed.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token });
    expect(order.body).toEqual({ code: 422, msg, data: null });
    const close = await closed.call('closePosition', { id: position?.id ?? 0 }, { token: u.token });
    expect(close.body).toEqual({ code: 422, msg, data: null });
    // 1000 − 200.01 − 1.00 = 798.99, the position still open
    expect(await wallet(closed, u.token, 'stock')).toEqual({ balance: '798.99', usedBalance: '200.01' });

    // A limit order is taken, and a day order lives until Monday's close, 16:00 in New York = 21:00 UTC.
    const limit = ok(
      await closed.call('createStockOrder', marketOrder('AAPL', 'US', 1, { orderType: 1, price: '190.00' }), {
        token: u.token,
      }),
    );
    expect(limit.order).toMatchObject({ status: 0, expireTimeTimestamp: utc(2026, 11, 23, 21, 0) });
    // 798.99 − 190.00 − 1.00 = 607.99
    expect(await wallet(closed, u.token, 'stock')).toEqual({ balance: '607.99', usedBalance: '391.01' });
  });

  it('a stop-loss crossed while the market is shut closes the position once it opens', async () => {
    // Monday 23 November 2026 20:00 UTC, 15:00 in New York: open
    closed.advance(utc(2026, 11, 23, 20, 0) - closed.ctx.now());
    closed.ctx.market.tick();
    await quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(closed, '1000');
    const { position } = ok(
      await closed.call('createStockOrder', marketOrder('AAPL', 'US', 1, { stopLossPrice: '195.00' }), {
        token: u.token,
      }),
    );
    // 22:00 UTC: shut; a quote below the stop-loss (an after-hours print) closes nothing
    closed.advance(2 * 3_600_000);
    await quote('US', 'AAPL', { bid: '190.00', ask: '190.02' });
    const closes = async () => ok(await closed.call('closedPositions', {}, { token: u.token })).data;
    expect(await closes()).toEqual([]);
    // Tuesday 14:30 UTC the market opens, and the next tick below the stop-loss closes it at the bid
    closed.advance(utc(2026, 11, 24, 14, 31) - closed.ctx.now());
    await quote('US', 'AAPL', { bid: '189.50', ask: '189.52' });
    expect((await closes()).map((c) => [c.positionId, c.reason, c.sellPrice])).toEqual([
      [position?.id, 'stop_loss', '189.5'],
    ]);
  });
});
