import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballot } from './ballot.ts';

const sum = (xs: ArrayLike<number>) => Array.from(xs).reduce((s, x) => s + x, 0);

describe('the IPO ballot, for any applications and tranche', () => {
  it('allots every lot at most once, never more than asked, and all of the tranche when demand is above it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 80 }),
        fc.array(fc.record({ lots: fc.integer({ min: 1, max: 50 }), count: fc.integer({ min: 0, max: 200 }) }), {
          maxLength: 5,
        }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.string(),
        (wants, others, tranche, seed) => {
          const r = ballot(wants, others, tranche, seed);
          const demand = sum(wants) + others.reduce((s, t) => s + t.lots * t.count, 0);
          expect(r.demandLots).toBe(demand);
          expect(sum(r.allotted) + r.othersAllotted).toBe(Math.min(tranche, demand));
          expect(r.allottedLots).toBe(Math.min(tranche, demand));
          wants.forEach((w, i) => {
            expect(r.allotted[i]).toBeGreaterThanOrEqual(0);
            expect(r.allotted[i]).toBeLessThanOrEqual(w);
          });
          // Smaller applications are favoured: nobody is ahead of another by more than the last round's one lot
          // unless the other asked for less.
          wants.forEach((wi, i) =>
            wants.forEach((_, j) => {
              expect(r.allotted[i]).toBeGreaterThanOrEqual(Math.min(wi, (r.allotted[j] ?? 0) - 1));
            }),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
