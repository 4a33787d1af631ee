import { describe, expect, it } from 'vitest';
import { ballot } from './ballot.ts';

describe('the IPO ballot when demand is above the tranche', () => {
  it('gives every application its lots in full when demand fits the tranche', () => {
    const r = ballot([1, 3, 10], [{ lots: 2, count: 5 }], 30, 'fits');
    expect([...r.allotted]).toEqual([1, 3, 10]);
    expect(r).toMatchObject({ othersAllotted: 10, demandLots: 24, allottedLots: 24 });
  });

  it('hands out lots one per application per round: the small ones are filled, the large ones share the rest', () => {
    // Tranche 12; applications 1, 2, 10, 10 (ours) and none simulated.
    // Round 1: 4 lots (one each) → 1, 1, 1, 1; left 8. Round 2: 3 still want → 1, 2, 2, 2; left 5.
    // Rounds 3-4: the two large ones → 1, 2, 4, 4; left 1. Last round: one of the two large ones gets the 12th lot.
    const r = ballot([1, 2, 10, 10], [], 12, 'round-robin');
    const got = [...r.allotted];
    expect(got.slice(0, 2)).toEqual([1, 2]);
    expect(got.slice(2).toSorted()).toEqual([4, 5]);
    expect(r.allottedLots).toBe(12);
    // A 1-lot application got 100 % of what it asked; each 10-lot one at most 50 %.
  });

  it('draws who gets a lot when there are more applications than lots left', () => {
    // 3 lots among 10 applications of 1 lot: exactly 3 win.
    const r = ballot(
      Array.from({ length: 10 }, () => 1),
      [],
      3,
      'scarce',
    );
    expect([...r.allotted].filter((x) => x === 1)).toHaveLength(3);
    expect(r.allottedLots).toBe(3);
  });

  it('counts our applications against the same tranche as the simulated others', () => {
    // 100 lots; 400 others of 1 lot and our 100 of 1 lot: 100 winners out of 500, ours about a fifth of them.
    const r = ballot(
      Array.from({ length: 100 }, () => 1),
      [{ lots: 1, count: 400 }],
      100,
      'shared',
    );
    const ours = r.allotted.reduce((s, x) => s + x, 0);
    expect(ours + r.othersAllotted).toBe(100);
    expect(ours).toBeGreaterThan(5);
    expect(ours).toBeLessThan(40);
  });

  it('gives the same result for the same seed and another for another seed', () => {
    const wants = Array.from({ length: 200 }, (_, i) => 1 + (i % 7));
    const others = [{ lots: 3, count: 900 }];
    const a = ballot(wants, others, 500, 'ipo:CNVA');
    const b = ballot(wants, others, 500, 'ipo:CNVA');
    const c = ballot(wants, others, 500, 'ipo:STRP');
    expect([...a.allotted]).toEqual([...b.allotted]);
    expect([...a.allotted]).not.toEqual([...c.allotted]);
  });
});
