import { describe, expect, it } from 'vitest';
import { runStrategy } from './backtest.ts';
import { dayT, pathOf } from './test-fixtures.ts';

describe('mean reversion (4-day average, 1 average deviation)', () => {
  const rules = { kind: 'reversion', window: 4, band: '1', allowShort: false } as const;
  const terms = { capital: '1000', leverage: 1, lotSize: 10, fee: { rate: '0', minimum: '0' } };

  it('buys after a close below the band and sells after the close is back at the average', () => {
    // Day 4 closes at 8: average of 11, 10, 11, 8 is 10, deviation 1, so 8 is below 9: buy at day 5's open (8).
    // Day 6 closes at 10, above that window's average 9.5: sell at day 7's open (10).
    const run = runStrategy(rules, pathOf([10, 11, 10, 11, 8, 9, 10, 10]), terms);
    expect(
      run.trades.map((t) => [t.entryT, t.entryPrice.toString(), t.exitT, t.exitPrice.toString(), t.quantity]),
    ).toEqual([
      [dayT(5), '8', dayT(7), '10', 120], // whole lots of 10: 125 units would not be a lot multiple
    ]);
    expect(run.cash.toString()).toBe('1240');
  });

  it('stays out of a flat market (no deviation, no band)', () => {
    expect(runStrategy(rules, pathOf([10, 10, 10, 10, 10, 10]), terms).trades).toEqual([]);
  });
});

describe('channel breakout (3-day high in, 2-day low out)', () => {
  it('buys the open after a close above the prior 3-day high and sells the open after a close below the 2-day low', () => {
    const rules = { kind: 'breakout', entry: 3, exit: 2 } as const;
    const terms = { capital: '1100', leverage: 1, lotSize: 1, fee: { rate: '0', minimum: '0' } };
    // Day 4 closes at 11 above the high 10.5 of days 1–3; day 6 closes at 10.3 below the low 10.4 of days 4–5.
    const run = runStrategy(rules, pathOf([10, '10.5', '10.2', '10.4', 11, '11.5', '10.3', 10]), terms);
    expect(run.trades).toHaveLength(1);
    expect(run.trades[0]).toMatchObject({ entryT: dayT(5), exitT: dayT(7), quantity: 100 });
    expect(run.trades[0]?.pnl.toString()).toBe('-70');
    expect(run.cash.toString()).toBe('1030');
  });
});
