import { describe, expect, it } from 'vitest';
import { USD_FX } from './fx.ts';
import { openCost, requiredMargin } from './margin.ts';
import { D } from './test-fixtures.ts';

describe('required margin = notional / leverage, rounded up to the cent', () => {
  it.each([
    // notional   leverage  exact                 margin
    ['1000', 5, '200'], // 1000 / 5 = 200
    ['1000.01', 5, '200.01'], // 200.002 → up → 200.01
    ['1000', 3, '333.34'], // 333.333… → up → 333.34
    ['999.99', 30, '33.34'], // 33.333 → up → 33.34
    ['0.01', 20, '0.01'], // 0.0005 → up → 0.01
    ['12345.67', 1, '12345.67'], // unleveraged: the notional itself
    ['0', 10, '0'],
  ])('%s at %ix → %s', (notional, leverage, margin) => {
    expect(requiredMargin(D(notional), leverage).toString()).toBe(margin);
  });

  it('refuses a leverage below 1 or fractional, and a negative notional', () => {
    expect(() => requiredMargin(D('100'), 0)).toThrow(/Leverage/);
    expect(() => requiredMargin(D('100'), 2.5)).toThrow(/Leverage/);
    expect(() => requiredMargin(D('-1'), 2)).toThrow(/Notional/);
  });
});

describe('openCost: margin and fee on the USD notional', () => {
  it.each([
    // price     qty   cs   lev  notional   margin                   fee (0.1 %, min 1, up)   total
    ['187.23', 10, '1', 5, '1872.3', '374.46', '1.88', '376.34'], // 1872.3/5 = 374.46; 1.8723 → 1.88
    ['187.23', 1, '1', 3, '187.23', '62.41', '1', '63.41'], // 62.41 exactly; 0.18723 < min 1
    ['2350.7', 1, '100', 20, '235070', '11753.5', '235.07', '11988.57'], // gold: 100 oz; 235.07 fee
    ['1.08457', 1000, '1', 30, '1084.57', '36.16', '1.09', '37.25'], // 36.152… → 36.16; 1.08457 → 1.09
  ])('%s × %i × %s at %ix', (price, quantity, contractSize, leverage, notional, margin, fee, total) => {
    const cost = openCost({ price: D(price), quantity, contractSize, fx: USD_FX, leverage });
    expect(cost.notional.amount.toString()).toBe(notional);
    expect(cost.margin.toString()).toBe(margin);
    expect(cost.fee.toString()).toBe(fee);
    expect(cost.total.toString()).toBe(total);
  });
});
