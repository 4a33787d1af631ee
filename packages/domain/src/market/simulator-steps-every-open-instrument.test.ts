import { describe, expect, it } from 'vitest';
import type { AssetClass, SimInstrument } from './instrument.ts';
import { createSimulator } from './simulator.ts';
import { utc } from './test-fixtures.ts';

const CLASSES: AssetClass[] = ['stock', 'index', 'forex', 'metal', 'energy', 'agriculture', 'bond'];
const TICKS = ['0.01', '0.00001', '0.1', '0.0078125', '25', '0.005'];

// How long a step takes is measured by bench/feed.ts (npm run bench -- feed), not asserted here.
describe('a simulator step', () => {
  it('ticks every instrument of every asset class once while its market is open', () => {
    const instruments: SimInstrument[] = [];
    for (let i = 0; i < 500; i++) {
      instruments.push({
        code: `S${i}`,
        market: 'US',
        assetClass: CLASSES[i % CLASSES.length]!,
        tickSize: TICKS[i % TICKS.length]!,
        refPrice: String(50 + i),
        lotSize: 1,
        currency: 'USD',
      });
    }
    const start = utc(2025, 6, 18, 14);
    const sim = createSimulator({ instruments, seed: 'steps', startMs: start, alwaysOpen: true });
    for (let i = 1; i <= 20; i++) {
      const ticks = sim.step(start + i * 250);
      expect(new Set(ticks.map((t) => t.code)).size).toBe(500);
      expect(ticks).toHaveLength(500);
    }
  });
});
