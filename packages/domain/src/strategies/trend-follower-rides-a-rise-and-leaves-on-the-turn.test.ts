import { describe, expect, it } from 'vitest';
import { runStrategy } from './backtest.ts';
import { dayT, pathOf } from './test-fixtures.ts';
import { maxDrawdown, returnSince } from './track-record.ts';

const rules = { kind: 'trend', fast: 2, slow: 4, allowShort: false } as const;
const terms = { capital: '1000', leverage: 1, lotSize: 1, fee: { rate: '0.001', minimum: '1' } };

describe('trend follower (2-day over 4-day average)', () => {
  // Averages after each close: day 4 (12) → 11 over 10.5 → long at day 5's open (12); day 9 (15) → 16 under 16.5 →
  // out at day 10's open (15).
  const run = runStrategy(rules, pathOf([10, 10, 10, 10, 12, 14, 16, 18, 17, 15, 13]), terms);

  it('buys the next open after the fast average crosses above, and sells the next open after it crosses below', () => {
    expect(run.trades).toHaveLength(1);
    const [trade] = run.trades;
    // 83 units: 996.00 margin + 1.00 fee fits 1,000; 84 would need 1,008 + 1.01.
    expect({
      side: trade?.side,
      entryT: trade?.entryT,
      entryPrice: trade?.entryPrice.toString(),
      exitT: trade?.exitT,
      exitPrice: trade?.exitPrice.toString(),
      quantity: trade?.quantity,
      pnl: trade?.pnl.toString(),
      fees: trade?.fees.toString(),
      closedBy: trade?.closedBy,
    }).toEqual({
      side: 'long',
      entryT: dayT(5),
      entryPrice: '12',
      exitT: dayT(10),
      exitPrice: '15',
      quantity: 83,
      pnl: '249',
      // 1.00 to open (0.996 rounds up to the 1.00 minimum) + 1.25 to close (1,245 × 0.1 % = 1.245, rounded up).
      fees: '2.25',
      closedBy: 'signal',
    });
    expect(run.cash.toString()).toBe('1246.75');
    expect(run.open).toBeUndefined();
  });

  it('marks the equity curve at each close: 1,000 flat, then cash plus the open gain', () => {
    expect(run.equity.map((p) => p.equity.toString())).toEqual([
      '1000',
      '1000',
      '1000',
      '1000',
      '1000',
      '1165', // 999 + 2 × 83
      '1331',
      '1497',
      '1414',
      '1248',
      '1246.75',
    ]);
  });

  it('reports the return since the start and the worst fall from a peak', () => {
    expect(returnSince(run.equity, dayT(0))?.toString()).toBe('0.2468'); // 1,246.75 / 1,000 − 1
    expect(returnSince(run.equity, dayT(7))?.toString()).toBe('-0.1672'); // 1,246.75 / 1,497 − 1
    expect(maxDrawdown(run.equity).toString()).toBe('0.1672'); // (1,497 − 1,246.75) / 1,497
  });

  it('sells short on the cross below when shorts are allowed', () => {
    const both = runStrategy(
      { ...rules, allowShort: true },
      pathOf([10, 10, 10, 10, 12, 14, 16, 18, 17, 15, 13, 12]),
      terms,
    );
    expect(both.trades.map((t) => t.side)).toEqual(['long']);
    expect(both.open).toMatchObject({ side: 'short', entryT: dayT(10) });
    expect(both.open?.entryPrice.toString()).toBe('15');
  });
});
