import { describe, expect, it } from 'vitest';
import { accountFigures, positionPnl } from './account.ts';
import { fxFromPair } from './fx.ts';
import { isolatedLiquidates, liquidationPrice } from './stop-out.ts';
import { D, str, usdPosition } from './test-fixtures.ts';

describe('isolated: the price where P&L = −½ margin, rounded to the tick on the safe side', () => {
  it.each([
    // side     entry     qty  margin    tick    exact                         price
    ['long', '100', 10, '200', '0.01', '100 − 100 / 10 = 90', '90'],
    ['short', '100', 10, '200', '0.01', '100 + 100 / 10 = 110', '110'],
    ['long', '187.23', 10, '374.46', '0.01', '187.23 − 187.23 / 10 = 168.507 → up', '168.51'],
    ['short', '187.23', 10, '374.46', '0.01', '187.23 + 18.723 = 205.953 → down', '205.95'],
    ['long', '100', 10, '200', '0.25', '90 is on the 0.25 grid', '90'],
    ['long', '100.1', 10, '200', '0.25', '90.1 → up', '90.25'],
    ['short', '100.1', 10, '200', '0.25', '110.1 → down', '110'],
    ['long', '1', 10, '30', '0.01', '1 − 15 / 10 = −0.5: never', null],
  ] as const)('%s %s × %i, margin %s, tick %s: %s', (side, entry, quantity, margin, tick, _working, price) => {
    const p = usdPosition(1, side, 'isolated', entry, quantity, margin, entry);
    expect(str(liquidationPrice(p, { tickSize: tick }))).toBe(price);
  });

  it('converts through the FX rate (HK stock)', () => {
    const fx = fxFromPair('USDHKD', D('7.8'));
    if (!fx) throw new Error('no HKD');
    // Half of 995.39 USD = 497.695 USD = 497.695 / (100 × 0.128205128205128205) HKD a share = 38.82021 → 349.37979,
    // up to the 0.2 tick: 349.4.
    const p = { ...usdPosition(1, 'long', 'isolated', '388.2', 100, '995.39', '388.2'), fx };
    expect(str(liquidationPrice(p, { tickSize: '0.2' }))).toBe('349.4');
  });

  it('is where isolatedLiquidates starts, within a tick', () => {
    const p = usdPosition(1, 'long', 'isolated', '187.23', 10, '374.46', '168.51');
    expect(isolatedLiquidates(p)).toBe(false);
    expect(isolatedLiquidates({ ...p, mark: D('168.5') })).toBe(true);
  });
});

describe('cross: the price where the cross margin level reaches 50 % with the others unchanged', () => {
  it('alone in the account', () => {
    // available 800, long 10 @ 100, margin 200: equity 800 + 200 + (P − 100) × 10 = 100 → P = 10.
    const p = usdPosition(1, 'long', 'cross', '100', 10, '200', '100');
    expect(str(liquidationPrice(p, { tickSize: '0.01', available: D('800'), crossPositions: [p] }))).toBe('10');
    const check = accountFigures(D('800'), [{ ...p, mark: D('10') }]);
    expect(str(check.crossLevel)).toBe('50');
    // The same short: (100 − P) × 10 = −900 → P = 190.
    const s = { ...p, side: 'short' as const };
    expect(str(liquidationPrice(s, { tickSize: '0.01', available: D('800'), crossPositions: [s] }))).toBe('190');
  });

  it('with another cross position losing 40', () => {
    // B short 20 @ 50 marked 52: −40, margin 200. crossUsed 400, target equity 200.
    // 800 + 200 − 40 + 200 + (P − 100) × 10 = 200 → P = 4.
    const a = usdPosition(1, 'long', 'cross', '100', 10, '200', '100');
    const b = usdPosition(2, 'short', 'cross', '50', 20, '200', '52');
    const context = { tickSize: '0.01', available: D('800'), crossPositions: [a, b] };
    expect(str(liquidationPrice(a, context))).toBe('4');
    expect(str(accountFigures(D('800'), [{ ...a, mark: D('4') }, b]).crossLevel)).toBe('50');
    // B's own: 800 + 200 + 0 (A at 100) + 200 + (50 − P) × 20 = 200 → P = 100.
    expect(str(liquidationPrice(b, context))).toBe('100');
    expect(positionPnl({ ...b, mark: D('100') }).amount.toString()).toBe('-1000');
  });

  it('is null when the cash covers any fall to zero', () => {
    // available 2000: 2000 + 200 + (P − 100) × 10 = 100 → P = −110.
    const p = usdPosition(1, 'long', 'cross', '100', 10, '200', '100');
    expect(liquidationPrice(p, { tickSize: '0.01', available: D('2000'), crossPositions: [p] })).toBeNull();
  });

  it('rounds on the safe side: a long up, a short down', () => {
    // available 0, long 3 @ 10, margin 10: 0 + 10 + (P − 10) × 3 = 5 → P = 8.333… → 8.34; short: 11.666… → 11.66.
    const p = usdPosition(1, 'long', 'cross', '10', 3, '10', '10');
    expect(str(liquidationPrice(p, { tickSize: '0.01', available: D('0'), crossPositions: [p] }))).toBe('8.34');
    const s = { ...p, side: 'short' as const };
    expect(str(liquidationPrice(s, { tickSize: '0.01', available: D('0'), crossPositions: [s] }))).toBe('11.66');
  });
});
