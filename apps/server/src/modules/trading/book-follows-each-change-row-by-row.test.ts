import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../testing/money.ts';
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

/** After the loop has taken in the last change, the levels it watches are the ones a rebuild from the database gives. */
async function expectBookAsRebuilt() {
  await h.trading.idle();
  const watched = h.trading.watched;
  await h.trading.load();
  expect(h.trading.watched).toBe(watched);
  return watched;
}

describe('the trigger loop takes in each order, cancel, close and added margin by the rows it names', () => {
  it('adds and removes just those levels, and an isolated position liquidates at its new price after more margin', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '10000');
    const as = { token: u.token };

    const start = await expectBookAsRebuilt();
    // A cross long with a stop-loss and a take-profit: two levels (no stop-out level: the account's cash covers a fall
    // to zero).
    const protectedLong = ok(
      await h.call(
        'createStockOrder',
        marketOrder('AAPL', 'US', 5, { stopLossPrice: '195.00', takeProfitPrice: '210.00' }),
        as,
      ),
    );
    // An isolated long 2 at 2x: margin 400.02 / 2 = 200.01; it liquidates when its P&L reaches −100.005, at
    // 200.01 − 50.0025 = 150.0075, up to the tick: 150.01.
    const isolated = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 2, { leverage: 2, marginMode: 0 }), as),
    );
    expect(isolated.position?.liquidationPrice).toBe('150.01');
    const buyLimit = ok(
      await h.call(
        'createStockOrder',
        marketOrder('AAPL', 'US', 1, { orderType: 1, price: '190.00', timeInForce: 'gtc' }),
        as,
      ),
    );
    ok(
      await h.call(
        'createStockOrder',
        marketOrder('AAPL', 'US', 1, { direction: 1, orderType: 1, price: '205.00' }),
        as,
      ),
    );
    // 2 for the protected long, 1 for the isolated one, 2 resting orders.
    expect(await expectBookAsRebuilt()).toBe(start + 5);

    ok(await h.call('cancelOrder', { orderId: buyLimit.order.orderId }, as));
    expect(await expectBookAsRebuilt()).toBe(start + 4);

    ok(await h.call('closePosition', { id: protectedLong.position?.id }, as));
    expect(await expectBookAsRebuilt()).toBe(start + 2);

    // 200 more margin: 400.01, so −200.005 / 2 = −100.0025 from 200.01: 100.0075, up to 100.01.
    const more = ok(await h.call('addMargin', { id: isolated.position?.id, amount: '200' }, as));
    expect(more.liquidationPrice).toBe('100.01');
    await expectBookAsRebuilt();

    // Through the old price (and the closed position's stop-loss): nothing happens.
    await h.quote('US', 'AAPL', { bid: '149.00', ask: '149.02' });
    const closes = async () => ok(await h.call('closedPositions', {}, as)).data.map((c) => [c.positionId, c.reason]);
    expect(await closes()).toEqual([[protectedLong.position?.id, 'manual']]);
    // Through the new one: liquidated.
    await h.quote('US', 'AAPL', { bid: '100.01', ask: '100.03' });
    expect(await closes()).toEqual([
      [isolated.position?.id, 'liquidation'],
      [protectedLong.position?.id, 'manual'],
    ]);
    expect(await expectBookAsRebuilt()).toBe(start + 1);
  });
});
