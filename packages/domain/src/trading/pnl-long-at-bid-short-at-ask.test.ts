import { describe, expect, it } from 'vitest';
import { closePrice, markPrice, notional, openPrice, pnl } from './pricing.ts';
import { D, quote } from './test-fixtures.ts';

describe('fills and marks: open long at the ask, short at the bid; close and mark the other way', () => {
  const q = quote('100.10', '100.20');
  it.each([
    ['long', '100.2', '100.1', '100.1'],
    ['short', '100.1', '100.2', '100.2'],
  ] as const)('%s opens at %s, closes at %s, is marked at %s', (side, open, close, mark) => {
    expect(openPrice(side, q).toString()).toBe(open);
    expect(closePrice(side, q).toString()).toBe(close);
    expect(markPrice(side, q).toString()).toBe(mark);
  });
});

describe('P&L = (exit − entry) × qty × contract size for a long, (entry − exit) × … for a short', () => {
  it.each([
    // side     entry       exit        qty   cs      P&L
    ['long', '100.2', '101.1', 10, '1', '9'], // (101.1 − 100.2) × 10 = 9
    ['long', '100.2', '99.9', 10, '1', '-3'], // −0.3 × 10
    ['short', '100.1', '99.4', 10, '1', '7'], // (100.1 − 99.4) × 10
    ['short', '100.1', '100.35', 4, '1', '-1'], // −0.25 × 4
    ['long', '2350.7', '2351.2', 2, '100', '100'], // gold: 0.5 × 2 × 100 oz
    ['short', '1.08457', '1.08412', 10000, '1', '4.5'], // 0.00045 × 10000
    ['long', '0.0078125', '0.0078126', 3, '12500000', '3.75'], // yen future tick 0.0000001 × 3 × 12.5 M
  ] as const)('%s %s → %s, %i × %s = %s', (side, entry, exit, quantity, cs, expected) => {
    expect(pnl(side, D(entry), D(exit), quantity, cs).toString()).toBe(expected);
  });

  it('an opening at the ask and an immediate close at the bid loses the spread', () => {
    const q = quote('100.10', '100.20');
    // long: bought 100.20, sold 100.10: −0.10 × 5 = −0.5; short: sold 100.10, bought 100.20: same.
    expect(pnl('long', openPrice('long', q), closePrice('long', q), 5, '1').toString()).toBe('-0.5');
    expect(pnl('short', openPrice('short', q), closePrice('short', q), 5, '1').toString()).toBe('-0.5');
  });

  it('notional is exact and quantities are whole units', () => {
    expect(notional(D('0.0078125'), 3, '12500000').toString()).toBe('292968.75');
    expect(() => notional(D('1'), 1.5, '1')).toThrow(/whole/);
    expect(() => pnl('long', D('1'), D('2'), 0, '1')).toThrow(/whole/);
  });
});
