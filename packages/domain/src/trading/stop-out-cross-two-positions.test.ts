import { describe, expect, it } from 'vitest';
import { accountFigures } from './account.ts';
import { stopOutPlan } from './stop-out.ts';
import { D, usdPosition } from './test-fixtures.ts';

describe('stop-out closes the most-losing cross position first, until the level is back to 50 %', () => {
  it('closes one when that is enough', () => {
    // A long 10 @ 100, margin 200, mark 72: P&L −280.  B short 20 @ 50, margin 200, mark 52: P&L −40.
    // crossEquity = 100 + 400 − 320 = 180; level 180 / 400 = 45 % < 50 → stop-out.
    const a = usdPosition(1, 'long', 'cross', '100', 10, '200', '72');
    const b = usdPosition(2, 'short', 'cross', '50', 20, '200', '52');
    expect(accountFigures(D('100'), [a, b]).crossLevel?.toString()).toBe('45');
    // Close A: 200 − 280 − fee 1 (720 × 0.1 % = 0.72 < 1) = −81; available 100 − 81 = 19.
    // Then B alone: (19 + 200 − 40) / 200 = 89.5 % ≥ 50: stop.
    expect(stopOutPlan(D('100'), [b, a])).toEqual([1]);
  });

  it('closes both when the first close is not enough, writing off what the cash cannot cover', () => {
    // A mark 75: −250; B mark 56: (50 − 56) × 20 = −120. Level (0 + 400 − 370) / 400 = 7.5 %.
    // Close A: 200 − 250 − 1 = −51 with 0 available: 51 written off, available stays 0.
    // B alone: (0 + 200 − 120) / 200 = 40 % < 50: close B too.
    const a = usdPosition(1, 'long', 'cross', '100', 10, '200', '75');
    const b = usdPosition(2, 'short', 'cross', '50', 20, '200', '56');
    expect(stopOutPlan(D('0'), [a, b])).toEqual([1, 2]);
    // With B at 54 (−80): after A, (0 + 200 − 80) / 200 = 60 %: B stays.
    expect(stopOutPlan(D('0'), [a, { ...b, mark: D('54') }])).toEqual([1]);
  });

  it('does nothing at 50 % or above, and ignores isolated positions', () => {
    // Cross long margin 200, mark 90: −100, equity 100 → exactly 50 %.
    const atFifty = usdPosition(1, 'long', 'cross', '100', 10, '200', '90');
    expect(stopOutPlan(D('0'), [atFifty])).toEqual([]);
    const isolated = usdPosition(2, 'long', 'isolated', '100', 10, '200', '50');
    expect(stopOutPlan(D('0'), [isolated])).toEqual([]);
    expect(stopOutPlan(D('0'), [])).toEqual([]);
  });

  it('breaks ties by id', () => {
    // Two identical losers (−150 each), level (0 + 400 − 300) / 400 = 25 %.
    // Close id 3: 200 − 150 − 1 = 49 → available 49; then (49 + 200 − 150) / 200 = 49.5 % < 50: close id 7 as well.
    const p7 = usdPosition(7, 'long', 'cross', '100', 10, '200', '85');
    const p3 = usdPosition(3, 'long', 'cross', '100', 10, '200', '85');
    expect(stopOutPlan(D('0'), [p7, p3])).toEqual([3, 7]);
    // With 2 more in cash: after id 3, (51 + 200 − 150) / 200 = 50.5 %: only id 3.
    expect(stopOutPlan(D('2'), [p7, p3])).toEqual([3]);
  });
});
