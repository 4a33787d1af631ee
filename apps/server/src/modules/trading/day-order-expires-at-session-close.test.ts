import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, recordTradeEvents, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
let events: ReturnType<typeof recordTradeEvents>;
beforeAll(async () => {
  h = await createTradingHarness();
  events = recordTradeEvents(h.ctx);
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

describe('a day order at the session close', () => {
  it('expires on the sweep after its expiry, releasing its funds; a GTC order stays', async () => {
    const u = await trader(h, '1000');
    const buy = (more: object) =>
      h.call('createStockOrder', marketOrder('AAPL', 'US', 2, { orderType: 1, price: '150.00', ...more }), {
        token: u.token,
      });
    const day = ok(await buy({}));
    const gtc = ok(await buy({ timeInForce: 'gtc' }));
    // each: 2 × 150.00 = 300.00 margin at 1x + fee 1.00 → 301.00; 1000 − 602.00 = 398.00
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '398.00', usedBalance: '602.00' });
    expect(day.order.timeInForce).toBe('day');
    const expiry = day.order.expireTimeTimestamp ?? 0;
    // the close of the US trading day in progress (or the next one): 16:00 in New York, 20:00 or 21:00 UTC
    expect(expiry).toBeGreaterThan(h.ctx.now());
    expect([20, 21]).toContain(new Date(expiry).getUTCHours());
    expect(gtc.order.expireTimeTimestamp).toBeNull();

    // a sweep before the close changes nothing
    h.advance(expiry - h.ctx.now() - 1000);
    await h.trading.sweep();
    expect(ok(await h.call('entrustedOrders', {}, { token: u.token })).total).toBe(2);

    h.advance(2000);
    await h.trading.sweep();
    const resting = ok(await h.call('entrustedOrders', {}, { token: u.token })).data;
    expect(resting.map((o) => o.orderId)).toEqual([gtc.order.orderId]);
    // 398.00 + 301.00 = 699.00; the GTC order's 301.00 still frozen
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '699.00', usedBalance: '301.00' });
    const row = await h.ctx.db
      .selectFrom('trade_orders')
      .select(['status', 'cancel_reason', 'finished_at'])
      .where('id', '=', day.order.orderId)
      .executeTakeFirst();
    expect(row).toEqual({ status: 2, cancel_reason: 'expired', finished_at: h.ctx.now() });
    expect(events.of(u.user.id)).toEqual([
      {
        kind: 'cancelled',
        account: 'stock',
        orderId: day.order.orderId,
        positionId: null,
        stockCode: 'AAPL',
        message: 'Your day order for 2 AAPL expired at the session close; 301.00 USD is available again',
      },
    ]);
    const cancel = await h.call('cancelOrder', { orderId: day.order.orderId }, { token: u.token });
    expect(cancel.body).toEqual({ code: 409, msg: 'The order is already cancelled', data: null });

    // an expired order no longer fills when the price reaches it; the GTC one does
    await h.quote('US', 'AAPL', { bid: '149.98', ask: '150.00' });
    const held = ok(await h.call('positions', {}, { token: u.token })).data;
    expect(held.map((p) => p.positionNum)).toEqual([2]);
    // 699.00 available; the GTC order's margin 300.00 in use, its fee gone to the house
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '699.00', usedBalance: '300.00' });

    // days on, the position is still there
    h.advance(3 * 86_400_000);
    await h.trading.sweep();
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(1);
  });
});
