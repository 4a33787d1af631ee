import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { runStrategy } from './backtest.ts';
import type { StrategyRules } from './rules.ts';
import { pathOf } from './test-fixtures.ts';

const rulesArb: fc.Arbitrary<StrategyRules> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 8 }), fc.boolean())
    .map(([fast, extra, allowShort]) => ({ kind: 'trend' as const, fast, slow: fast + extra, allowShort })),
  fc
    .tuple(fc.integer({ min: 2, max: 8 }), fc.constantFrom('0.5', '1', '1.5'), fc.boolean())
    .map(([window, band, allowShort]) => ({ kind: 'reversion' as const, window, band, allowShort })),
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
    .map(([entry, exit]) => ({ kind: 'breakout' as const, entry, exit })),
);

// Prices in cents from 1.00 to 500.00, so gaps of any size happen.
const pathArb = fc
  .array(fc.integer({ min: 100, max: 50_000 }), { minLength: 1, maxLength: 60 })
  .map((cents) => pathOf(cents.map((c) => Decimal.from(c).div(100).toString())));

describe('any strategy over any path', () => {
  it('creates and destroys no money, trades whole lots one position at a time, and marks every candle', () => {
    fc.assert(
      fc.property(
        rulesArb,
        pathArb,
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(1, 10, 100),
        (rules, path, leverage, lotSize) => {
          const capital = Decimal.from('10000');
          const run = runStrategy(rules, path, { capital, leverage, lotSize, fee: { rate: '0.001', minimum: '1' } });
          const realised = Decimal.sum(run.trades.map((t) => t.pnl.sub(t.fees)));
          const openFee = run.open?.openFee ?? Decimal.ZERO;
          expect(run.cash.toString()).toBe(capital.add(realised).sub(openFee).add(run.writtenOff).toString());
          expect(run.cash.isNegative()).toBe(false);
          expect(run.equity).toHaveLength(path.length);
          const positions = [...run.trades, ...(run.open ? [{ ...run.open, exitT: Infinity }] : [])];
          positions.forEach((p, i) => {
            expect(p.quantity % lotSize).toBe(0);
            const next = positions[i + 1];
            if (next) expect(p.exitT).toBeLessThanOrEqual(next.entryT);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
