import { describe, expect, it } from 'vitest';
import { publicTrancheLots, simulatedDemand } from './demand.ts';

const STRP = { symbol: 'STRP', sharesOffered: 60_000_000, lotSize: 100 };

describe('the simulated demand of other investors', () => {
  it('sells 10 % of the shares offered to the public, in whole lots', () => {
    expect(publicTrancheLots(STRP)).toBe(60_000);
    expect(publicTrancheLots({ symbol: 'X', sharesOffered: 1_000, lotSize: 500 })).toBe(1);
  });

  it('is the same for the same offering every time, and differs between offerings', () => {
    expect(simulatedDemand(STRP)).toEqual(simulatedDemand(STRP));
    expect(simulatedDemand(STRP)).not.toEqual(simulatedDemand({ ...STRP, symbol: 'CNVA' }));
  });

  it('makes subscription rates between about half and thirty times the tranche across offerings', () => {
    const rates = ['STRP', 'CNVA', 'DBRK', 'ANTH', '02599', 'RVLT', 'SHEIN', 'KLAR'].map((symbol) => {
      const o = { ...STRP, symbol };
      const lots = simulatedDemand(o).reduce((s, t) => s + t.lots * t.count, 0);
      return lots / publicTrancheLots(o);
    });
    for (const r of rates) {
      expect(r).toBeGreaterThan(0.2);
      expect(r).toBeLessThan(60);
    }
    expect(new Set(rates.map((r) => Math.round(r))).size).toBeGreaterThan(3);
  });
});
