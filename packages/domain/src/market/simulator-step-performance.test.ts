import { describe, expect, it } from 'vitest';
import type { AssetClass, SimInstrument } from './instrument.ts';
import { createSimulator } from './simulator.ts';
import { utc } from './test-fixtures.ts';

const CLASSES: AssetClass[] = ['stock', 'index', 'forex', 'metal', 'energy', 'agriculture', 'bond'];
const TICKS = ['0.01', '0.00001', '0.1', '0.0078125', '25', '0.005'];

describe('simulator speed', () => {
  it('steps 500 instruments 1,000 times well within 2 seconds', () => {
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
    const sim = createSimulator({ instruments, seed: 'perf', startMs: start, alwaysOpen: true });
    let emitted = 0;
    const began = performance.now();
    for (let i = 1; i <= 1000; i++) emitted += sim.step(start + i * 250).length;
    const elapsed = performance.now() - began;
    expect(emitted).toBe(500_000);
    expect(elapsed).toBeLessThan(2000);
  });
});
