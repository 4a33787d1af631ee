import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import type { AssetClass, Market, SimInstrument } from './instrument.ts';
import { createSimulator } from './simulator.ts';
import { utc } from './test-fixtures.ts';

const TICK_SIZES = ['0.01', '0.0078125', '0.00001', '0.001', '25', '1', '0.5', '0.2', '0.0025', '0.05', '0.1'];
const MARKETS: Market[] = ['US', 'HK', 'ID', 'INDEX', 'FUTURES', 'FOREX', 'BOND'];
const CLASSES: AssetClass[] = ['stock', 'index', 'forex', 'metal', 'energy', 'agriculture', 'bond'];

const instrument = fc
  .record({
    code: fc.string({ minLength: 1, maxLength: 8 }),
    market: fc.constantFrom(...MARKETS),
    assetClass: fc.constantFrom(...CLASSES),
    tickSize: fc.constantFrom(...TICK_SIZES),
    // From one tick (the floor) to a million ticks.
    refTicks: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 1_000_000 })),
    lotSize: fc.constantFrom(1, 100, 1000),
    volatility: fc.constantFrom(undefined, 'low' as const, 'high' as const),
  })
  .map((r): SimInstrument => ({
    code: r.code,
    market: r.market,
    assetClass: r.assetClass,
    tickSize: r.tickSize,
    refPrice: Decimal.from(BigInt(r.refTicks)).mul(r.tickSize).toString(),
    lotSize: r.lotSize,
    currency: 'USD',
    volatility: r.volatility,
  }));

function floorInstrument(assetClass: AssetClass, tickSize: string): SimInstrument {
  return { code: 'FLOOR', market: 'FOREX', assetClass, tickSize, refPrice: tickSize, lotSize: 1, currency: 'USD' };
}

describe('simulator property', () => {
  it('over 10,000 steps every emitted price is positive and a whole number of ticks, for any seed and instrument', () => {
    fc.assert(
      fc.property(
        fc.string(),
        instrument,
        fc.integer({ min: 1, max: 120_000 }),
        fc.integer({ min: utc(2020, 1, 1), max: utc(2030, 1, 1) }),
        (seed, inst, every, start) => {
          const tick = Decimal.from(inst.tickSize).scaled;
          const sim = createSimulator({ instruments: [inst], seed, startMs: start, alwaysOpen: true });
          let bad = 0;
          let first = '';
          const fields = ['price', 'bid', 'ask', 'open', 'high', 'low', 'prevClose'] as const;
          for (let i = 1; i <= 10_000; i++) {
            const t = sim.step(start + i * every)[0];
            if (!t) throw new Error('an always-open market emitted no tick');
            for (const f of fields) {
              const v = Decimal.from(t[f]).scaled;
              if (v <= 0n || v % tick !== 0n) {
                bad++;
                first ||= `${f}=${t[f]} at step ${i}`;
              }
            }
            if (Decimal.from(t.bid).gte(t.ask)) {
              bad++;
              first ||= `bid ${t.bid} ≥ ask ${t.ask}`;
            }
          }
          expect(first).toBe('');
          expect(bad).toBe(0);
        },
      ),
      {
        numRuns: 12,
        // Always also try instruments sitting on the one-tick floor with spreads of many ticks.
        examples: [
          ['floor', floorInstrument('forex', '0.00001'), 1000, utc(2025, 6, 18, 14)],
          ['floor', floorInstrument('bond', '0.0078125'), 60_000, utc(2025, 6, 18, 14)],
        ],
      },
    );
  }, 60_000);
});
