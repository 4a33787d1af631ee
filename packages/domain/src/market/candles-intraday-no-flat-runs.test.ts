import { describe, expect, it } from 'vitest';
import { intradayCandles } from './candles.ts';
import { createSimulator } from './simulator.ts';
import { ALL_FIXTURES, utc } from './test-fixtures.ts';

/** The longest run of consecutive minute candles that open and close at the same price. */
function longestFlatRun(candles: { open: string; close: string; high: string; low: string }[]): number {
  let best = 0;
  let run = 0;
  for (const c of candles) {
    run = c.open === c.close && c.high === c.low ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

describe('intraday candles fitted to the live day', () => {
  it('reach the day’s high and low without flat runs pinned at them', () => {
    const start = utc(2025, 6, 18, 19);
    const sim = createSimulator({ instruments: ALL_FIXTURES, seed: 'flat', startMs: start });
    for (let i = 1; i <= 300; i++) sim.step(start + i * 1000);
    for (const inst of ALL_FIXTURES) {
      const q = sim.quote(inst.code, inst.market)!;
      const minutes = intradayCandles({ instrument: inst, seed: 'flat', nowMs: q.t, lastPrice: q.price, today: q });
      // With only a few ticks between the day's low and high, closes at the extremes are just coarse ticks.
      const rangeTicks = (Number(q.high) - Number(q.low)) / Number(inst.tickSize);
      if (minutes.length < 60 || rangeTicks < 30) continue;
      expect(Math.max(...minutes.map((c) => Number(c.high))), inst.code).toBe(Number(q.high));
      expect(Math.min(...minutes.map((c) => Number(c.low))), inst.code).toBe(Number(q.low));
      const pinned = minutes.filter((c) => c.close === q.high || c.close === q.low).length;
      expect(pinned, `${inst.code}: closes pinned at the day's high or low`).toBeLessThanOrEqual(5);
      expect(longestFlatRun(minutes), inst.code).toBeLessThan(10);
    }
  });
});
