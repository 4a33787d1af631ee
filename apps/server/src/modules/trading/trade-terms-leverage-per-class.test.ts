import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../testing/money.ts';
import { createTradingHarness, type TradingHarness } from '../../testing/trading.ts';
import { ok } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const terms = async (stockCode: string, market: string) =>
  ok(await h.call('tradeTerms', { stockCode, market } as { stockCode: string; market: 'US' }));

describe('POST /stocka_config/getTradeConfig (no login needed)', () => {
  it('offers leverage up to the class cap: stocks 5, major FX 30, minor FX 20, gold 20, other commodities 10', async () => {
    expect((await terms('AAPL', 'US')).leverageOptions).toEqual([1, 2, 3, 5]);
    expect((await terms('00700', 'HK')).leverageOptions).toEqual([1, 2, 3, 5]);
    expect((await terms('EURUSD', 'FOREX')).leverageOptions).toEqual([1, 2, 3, 5, 10, 20, 30]);
    // AUD is not among the major currencies (USD, EUR, JPY, GBP, CAD, CHF)
    expect((await terms('AUDUSD', 'FOREX')).leverageOptions).toEqual([1, 2, 3, 5, 10, 20]);
    expect((await terms('GC', 'FUTURES')).leverageOptions).toEqual([1, 2, 3, 5, 10, 20]);
    expect((await terms('CL', 'FUTURES')).leverageOptions).toEqual([1, 2, 3, 5, 10]);
    expect((await terms('.SPX', 'INDEX')).leverageOptions).toEqual([1, 2, 3, 5, 10, 20]);
  });

  it('tells the order screen the lot, tick, contract size, account, call, fees and hours', async () => {
    expect(await terms('AAPL', 'US')).toEqual({
      stockCode: 'AAPL',
      market: 'US',
      account: 'stock',
      currency: 'USD',
      createPath: '/stock/create',
      lotSize: 1,
      tickSize: '0.01',
      contractSize: '1',
      fxRate: '1',
      leverageOptions: [1, 2, 3, 5],
      feeRate: '0.001',
      feeMinimum: '1.00',
      isOpen: true,
      nextOpenTimestamp: null, // always open here: no next opening to wait for
      tradable: true,
      reason: null,
    });
    expect(await terms('GC', 'FUTURES')).toMatchObject({
      account: 'future',
      createPath: '/gold/create',
      contractSize: '100',
      tickSize: '0.1',
    });
    expect(await terms('EURUSD', 'FOREX')).toMatchObject({ account: 'forex', lotSize: 1000, tickSize: '0.00001' });
    await h.quote('FOREX', 'USDHKD', { bid: '8.00000', ask: '8.00020', price: '8.00000' });
    // USDHKD 8 → 1 / 8 = 0.125 USD per HKD
    expect(await terms('00700', 'HK')).toMatchObject({ currency: 'HKD', lotSize: 100, fxRate: '0.125' });
  });

  it('says an index quoted in KRW is not tradable, and why', async () => {
    expect(await terms('.KS11', 'INDEX')).toMatchObject({
      currency: 'KRW',
      fxRate: null,
      tradable: false,
      reason: expect.stringMatching(/quoted in KRW, which has no USD rate in the feed$/),
    });
  });

  it('answers 404 for an instrument that is not listed, and 400 naming a missing field', async () => {
    const missing = await h.call('tradeTerms', { stockCode: 'NOPE', market: 'US' });
    expect(missing.body).toEqual({ code: 404, msg: 'No instrument NOPE in US', data: null });
    const bad = await h.call('tradeTerms', { stockCode: 'AAPL' });
    expect(bad.body).toMatchObject({ code: 400, msg: expect.stringMatching(/^market: /) });
  });
});
