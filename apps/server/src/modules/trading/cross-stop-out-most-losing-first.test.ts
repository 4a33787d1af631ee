import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxOf } from '../../testing/inbox.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, recordTradeEvents, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
let events: ReturnType<typeof recordTradeEvents>;
beforeAll(async () => {
  h = await createTradingHarness();
  events = recordTradeEvents(h.ctx);
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

describe('cross stop-out below a 50% margin level', () => {
  it('cancels the resting orders, then closes the most-losing position, then the next, until the level recovers', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    await h.quote('US', 'MSFT', { bid: '420.00', ask: '420.02' });
    const u = await trader(h, '1000');
    const place = async (more: Parameters<typeof marketOrder>[3], code = 'AAPL', num = 10) =>
      ok(await h.call('createStockOrder', marketOrder(code, 'US', num, more), { token: u.token }));
    // A: AAPL long 10 at 200.01, 5x: margin 400.02, fee 2.01
    const a = await place({ leverage: 5 });
    // M: MSFT long 5 at 420.02, 5x: notional 2100.10, margin 420.02, fee 2.1001 → 2.11
    const m = await place({ leverage: 5 }, 'MSFT', 5);
    // S: AAPL short 1 at 199.99, 5x: margin 39.998 → 40.00, fee 1.00
    const s = await place({ leverage: 5, direction: 1 }, 'AAPL', 1);
    // a resting buy of 1 AAPL at 100.00, 1x: 100.00 + 1.00 frozen
    const resting = await place({ orderType: 1, price: '100.00', timeInForce: 'gtc' }, 'AAPL', 1);
    // 1000 − 402.03 − 422.13 − 41.00 − 101.00 = 33.84 available; used 860.04 margin + 101.00
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '33.84', usedBalance: '961.04' });

    // MSFT falls to 340.00: M loses (340.00 − 420.02) × 5 = −400.10; the level is 57%, a margin call, no stop-out
    await h.quote('US', 'MSFT', { bid: '340.00', ask: '340.02' });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(3);
    // AAPL falls to 150.00: A loses (150.00 − 200.01) × 10 = −500.10, S gains (199.99 − 150.02) × 1 = 49.97;
    // cross equity 33.84 + 860.04 − 400.10 − 500.10 + 49.97 = 43.65, level 5.07%
    await h.quote('US', 'AAPL', { bid: '150.00', ask: '150.02' });

    // 1. the resting order is cancelled: 33.84 + 101.00 = 134.84; level (144.65 / 860.04) 16.8%, still below 50%
    // 2. A, the most losing, at the bid 150.00: 400.02 − 500.10 − fee 1.50 = −101.58 → 33.26;
    //    level (33.26 + 19.92 + 89.97) / 460.02 = 31.1%, below 50%
    // 3. M at the bid 340.00: 420.02 − 400.10 − fee 1.70 = 18.22 → 51.48;
    //    level (51.48 + 40.00 + 49.97) / 40.00 = 353.6%: S, in profit, stays
    const closes = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    expect(closes.map((c) => [c.positionId, c.reason, c.reasonLabel, c.sellProfit, c.writeOff])).toEqual([
      [m.position?.id, 'stop_out', 'Stop-out: margin level below 50%', '-401.80', '0.00'],
      [a.position?.id, 'stop_out', 'Stop-out: margin level below 50%', '-501.60', '0.00'],
    ]);
    const open = ok(await h.call('positions', {}, { token: u.token })).data;
    expect(open.map((p) => [p.id, p.profit])).toEqual([[s.position?.id, '49.97']]);
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '51.48', usedBalance: '40.00' });
    expect(ok(await h.call('entrustedOrders', {}, { token: u.token })).total).toBe(0);
    const order = await h.ctx.db
      .selectFrom('trade_orders')
      .select(['status', 'cancel_reason'])
      .where('id', '=', resting.order.orderId)
      .executeTakeFirst();
    expect(order).toEqual({ status: 2, cancel_reason: 'margin' });
    const records = ok(await h.call('tradeRecords', { type: 1 }, { token: u.token })).data;
    expect(records.map((r) => r.reason)).toEqual(['stop_out', 'stop_out']);

    // the user hears of each: the cancelled order and both closes
    const told = events.of(u.user.id);
    expect(told.filter((e) => e.kind === 'closed').map((e) => e.positionId)).toEqual([a.position?.id, m.position?.id]);
    expect(told.filter((e) => e.kind === 'cancelled').map((e) => e.orderId)).toEqual([resting.order.orderId]);
    // and finds each in the inbox, newest first, saying it was a stop-out (the margin call's message aside)
    const inbox = (await inboxOf(h, u.token, 'trade')).filter((msg) => msg.title !== 'Margin call');
    expect(inbox.map((msg) => [msg.title, msg.body, msg.link])).toEqual([
      [
        'Position closed',
        'Stop-out: margin level below 50%: 5 MSFT closed at 340.00, profit -401.80 USD.',
        '/trade?type=1',
      ],
      [
        'Position closed',
        'Stop-out: margin level below 50%: 10 AAPL closed at 150.00, profit -501.60 USD.',
        '/trade?type=1',
      ],
      [
        'Order cancelled by a stop-out',
        'Your limit order for 1 AAPL was cancelled: the margin level fell below 50%, so its 101.00 USD backs your positions.',
        '/trade/records',
      ],
    ]);
    expect(ok(await h.call('tradingAccount', { account: 'stock' }, { token: u.token }))).toMatchObject({
      marginCall: false,
      positions: 1,
    });
  });

  it('the sweep catches an account pushed below 50% by two instruments, neither past its own level', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    await h.quote('US', 'MSFT', { bid: '420.00', ask: '420.02' });
    const u = await trader(h, '1000');
    // AAPL 10 at 200.01, 5x: margin 400.02, fee 2.01; MSFT 5 at 420.02, 5x: margin 420.02, fee 2.11 → 175.84 left
    const a = ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 5 }), { token: u.token }));
    const m = ok(await h.call('createStockOrder', marketOrder('MSFT', 'US', 5, { leverage: 5 }), { token: u.token }));
    // each one's stop-out price, the other as it is: 50% of 820.04 = 410.02 of equity, so AAPL may lose
    // 175.84 + 820.04 − 0.10 − 410.02 = 585.76 → 200.01 − 58.576 = 141.434 → 141.44; MSFT 585.66 → 420.02 − 117.132
    // = 302.888 → 302.89
    expect(m.position?.liquidationPrice).toBe('302.89');
    const levels = ok(await h.call('positions', {}, { token: u.token })).data.map((p) => [p.id, p.liquidationPrice]);
    expect(levels).toEqual([
      [m.position?.id, '302.89'],
      [a.position?.id, '141.44'],
    ]);
    await h.quote('US', 'MSFT', { bid: '330.00', ask: '330.02' }); // −450.10
    await h.quote('US', 'AAPL', { bid: '180.00', ask: '180.02' }); // −200.10
    // equity 175.84 + 820.04 − 650.20 = 345.68: 42.15%, below 50%, yet neither tick crossed its stale level
    expect(ok(await h.call('tradingAccount', { account: 'stock' }, { token: u.token }))).toMatchObject({
      marginLevel: '42.15',
      positions: 2,
    });
    await h.trading.sweep();
    await h.trading.idle(); // the stop-out the sweep started
    // MSFT, the most losing, closes at 330.00: 420.02 − 450.10 − fee 1.65 = −31.73 → 144.11 left;
    // AAPL's level is then (144.11 + 400.02 − 200.10) / 400.02 = 86%, and it stays
    const closes = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    expect(closes.map((c) => [c.positionId, c.reason, c.sellProfit])).toEqual([
      [m.position?.id, 'stop_out', '-451.75'],
    ]);
    expect(ok(await h.call('positions', {}, { token: u.token })).data.map((p) => p.id)).toEqual([a.position?.id]);
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '144.11', usedBalance: '400.02' });
  });
});
