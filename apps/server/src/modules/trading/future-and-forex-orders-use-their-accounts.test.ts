import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
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

describe('POST /gold/create: a gold future (GC, 100 oz a contract) from the Future account', () => {
  it('charges margin and fee on price × contracts × 100, and values the position per contract size', async () => {
    await h.quote('FUTURES', 'GC', { bid: '2640.0', ask: '2640.5' });
    const u = await trader(h, '30000', 'future');

    const placed = ok(
      await h.call('createFutureOrder', marketOrder('GC', 'FUTURES', 2, { leverage: 20 }), { token: u.token }),
    );
    // notional 2640.5 × 2 × 100 = 528100; margin / 20 = 26405.00; fee 528100 × 0.001 = 528.10
    expect(placed.order).toMatchObject({ fillPrice: '2640.5', consignAmount: '26933.10', leverage: 20 });
    expect(placed.position).toMatchObject({
      account: 'future',
      positionType: 3,
      contractSize: '100',
      positionNum: 2,
      // 528.10 of fee over 2 × 100 ounces = 2.6405 a unit: 2643.1405, up to the 0.1 tick
      actualBuyingPrice: '2643.2',
      marginAmount: '26405.00',
      openFee: '528.10',
      marketPrice: '528000.00', // 2640.0 × 2 × 100
      profit: '-100.00', // (2640.0 − 2640.5) × 2 × 100
    });
    // 30000 − 26405 − 528.10 = 3066.90
    expect(await wallet(h, u.token, 'future')).toEqual({ balance: '3066.90', usedBalance: '26405.00' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '0.00', usedBalance: '0.00' });

    // A $5 rise is worth 5 × 2 × 100 = 1000 on the position.
    await h.quote('FUTURES', 'GC', { bid: '2645.5', ask: '2646.0' });
    const [held] = ok(await h.call('positions', { account: 'future' }, { token: u.token })).data;
    expect(held).toMatchObject({ newPrice: '2645.5', profit: '1000.00' });
    const records = ok(await h.call('tradeRecords', { type: 0 }, { token: u.token })).data;
    expect(records.map((r) => [r.tradeType, r.tradeTypeLabel, r.totalPrice, r.premium])).toEqual([
      [3, 'Future', '528100.00', '528.10'],
    ]);
  });

  it('refuses a future from an empty Future account even when Stock holds money', async () => {
    await h.quote('FUTURES', 'GC', { bid: '2640.0', ask: '2640.5' });
    const u = await trader(h, '50000', 'stock');
    const res = await h.call('createFutureOrder', marketOrder('GC', 'FUTURES', 1, { leverage: 20 }), {
      token: u.token,
    });
    // 2640.5 × 100 = 264050: margin 13202.50 + fee 264.05 = 13466.55
    expect(res.body).toEqual({
      code: 422,
      msg: 'Insufficient funds in Future: 13466.55 needed (margin 13202.50 + fee 264.05), 0.00 available to trade',
      data: null,
    });
  });
});

describe('POST /stock/create on a forex pair: from the Forex account', () => {
  it('sells EURUSD at the bid in lots of 1000 at up to 30x', async () => {
    await h.quote('FOREX', 'EURUSD', { bid: '1.08450', ask: '1.08460' });
    const u = await trader(h, '1000', 'forex');
    const placed = ok(
      await h.call('createStockOrder', marketOrder('EURUSD', 'FOREX', 10000, { direction: 1, leverage: 30 }), {
        token: u.token,
      }),
    );
    // notional 1.0845 × 10000 = 10845; margin / 30 = 361.50; fee 10.845 → up 10.85
    expect(placed.order).toMatchObject({ fillPrice: '1.0845', consignAmount: '372.35' });
    expect(placed.position).toMatchObject({
      account: 'forex',
      positionType: 2,
      direction: 1,
      newPrice: '1.0846', // a short is marked at the ask
      // a short's break-even is below its entry: 1.0845 − 10.85 / 10000 = 1.083415, down to the tick, five places
      actualBuyingPrice: '1.08341',
      marginAmount: '361.50',
      openFee: '10.85',
      profit: '-1.00', // (1.0845 − 1.0846) × 10000
    });
    // 1000 − 361.50 − 10.85 = 627.65
    expect(await wallet(h, u.token, 'forex')).toEqual({ balance: '627.65', usedBalance: '361.50' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '0.00', usedBalance: '0.00' });
    const records = ok(await h.call('tradeRecords', {}, { token: u.token })).data;
    expect(records.map((r) => [r.tradeType, r.tradeTypeLabel, r.direction, r.currentPrice, r.num])).toEqual([
      [2, 'Forex', 1, '1.0845', 10000],
    ]);
  });
});
