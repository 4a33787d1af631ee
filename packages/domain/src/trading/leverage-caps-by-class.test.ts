import { describe, expect, it } from 'vitest';
import { checkLeverage, DEFAULT_LEVERAGE_CAPS, leverageCap, leverageClass, leverageOptions } from './leverage.ts';
import { tradingAccountOf } from './terms.ts';

describe('leverage caps per instrument class (ESMA retail)', () => {
  it.each([
    // market     code        extra                            class             cap  account
    ['US', 'AAPL', {}, 'stock', 5, 'stock'],
    ['HK', '00700', {}, 'stock', 5, 'stock'],
    ['ID', 'BBCA', {}, 'stock', 5, 'stock'],
    ['INDEX', 'SPX', {}, 'index', 20, 'stock'],
    ['BOND', 'US10Y', {}, 'bond', 5, 'stock'],
    ['FUTURES', 'GC', { category: 'metals' }, 'gold', 20, 'future'],
    ['FUTURES', 'GCG27', { category: 'metals' }, 'gold', 20, 'future'],
    ['FUTURES', 'SI', { category: 'metals' }, 'otherCommodity', 10, 'future'], // silver is not gold
    ['FUTURES', 'CL', { category: 'energy' }, 'otherCommodity', 10, 'future'],
    ['FUTURES', 'GCX', { category: 'metals' }, 'otherCommodity', 10, 'future'], // not a gold contract code
    ['FOREX', 'EURUSD', { base: 'EUR', quote: 'USD' }, 'majorFx', 30, 'forex'],
    ['FOREX', 'USDJPY', {}, 'majorFx', 30, 'forex'], // currencies read from the code
    ['FOREX', 'GBPCHF', {}, 'majorFx', 30, 'forex'], // both majors: a major cross
    ['FOREX', 'AUDUSD', {}, 'minorFx', 20, 'forex'], // AUD is not among the majors
    ['FOREX', 'USDHKD', { base: 'USD', quote: 'HKD' }, 'minorFx', 20, 'forex'],
  ] as const)('%s %s is %s, capped at %ix, traded from %s', (market, code, extra, cls, cap, account) => {
    expect(leverageClass({ market, code, ...extra })).toBe(cls);
    expect(leverageCap({ market, code, ...extra })).toBe(cap);
    expect(tradingAccountOf(market)).toBe(account);
  });

  it('offers the steps up to the cap', () => {
    expect(leverageOptions(5)).toEqual([1, 2, 3, 5]);
    expect(leverageOptions(10)).toEqual([1, 2, 3, 5, 10]);
    expect(leverageOptions(20)).toEqual([1, 2, 3, 5, 10, 20]);
    expect(leverageOptions(30)).toEqual([1, 2, 3, 5, 10, 20, 30]);
    expect(leverageOptions(4)).toEqual([1, 2, 3]);
  });

  it('takes caps from the caller', () => {
    const caps = { ...DEFAULT_LEVERAGE_CAPS, stock: 2 };
    expect(leverageCap({ market: 'US', code: 'AAPL' }, caps)).toBe(2);
    expect(leverageOptions(leverageCap({ market: 'US', code: 'AAPL' }, caps))).toEqual([1, 2]);
  });

  it('checks a chosen leverage against the cap', () => {
    expect(checkLeverage(5, 5)).toBe(5);
    expect(() => checkLeverage(10, 5)).toThrow(/1, 2, 3, 5/);
    expect(() => checkLeverage(4)).toThrow(/Leverage/);
  });
});
