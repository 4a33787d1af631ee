import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, tradingProblems } from '../../testing/trading-checks.ts';

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

describe('POST /orders/cancel', () => {
  it('cancels a resting limit order and gives back its frozen margin and fee', async () => {
    const u = await trader(h, '1000');
    const placed = ok(
      await h.call(
        'createStockOrder',
        marketOrder('AAPL', 'US', 5, { orderType: 1, price: '150.00', leverage: 2, timeInForce: 'gtc' }),
        { token: u.token },
      ),
    );
    // 5 × 150.00 = 750.00: margin 375.00, fee max(0.75 → 1.00) → 376.00 frozen
    expect(placed.order).toMatchObject({ status: 0, statusLabel: 'In Progress', consignAmount: '376.00' });
    expect(placed.position).toBeNull();
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '624.00', usedBalance: '376.00' });

    h.advance(5000);
    const res = await h.call('cancelOrder', { orderId: placed.order.orderId }, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      orderId: placed.order.orderId,
      status: 2,
      statusLabel: 'Cancel Order',
      cancelReason: 'user',
      consignPrice: '150',
      consignAmount: '376.00',
      fillPrice: null,
      positionId: null,
      expireTimeTimestamp: null,
      finishTimeTimestamp: h.ctx.now(),
    });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '1000.00', usedBalance: '0.00' });
    expect(ok(await h.call('entrustedOrders', {}, { token: u.token })).total).toBe(0);
    const bill = ok(await h.call('getWalletBill', { walletType: 'stock', timeZone: 'UTC' }, { token: u.token }));
    expect(bill.data.map((b) => [b.type, b.amount])).toEqual([
      ['unfreeze', '376.00'],
      ['freeze', '-376.00'],
      ['transfer_in', '1000.00'],
    ]);

    // the price crossing the limit later fills nothing
    await h.quote('US', 'AAPL', { bid: '149.98', ask: '150.00' });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(0);
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  });

  it('answers 409 for an order already cancelled or filled, changing nothing', async () => {
    const u = await trader(h, '1000');
    const resting = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 1, { orderType: 1, price: '150.00' }), {
        token: u.token,
      }),
    );
    ok(await h.call('cancelOrder', { orderId: resting.order.orderId }, { token: u.token }));
    const again = await h.call('cancelOrder', { orderId: resting.order.orderId }, { token: u.token });
    expect(again.body).toEqual({ code: 409, msg: 'The order is already cancelled', data: null });

    const filled = ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token }));
    const late = await h.call('cancelOrder', { orderId: filled.order.orderId }, { token: u.token });
    expect(late.body).toEqual({ code: 409, msg: 'The order has already filled', data: null });
    // 1000 − 200.01 − 1.00 = 798.99, the position intact
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '798.99', usedBalance: '200.01' });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(1);
  });
});
