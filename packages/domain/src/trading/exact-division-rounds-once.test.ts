import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilDiv, floorDiv } from './exact.ts';

// Stop-out levels and P&L round exactly once through these: checked against the definition on every sign and on
// values as large as the scaled products they divide (10^18 per factor, four factors).
describe('exact division of scaled values', () => {
  it('rounds down and up on each side of zero, and leaves whole quotients alone', () => {
    expect([floorDiv(7n, 2n), floorDiv(-7n, 2n), floorDiv(6n, 2n), floorDiv(-6n, 2n), floorDiv(0n, 5n)]).toEqual([
      3n,
      -4n,
      3n,
      -3n,
      0n,
    ]);
    expect([ceilDiv(7n, 2n), ceilDiv(-7n, 2n), ceilDiv(6n, 2n), ceilDiv(-6n, 2n), ceilDiv(0n, 5n)]).toEqual([
      4n,
      -3n,
      3n,
      -3n,
      0n,
    ]);
  });

  it('is the largest (floor) or smallest (ceiling) integer on the right side of n / d', () => {
    const big = fc.bigInt({ min: -(10n ** 72n), max: 10n ** 72n });
    fc.assert(
      fc.property(big, fc.bigInt({ min: 1n, max: 10n ** 54n }), (n, d) => {
        const f = floorDiv(n, d);
        const c = ceilDiv(n, d);
        expect(f * d <= n && n < (f + 1n) * d).toBe(true);
        expect((c - 1n) * d < n && n <= c * d).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
