import { describe, expect, it } from 'vitest';
import { runStrategy } from './backtest.ts';
import { dayT, pathOf } from './test-fixtures.ts';

const rules = { kind: 'trend', fast: 2, slow: 4, allowShort: false } as const;
const terms = { capital: '1000', leverage: 10, lotSize: 1, fee: { rate: '0.001', minimum: '1' } };

describe('a leveraged strategy position stopped out at half its margin', () => {
  it('closes at the close where the loss reaches half the margin, and keeps the rest of the cash', () => {
    // Long 825 at 12 (9,900 notional: 990.00 margin + 9.90 fee); at 11 the loss of 825 is past half the margin (495).
    const run = runStrategy(rules, pathOf([10, 10, 10, 10, 12, 11]), terms);
    expect(run.trades).toHaveLength(1);
    expect(run.trades[0]).toMatchObject({ quantity: 825, exitT: dayT(5), closedBy: 'stop-out' });
    expect(run.trades[0]?.pnl.toString()).toBe('-825');
    // 990.10 − 825 − 9.08 (9,075 × 0.1 %, rounded up)
    expect(run.cash.toString()).toBe('156.02');
    expect(run.writtenOff.toString()).toBe('0');
  });

  it('writes off what a gap takes beyond the cash, and never leaves the cash below zero', () => {
    const run = runStrategy(rules, pathOf([10, 10, 10, 10, 12, 10]), terms);
    // 990.10 − 1,650 − 8.25 = −668.15: the strategy ends at zero and the house carries 668.15.
    expect(run.cash.toString()).toBe('0');
    expect(run.writtenOff.toString()).toBe('668.15');
  });
});
