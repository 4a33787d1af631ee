import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalOf, ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

// USDHKD at 7.8 → USD per HKD = 1 / 7.8 = 0.128205128205128205 (18 places).
const RATE = '0.128205128205128205';

describe('an HK stock (Tencent 00700, lots of 100, quoted in HKD)', () => {
  it('takes margin and fee in USD at the feed rate, and writes the rate on the ledger entries', async () => {
    await h.quote('FOREX', 'USDHKD', { bid: '7.80000', ask: '7.80020', price: '7.80000' });
    await h.quote('HK', '00700', { bid: '399.8', ask: '400.0' });
    const terms = ok(await h.call('tradeTerms', { stockCode: '00700', market: 'HK' }));
    expect(terms).toMatchObject({ currency: 'HKD', lotSize: 100, tickSize: '0.2', fxRate: RATE, account: 'stock' });

    const u = await trader(h, '3000');
    const placed = ok(
      await h.call('createStockOrder', marketOrder('00700', 'HK', 100, { leverage: 2, marginMode: 0 }), {
        token: u.token,
      }),
    );
    // notional 400.0 × 100 = 40000 HKD × 0.128205128205128205 = 5128.2051… → 5128.21 USD
    // margin 5128.21 / 2 = 2564.105 → up 2564.11; fee 5128.21 × 0.001 = 5.12821 → up 5.13
    expect(placed.order).toMatchObject({ currency: 'HKD', fillPrice: '400', consignAmount: '2569.24' });
    expect(placed.position).toMatchObject({
      positionType: 1000,
      currency: 'HKD',
      fxRate: RATE,
      discountBuyingPrice: '400',
      // 5.13 USD of fee = 40.014 HKD over 100 shares: 400.40014, up to the 0.2 tick (written with its one place)
      actualBuyingPrice: '400.6',
      positionNum: 100,
      marginAmount: '2564.11',
      openFee: '5.13',
      marketPrice: '5125.64', // 399.8 × 100 = 39980 HKD → 5125.641… USD
      profit: '-2.56', // (399.8 − 400) × 100 = −20 HKD → −2.564… USD
      // isolated: −2564.11 / 2 = −1282.055 USD = −10000.029 HKD over 100 shares: 400 − 100.00029 → up to 300.0
      liquidationPrice: '300',
    });
    // 3000 − 2564.11 − 5.13 = 430.76
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '430.76', usedBalance: '2564.11' });

    // The amounts converted from HKD carry the rate and what they were in HKD: 2564.11 × 7.8 = 20000.058 HKD of
    // margin, 5.13 × 7.8 = 40.014 HKD of fee.
    const [open] = await journalOf(h.ctx.db, u.user.id, 'trade_open');
    expect(open?.entries).toEqual([
      { account: 'stock:available', amount: '-2569.24', fx: null },
      { account: 'stock:used', amount: '2564.11', fx: { rate: RATE, fromCurrency: 'HKD', fromAmount: '20000.058' } },
      { account: 'house:fees', amount: '5.13', fx: { rate: RATE, fromCurrency: 'HKD', fromAmount: '40.014' } },
    ]);
  });

  it('settles the HKD profit of a close in USD with the FX note on the P&L entry', async () => {
    await h.quote('FOREX', 'USDHKD', { bid: '7.80000', ask: '7.80020', price: '7.80000' });
    await h.quote('HK', '00700', { bid: '399.8', ask: '400.0' });
    const u = await trader(h, '3000');
    const placed = ok(
      await h.call('createStockOrder', marketOrder('00700', 'HK', 100, { leverage: 2, marginMode: 0 }), {
        token: u.token,
      }),
    );
    await h.quote('HK', '00700', { bid: '420.0', ask: '420.2' });
    const done = ok(await h.call('closePosition', { id: placed.position?.id ?? 0 }, { token: u.token }));
    // P&L (420.0 − 400) × 100 = 2000 HKD → 256.410… → 256.41 USD; value 42000 HKD → 5384.615… → 5384.62 USD,
    // fee 5.38462 → up 5.39; realised 256.41 − 5.39 = 251.02
    expect(done.closed).toMatchObject({
      buyPrice: '400',
      sellPrice: '420',
      sellNum: 100,
      sellTotalAmount: '5384.62',
      fee: '5.39',
      sellProfit: '251.02',
      writeOff: '0.00',
      reason: 'manual',
    });
    expect(done.position).toBeNull();
    // 430.76 + 2564.11 (margin back) + 256.41 − 5.39 = 3245.89
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '3245.89', usedBalance: '0.00' });

    const [close] = await journalOf(h.ctx.db, u.user.id, 'trade_close');
    // 2564.11 + 256.41 − 5.39 = 2815.13 back to available
    expect(close?.entries).toEqual([
      { account: 'stock:used', amount: '-2564.11', fx: null },
      { account: 'stock:available', amount: '2815.13', fx: null },
      { account: 'house:trading', amount: '-256.41', fx: { rate: RATE, fromCurrency: 'HKD', fromAmount: '-2000' } },
      // 5.39 × 7.8 = 42.042 HKD
      { account: 'house:fees', amount: '5.39', fx: { rate: RATE, fromCurrency: 'HKD', fromAmount: '42.042' } },
    ]);
  });

  it('follows the live rate: the same order costs more USD when the HKD is dearer', async () => {
    // USDHKD 7.75 → 1 / 7.75 = 0.129032258064516129; 40000 HKD → 5161.29 USD; margin at 2: 2580.645 → 2580.65;
    // fee 5.16129 → 5.17
    await h.quote('FOREX', 'USDHKD', { bid: '7.75000', ask: '7.75020', price: '7.75000' });
    await h.quote('HK', '00700', { bid: '399.8', ask: '400.0' });
    const u = await trader(h, '3000');
    const placed = ok(
      await h.call('createStockOrder', marketOrder('00700', 'HK', 100, { leverage: 2 }), { token: u.token }),
    );
    expect(placed.position).toMatchObject({ fxRate: '0.129032258064516129', marginAmount: '2580.65', openFee: '5.17' });
    // 3000 − 2580.65 − 5.17 = 414.18
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '414.18', usedBalance: '2580.65' });
  });

  it('writes the rate on the reservation of a resting HKD limit order', async () => {
    await h.quote('FOREX', 'USDHKD', { bid: '8.00000', ask: '8.00020', price: '8.00000' });
    await h.quote('HK', '00700', { bid: '399.8', ask: '400.0' });
    const u = await trader(h, '3000');
    // 380.0 × 100 = 38000 HKD × 0.125 = 4750 USD; margin at 5: 950.00; fee 4.75; frozen 954.75 = 7638 HKD
    const placed = ok(
      await h.call(
        'createStockOrder',
        marketOrder('00700', 'HK', 100, { orderType: 1, price: '380.0', leverage: 5, timeInForce: 'gtc' }),
        { token: u.token },
      ),
    );
    expect(placed.order).toMatchObject({ status: 0, consignAmount: '954.75' });
    const [freeze] = await journalOf(h.ctx.db, u.user.id, 'order_freeze');
    expect(freeze?.entries).toEqual([
      { account: 'stock:available', amount: '-954.75', fx: null },
      { account: 'stock:used', amount: '954.75', fx: { rate: '0.125', fromCurrency: 'HKD', fromAmount: '7638' } },
    ]);
    ok(await h.call('cancelOrder', { orderId: placed.order.orderId }, { token: u.token }));
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '3000.00', usedBalance: '0.00' });
  });
});
