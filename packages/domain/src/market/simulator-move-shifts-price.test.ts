import { describe, expect, it } from 'vitest';
import { createSimulator } from './simulator.ts';
import { utc } from './test-fixtures.ts';

const start = utc(2025, 6, 18, 14);
const instruments = [
  { code: 'AAA', market: 'US', assetClass: 'stock', tickSize: '0.01', refPrice: '200', lotSize: 1, currency: 'USD' },
  { code: 'BBB', market: 'US', assetClass: 'stock', tickSize: '0.01', refPrice: '50', lotSize: 1, currency: 'USD' },
] as const;

describe("the simulator's test move", () => {
  it('moves one instrument by the percent at once, and the walk continues from the new price', () => {
    const sim = createSimulator({ instruments, seed: 'move', startMs: start, alwaysOpen: true });
    const before = sim.step(start + 250);
    const aaa = Number(before.find((t) => t.code === 'AAA')!.price);
    const bbb = Number(before.find((t) => t.code === 'BBB')!.price);

    expect(sim.move('AAA', 'US', -10)).toBe(true);
    const after = sim.step(start + 500);
    const movedAaa = Number(after.find((t) => t.code === 'AAA')!.price);
    const movedBbb = Number(after.find((t) => t.code === 'BBB')!.price);
    // A quarter of a second of the walk moves a stock by well under 1 %: the 10 % is the move.
    expect(movedAaa / aaa).toBeGreaterThan(0.88);
    expect(movedAaa / aaa).toBeLessThan(0.92);
    expect(Math.abs(movedBbb / bbb - 1)).toBeLessThan(0.02);
    expect(Number(after.find((t) => t.code === 'AAA')!.low)).toBeLessThanOrEqual(movedAaa);
  });

  it('answers false for an instrument it does not list', () => {
    const sim = createSimulator({ instruments, seed: 'move', startMs: start, alwaysOpen: true });
    expect(sim.move('ZZZ', undefined, 5)).toBe(false);
    expect(sim.move('AAA', 'HK', 5)).toBe(false);
  });
});
