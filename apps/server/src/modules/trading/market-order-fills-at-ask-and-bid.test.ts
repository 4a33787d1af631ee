import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

describe('POST /stock/create, market orders on a US stock', () => {
  it('buys at the ask: margin is notional / leverage rounded up, the fee 0.1% of notional rounded up', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '5000');

    const res = await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 2, marginMode: 1 }), {
      token: u.token,
    });
    expect(res.status).toBe(200);
    // notional = 200.01 × 10 = 2000.10; margin = 2000.10 / 2 = 1000.05; fee = 2000.10 × 0.001 = 2.0001 → up 2.01
    expect(res.body.data.order).toMatchObject({
      stockCode: 'AAPL',
      market: 'US',
      direction: 0,
      orderType: 0,
      status: 1,
      statusLabel: 'Success',
      consignNum: 10,
      consignPrice: '200.01',
      fillPrice: '200.01',
      consignAmount: '1002.06', // 1000.05 + 2.01
      leverage: 2,
      marginMode: 1,
      cancelReason: null,
      expireTimeTimestamp: null,
    });
    const position = res.body.data.position;
    expect(position).toMatchObject({
      stockCode: 'AAPL',
      positionType: 0,
      account: 'stock',
      currency: 'USD',
      direction: 0,
      discountBuyingPrice: '200.01',
      marketEntryPrice: '200.01',
      // break-even: 200.01 + 2.01 / 10 = 200.211, up to the next cent (a close there covers the fee)
      actualBuyingPrice: '200.22',
      positionNum: 10,
      newPrice: '199.99', // a long is marked at the bid
      marketPrice: '1999.90', // 199.99 × 10
      marginAmount: '1000.05',
      profit: '-0.20', // (199.99 − 200.01) × 10
      isolatedPosition: 0,
      leverage: 2,
      contractSize: '1',
      fxRate: '1',
      openFee: '2.01',
      stopLossPrice: null,
      takeProfitPrice: null,
      trailingStop: null,
    });
    expect(position?.id).toBe(res.body.data.order.positionId);
    // 5000 − 1000.05 − 2.01 = 3997.94 available; 1000.05 in use as margin
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '3997.94', usedBalance: '1000.05' });

    const fills = await h.call('tradeRecords', { type: 0, timeZone: 'UTC' }, { token: u.token });
    expect(fills.body.data.data).toEqual([
      expect.objectContaining({
        stockCode: 'AAPL',
        direction: 0,
        tradeType: 0,
        tradeTypeLabel: 'Single stock',
        openClose: 0,
        currentPrice: '200.01',
        num: 10,
        totalPrice: '2000.10',
        premium: '2.01',
        profit: '0.00',
        status: 1,
        reason: null,
      }),
    ]);
  });

  it('sells (short) at the bid, and the fee never goes below 1.00', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');

    const res = await h.call(
      'createStockOrder',
      marketOrder('AAPL', 'US', 5, { direction: 1, leverage: 5, marginMode: 0 }),
      { token: u.token },
    );
    expect(res.status).toBe(200);
    // notional = 199.99 × 5 = 999.95; margin = 999.95 / 5 = 199.99; fee = max(0.99995 → 1.00, 1.00) = 1.00
    expect(res.body.data.order).toMatchObject({ direction: 1, fillPrice: '199.99', consignAmount: '200.99' });
    expect(res.body.data.position).toMatchObject({
      direction: 1,
      discountBuyingPrice: '199.99',
      // a short's break-even is below its entry: 199.99 − 1.00 / 5 = 199.79
      actualBuyingPrice: '199.79',
      newPrice: '200.01', // a short is marked at the ask
      marginAmount: '199.99',
      profit: '-0.10', // (199.99 − 200.01) × 5
      isolatedPosition: 1,
      leverage: 5,
      openFee: '1.00',
      // isolated: closed when the loss reaches 199.99 / 2 = 99.995, i.e. 199.99 + 99.995 / 5 = 219.989 → down 219.98
      liquidationPrice: '219.98',
    });
    // 1000 − 199.99 − 1.00 = 799.01
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '799.01', usedBalance: '199.99' });
    const fills = await h.call('tradeRecords', {}, { token: u.token });
    expect(fills.body.data.data.map((f) => [f.direction, f.currentPrice, f.num, f.totalPrice, f.premium])).toEqual([
      [1, '199.99', 5, '999.95', '1.00'],
    ]);
  });

  it('takes a buy from the Stock account only: Balance and the other accounts are untouched', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '300');
    const res = await h.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token });
    expect(res.status).toBe(200);
    // leverage 1: margin = 200.01; fee = max(0.20001 → 0.21, 1.00) = 1.00; 300 − 201.01 = 98.99
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '98.99', usedBalance: '200.01' });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '0.00', usedBalance: '0.00' });
    expect(await wallet(h, u.token, 'future')).toEqual({ balance: '0.00', usedBalance: '0.00' });
  });
});
