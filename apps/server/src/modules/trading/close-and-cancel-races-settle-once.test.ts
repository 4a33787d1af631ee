import { endpoints } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalCounts, ok, secondNode, tradingProblems } from '../../testing/trading-checks.ts';
import { fillResting } from './service.ts';

let h: TradingHarness;
/** On PostgreSQL a second node on the same database (see secondNode). */
let node2: BuiltApp | undefined;
beforeAll(async () => {
  h = await createTradingHarness();
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  node2 = await secondNode(h);
});
afterAll(async () => {
  await node2?.app.close();
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

const appOf = (i: number) => (node2 && i % 2 === 1 ? node2 : h).app;

describe('50 concurrent closes of one position', () => {
  it('close it once: one answer 200, the others 409, one settlement', async () => {
    const u = await trader(h, '1000');
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 4, { leverage: 2 }), { token: u.token }),
    );
    const id = position?.id ?? 0;
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await appOf(i).inject({
          method: 'POST',
          url: endpoints.closePosition.path,
          // some whole, some asking for part: whichever comes first, the rest see what is left
          payload: i % 5 === 0 ? { id, num: 4 } : { id },
          headers: { authorization: u.token },
        });
        return { status: res.statusCode, body: res.json() as { msg: string } };
      }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r).toEqual({ status: 409, body: { code: 409, msg: 'The position is already closed', data: null } });
    }
    expect(await journalCounts(h.ctx.db, { type: 'position', id })).toEqual({ trade_open: 1, trade_close: 1 });
    // 4 at 200.01, 2x: margin 400.02, fee 1.00 → 598.98; closed at 199.99: + 400.02 − 0.08 − 1.00 = 997.92
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '997.92', usedBalance: '0.00' });
    expect(ok(await h.call('closedPositions', {}, { token: u.token })).total).toBe(1);
  });

  it('partial closes racing each other never close more than is open', async () => {
    const u = await trader(h, '3000');
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 2 }), { token: u.token }),
    );
    const id = position?.id ?? 0;
    // 30 requests for 3 units each against 10 units: three succeed (9 units), then 1 unit is left, so the rest are
    // refused for asking more than is open
    const results = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const res = await appOf(i).inject({
          method: 'POST',
          url: endpoints.closePosition.path,
          payload: { id, num: 3 },
          headers: { authorization: u.token },
        });
        return { status: res.statusCode, body: res.json() as { msg: string } };
      }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({ status: 400, body: { msg: 'num: must be at most the 1 units open' } });
    }
    const [left] = ok(await h.call('positions', {}, { token: u.token })).data;
    expect(left).toMatchObject({ id, positionNum: 1 });
  });
});

describe('a cancel racing a fill of the same resting order', () => {
  it('settles on one outcome each time: cancelled with the funds back, or filled into a position', async () => {
    const u = await trader(h, '10000');
    const outcomes = { cancelled: 0, filled: 0 };
    for (let round = 0; round < 20; round++) {
      const { order } = ok(
        await h.call(
          'createStockOrder',
          marketOrder('AAPL', 'US', 1, { orderType: 1, price: '150.00', timeInForce: 'gtc' }),
          { token: u.token },
        ),
      );
      const [cancel, fill] = await Promise.all([
        appOf(round).inject({
          method: 'POST',
          url: endpoints.cancelOrder.path,
          payload: { orderId: order.orderId },
          headers: { authorization: u.token },
        }),
        fillResting(h.ctx, order.orderId),
      ]);
      const counts = await journalCounts(h.ctx.db, { type: 'order', id: order.orderId });
      if (cancel.statusCode === 200) {
        expect(fill).toBeUndefined();
        expect(counts).toEqual({ order_freeze: 1, order_release: 1 });
        outcomes.cancelled += 1;
      } else {
        expect(cancel.json()).toEqual({ code: 409, msg: 'The order has already filled', data: null });
        expect(fill?.order.id).toBe(order.orderId);
        expect(counts).toEqual({ order_freeze: 1 });
        outcomes.filled += 1;
      }
    }
    expect(outcomes.cancelled + outcomes.filled).toBe(20);
    const held = ok(await h.call('positions', { pageSize: 100 }, { token: u.token })).total;
    expect(held).toBe(outcomes.filled);
    // each fill keeps 150.00 of margin and paid a 1.00 fee; each cancel gave back all of its 151.00
    expect(await wallet(h, u.token, 'stock')).toEqual({
      balance: (10000 - 151 * outcomes.filled).toFixed(2),
      usedBalance: (150 * outcomes.filled).toFixed(2),
    });
  });

  it('through the real tick path too: a cancel and a crossing tick at once', async () => {
    const u = await trader(h, '1000');
    const { order } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 1, { orderType: 1, price: '150.00' }), {
        token: u.token,
      }),
    );
    const [cancel] = await Promise.all([
      h.call('cancelOrder', { orderId: order.orderId }, { token: u.token }),
      h.quote('US', 'AAPL', { bid: '149.98', ask: '150.00' }),
    ]);
    await h.trading.idle();
    const positions = ok(await h.call('positions', {}, { token: u.token })).total;
    expect(cancel.status === 200 ? 0 : 1).toBe(positions);
    expect([200, 409]).toContain(cancel.status);
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  });
});
