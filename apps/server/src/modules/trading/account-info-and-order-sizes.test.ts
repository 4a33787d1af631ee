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

const sizes = async (token: string, input: Record<string, unknown>) =>
  ok(await h.call('halfOrFullNum', { stockCode: 'AAPL', market: 'US', direction: 0, ...input }, { token }));

describe('POST /position/getHalfOrFullNum', () => {
  it('answers the most that half and all of the funds buy, margin and fee included', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    // leverage 2 at the ask 200.01: 9 shares cost 1800.09 / 2 = 900.045 → 900.05 + fee 1.80009 → 1.81 = 901.86 ≤ 1000,
    // 10 cost 1000.05 + 2.01 > 1000; half (500): 4 cost 400.02 + 1.00 = 401.02, 5 cost 500.03 + 1.01 > 500
    expect(await sizes(u.token, { leverage: 2 })).toEqual({ halfNum: 4, fullNum: 9, orderable: '1000.00' });
    // at a limit of 100.00 and 5x: 49 cost 980.00 + 4.90 = 984.90, 50 cost 1000 + 5; half: 24 cost 480 + 2.40
    expect(await sizes(u.token, { leverage: 5, price: '100.00' })).toEqual({
      halfNum: 24,
      fullNum: 49,
      orderable: '1000.00',
    });
    // selling is priced at the bid 199.99, leverage 1: 4 cost 799.96 + 1.00; 5 cost 999.95 + 1.00 > 1000;
    // half: 2 cost 399.98 + 1.00 = 400.98, 3 cost 599.97 + 1.00 > 500
    expect(await sizes(u.token, { leverage: 1, direction: 1 })).toEqual({
      halfNum: 2,
      fullNum: 4,
      orderable: '1000.00',
    });
    // and what it answers can be bought: all 9 at 2x
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 9, { leverage: 2 }), { token: u.token }));
    // 1000 − 901.86 = 98.14
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '98.14', usedBalance: '900.05' });
  });

  it('counts whole lots: an HK stock in lots of 100', async () => {
    await h.quote('FOREX', 'USDHKD', { bid: '8.00000', ask: '8.00020', price: '8.00000' });
    await h.quote('HK', '00700', { bid: '399.8', ask: '400.0' });
    const u = await trader(h, '3000');
    // a lot: 400.0 × 100 = 40000 HKD × 0.125 = 5000 USD; at 5x 1000.00 + fee 5.00 = 1005.00.
    // 2 lots 2010.00 ≤ 3000 < 3 lots 3015.00; half (1500): 1 lot
    expect(
      ok(
        await h.call(
          'halfOrFullNum',
          { stockCode: '00700', market: 'HK', direction: 0, leverage: 5 },
          { token: u.token },
        ),
      ),
    ).toEqual({ halfNum: 100, fullNum: 200, orderable: '3000.00' });
  });

  it('refuses a leverage above the class cap and a price off the tick grid (400)', async () => {
    const u = await trader(h, '10');
    const high = await h.call(
      'halfOrFullNum',
      { stockCode: 'AAPL', market: 'US', direction: 0, leverage: 10 },
      { token: u.token },
    );
    expect(high.body).toEqual({ code: 400, msg: 'leverage: must be one of 1, 2, 3, 5 for Apple Inc.', data: null });
    const tick = await h.call(
      'halfOrFullNum',
      { stockCode: 'AAPL', market: 'US', direction: 0, leverage: 1, price: '100.005' },
      { token: u.token },
    );
    expect(tick.body).toEqual({ code: 400, msg: 'price: must be on the tick grid of 0.01', data: null });
  });
});

describe('POST /position/accountInfo', () => {
  it('answers equity, used and free margin, margin level and what may be ordered', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    await h.quote('US', 'MSFT', { bid: '420.00', ask: '420.02' });
    const u = await trader(h, '5000');
    expect(ok(await h.call('tradingAccount', { account: 'stock' }, { token: u.token }))).toEqual({
      account: 'stock',
      balance: '5000.00',
      frozen: '0.00',
      equity: '5000.00',
      usedMargin: '0.00',
      freeMargin: '5000.00',
      marginLevel: null,
      openProfit: '0.00',
      marginCall: false,
      orderable: '5000.00',
      positions: 0,
    });

    // AAPL 10 at 200.01, 2x cross: margin 1000.05, fee 2.01 → 3997.94 left
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 2 }), { token: u.token }));
    // MSFT 2 at 420.02, 5x isolated: 840.04 / 5 = 168.008 → 168.01, fee max(0.85, 1.00) → 3828.93 left
    ok(
      await h.call('createStockOrder', marketOrder('MSFT', 'US', 2, { leverage: 5, marginMode: 0 }), {
        token: u.token,
      }),
    );
    // a resting buy of 1 AAPL at 150.00, 1x: 150.00 + 1.00 frozen → 3677.93 left
    ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 1, { orderType: 1, price: '150.00' }), {
        token: u.token,
      }),
    );
    await h.quote('US', 'AAPL', { bid: '190.00', ask: '190.02' });
    await h.quote('US', 'MSFT', { bid: '400.00', ask: '400.02' });

    // open P&L: AAPL (190.00 − 200.01) × 10 = −100.10; MSFT (400.00 − 420.02) × 2 = −40.04; together −140.14
    // used margin 1000.05 + 168.01 = 1168.06; equity 3677.93 + 1168.06 − 140.14 = 4705.85; free 3537.79
    // level 4705.85 / 1168.06 × 100 = 402.877… → 402.87; frozen: used 1319.06 − margin 1168.06 = 151.00
    // orderable: min(3677.93, cross equity 3677.93 + 1000.05 − 100.10 − cross used 1000.05) = 3577.83
    expect(ok(await h.call('tradingAccount', { account: 'stock' }, { token: u.token }))).toEqual({
      account: 'stock',
      balance: '3677.93',
      frozen: '151.00',
      equity: '4705.85',
      usedMargin: '1168.06',
      freeMargin: '3537.79',
      marginLevel: '402.87',
      openProfit: '-140.14',
      marginCall: false,
      orderable: '3577.83',
      positions: 2,
    });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '3677.93', usedBalance: '1319.06' });

    // the order screen's sizes use that orderable amount: at 190.02 and 1x, 18 cost 3420.36 + 3.43 = 3423.79,
    // 19 cost 3610.38 + … > 3577.83; half (1788.915): 9 cost 1710.18 + 1.72, 10 cost 1900.20 + …
    expect(await sizes(u.token, { leverage: 1 })).toEqual({ halfNum: 9, fullNum: 18, orderable: '3577.83' });
    // the other accounts are empty
    expect(ok(await h.call('tradingAccount', { account: 'future' }, { token: u.token }))).toMatchObject({
      equity: '0.00',
      positions: 0,
    });
  });
});
