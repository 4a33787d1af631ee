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

describe('POST /position/flatPosition', () => {
  it('closes part at the bid keeping the entry price, releases margin pro rata rounded down, the last close the rest', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '5000');
    // 7 at 200.01, 2x: notional 1400.07, margin 700.035 → 700.04, fee 1.40007 → 1.41; 5000 − 701.45 = 4298.55
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 7, { leverage: 2 }), { token: u.token }),
    );
    const id = position?.id ?? 0;
    await h.quote('US', 'AAPL', { bid: '210.00', ask: '210.02' });

    const first = ok(await h.call('closePosition', { id, num: 3 }, { token: u.token }));
    // released 700.04 × 3 / 7 = 300.017… → 300.01; P&L (210.00 − 200.01) × 3 = 29.97; value 630.00, fee 1.00
    // (0.63 is below the minimum); realised 29.97 − 1.00 = 28.97; back to available 300.01 + 29.97 − 1.00 = 328.98
    expect(first.closed).toMatchObject({
      positionId: id,
      buyPrice: '200.01',
      sellPrice: '210',
      sellNum: 3,
      sellTotalAmount: '630.00',
      fee: '1.00',
      sellProfit: '28.97',
      reason: 'manual',
    });
    expect(first.position).toMatchObject({
      id,
      positionNum: 4,
      discountBuyingPrice: '200.01',
      marginAmount: '400.03', // 700.04 − 300.01
      profit: '39.96', // (210.00 − 200.01) × 4
      // the 4 left carry their share of the open fee: 1.41 − 1.41 × 3 / 7 (0.604… → 0.60) = 0.81;
      // break-even 200.01 + 0.81 / 4 = 200.2125, up to the next cent: 200.22
      openFee: '0.81',
      actualBuyingPrice: '200.22',
    });
    // 4298.55 + 328.98 = 4627.53
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '4627.53', usedBalance: '400.03' });

    const second = ok(await h.call('closePosition', { id, num: 2 }, { token: u.token }));
    // released 400.03 × 2 / 4 = 200.015 → 200.01; P&L 9.99 × 2 = 19.98; fee 1.00; back 218.99
    expect(second.closed).toMatchObject({ sellNum: 2, sellProfit: '18.98' });
    expect(second.position).toMatchObject({ positionNum: 2, marginAmount: '200.02', discountBuyingPrice: '200.01' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '4846.52', usedBalance: '200.02' });

    await h.quote('US', 'AAPL', { bid: '195.00', ask: '195.02' });
    const last = ok(await h.call('closePosition', { id }, { token: u.token }));
    // the last close releases all that is left, 200.02; P&L (195.00 − 200.01) × 2 = −10.02; value 390.00, fee 1.00
    expect(last.closed).toMatchObject({
      sellNum: 2,
      sellPrice: '195',
      sellTotalAmount: '390.00',
      sellProfit: '-11.02',
    });
    expect(last.position).toBeNull();
    // 4846.52 + 200.02 − 10.02 − 1.00 = 5035.52 = 5000 − fees (1.41 + 3 × 1.00) + P&L (29.97 + 19.98 − 10.02)
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '5035.52', usedBalance: '0.00' });

    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(0);
    const closes = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    expect(closes.map((c) => [c.sellNum, c.sellProfit])).toEqual([
      [2, '-11.02'],
      [2, '18.98'],
      [3, '28.97'],
    ]);
    const records = ok(await h.call('tradeRecords', { type: 1 }, { token: u.token })).data;
    expect(records.map((r) => [r.num, r.currentPrice, r.premium, r.profit])).toEqual([
      [2, '195', '1.00', '-11.02'],
      [2, '210', '1.00', '18.98'],
      [3, '210', '1.00', '28.97'],
    ]);
  });

  it('closes a short at the ask', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    // short 4 at the bid 199.99, 1x: margin 799.96, fee 1.00; 1000 − 800.96 = 199.04
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 4, { direction: 1 }), { token: u.token }),
    );
    await h.quote('US', 'AAPL', { bid: '189.98', ask: '190.00' });
    const done = ok(await h.call('closePosition', { id: position?.id ?? 0 }, { token: u.token }));
    // bought back at the ask 190.00: P&L (199.99 − 190.00) × 4 = 39.96; value 760.00, fee 1.00 (0.76 < 1)
    expect(done.closed).toMatchObject({
      direction: 1,
      sellPrice: '190',
      sellProfit: '38.96',
      sellTotalAmount: '760.00',
    });
    // 199.04 + 799.96 + 39.96 − 1.00 = 1037.96
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '1037.96', usedBalance: '0.00' });
  });

  it('refuses to close more than is open, or part of a lot (400, nothing changes)', async () => {
    await h.quote('FOREX', 'USDHKD', { bid: '8.00000', ask: '8.00020', price: '8.00000' });
    await h.quote('HK', '00700', { bid: '399.8', ask: '400.0' });
    const u = await trader(h, '3000');
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('00700', 'HK', 200, { leverage: 5 }), { token: u.token }),
    );
    const id = position?.id ?? 0;
    const before = await wallet(h, u.token, 'stock');
    const tooMany = await h.call('closePosition', { id, num: 300 }, { token: u.token });
    expect(tooMany.body).toEqual({ code: 400, msg: 'num: must be at most the 200 units open', data: null });
    const partLot = await h.call('closePosition', { id, num: 50 }, { token: u.token });
    expect(partLot.body).toEqual({
      code: 400,
      msg: 'num: must be a whole number of lots of 100, or all 200 units',
      data: null,
    });
    expect(await wallet(h, u.token, 'stock')).toEqual(before);
    expect(ok(await h.call('positions', {}, { token: u.token })).data[0]?.positionNum).toBe(200);
    // one lot is fine
    expect(ok(await h.call('closePosition', { id, num: 100 }, { token: u.token })).position?.positionNum).toBe(100);
  });
});
