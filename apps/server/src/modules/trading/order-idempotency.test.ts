import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalCounts, ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

const key = (k: string) => ({ 'idempotency-key': k });

describe('Idempotency-Key on trading calls', () => {
  it('a retried order with the same key makes one order and answers the same', async () => {
    const u = await trader(h, '1000');
    const input = marketOrder('AAPL', 'US', 2);
    const first = await h.call('createStockOrder', input, { token: u.token, headers: key('order-1') });
    await h.quote('US', 'AAPL', { bid: '201.99', ask: '202.01' });
    const retry = await h.call('createStockOrder', input, { token: u.token, headers: key('order-1') });
    expect(first.status).toBe(200);
    // the answer of the first call, even though the price has moved since
    expect(retry.body).toEqual(first.body);
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(1);
    // one charge: 1000 − 400.02 − 1.00 = 598.98
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '598.98', usedBalance: '400.02' });
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  });

  it('the same key sent five times at once still makes one order', async () => {
    const u = await trader(h, '1000');
    const input = marketOrder('AAPL', 'US', 1, { orderType: 1, price: '150.00' });
    const all = await Promise.all(
      Array.from({ length: 5 }, () => h.call('createStockOrder', input, { token: u.token, headers: key('burst') })),
    );
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(all.map((r) => r.body.data.order.orderId)).size).toBe(1);
    expect(ok(await h.call('entrustedOrders', {}, { token: u.token })).total).toBe(1);
    // frozen once: 150.00 + 1.00
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '849.00', usedBalance: '151.00' });
  });

  it('the same key with another body is 409 and does nothing', async () => {
    const u = await trader(h, '1000');
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token, headers: key('k') }));
    const other = await h.call('createStockOrder', marketOrder('AAPL', 'US', 2), {
      token: u.token,
      headers: key('k'),
    });
    expect(other.body).toEqual({
      code: 409,
      msg: 'Idempotency-Key: was already used for a different request',
      data: null,
    });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(1);
    // the key is the user's own: another user may use the same one
    const v = await trader(h, '1000');
    expect(
      (await h.call('createStockOrder', marketOrder('AAPL', 'US', 2), { token: v.token, headers: key('k') })).status,
    ).toBe(200);
  });

  it('a retried close or cancel answers the first result, not 409, and moves money once', async () => {
    const u = await trader(h, '1000');
    const { position } = ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token }));
    const id = position?.id ?? 0;
    const close = await h.call('closePosition', { id }, { token: u.token, headers: key('close') });
    const closeAgain = await h.call('closePosition', { id }, { token: u.token, headers: key('close') });
    expect(closeAgain.body).toEqual(close.body);
    expect(await journalCounts(h.ctx.db, { type: 'position', id })).toEqual({ trade_open: 1, trade_close: 1 });

    const { order } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 1, { orderType: 1, price: '150.00' }), {
        token: u.token,
      }),
    );
    const cancel = await h.call('cancelOrder', { orderId: order.orderId }, { token: u.token, headers: key('cancel') });
    const cancelAgain = await h.call(
      'cancelOrder',
      { orderId: order.orderId },
      { token: u.token, headers: key('cancel') },
    );
    expect(cancelAgain.body).toEqual(cancel.body);
    expect(await journalCounts(h.ctx.db, { type: 'order', id: order.orderId })).toEqual({
      order_freeze: 1,
      order_release: 1,
    });
    // 1000 − 1.00 (open fee) − 0.02 (bid−ask) − 1.00 (close fee) = 997.98
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '997.98', usedBalance: '0.00' });
  });

  it('refuses a malformed key (400)', async () => {
    const u = await trader(h, '10');
    const res = await h.call('createStockOrder', marketOrder('AAPL', 'US', 1), {
      token: u.token,
      headers: key('has spaces'),
    });
    expect(res.body).toEqual({
      code: 400,
      msg: 'Idempotency-Key: must be 1 to 100 visible ASCII characters',
      data: null,
    });
  });
});
