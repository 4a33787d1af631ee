import { describe, expect, it } from 'vitest';
import type { AssetClass, SimInstrument } from './instrument.ts';
import { ALL_FIXTURES, EURUSD } from './test-fixtures.ts';
import {
  CLASS_VOLATILITY,
  dailyVolatility,
  instrumentVolatility,
  intradayVolumeCurve,
  intradayVolumeFraction,
  spreadTicks,
  typicalDailyVolume,
} from './volatility.ts';

const CLASSES: AssetClass[] = ['stock', 'index', 'forex', 'metal', 'energy', 'agriculture', 'bond'];

function make(code: string, assetClass: AssetClass, extra: Partial<SimInstrument> = {}): SimInstrument {
  return { code, market: 'US', assetClass, tickSize: '0.01', refPrice: '100', lotSize: 1, currency: 'USD', ...extra };
}

describe('volatility by class', () => {
  it('ranks classes as real markets do: energy, stocks, agriculture, metals, indices, forex, bonds', () => {
    const order = [...CLASSES].sort((a, b) => CLASS_VOLATILITY[b] - CLASS_VOLATILITY[a]);
    expect(order).toEqual(['energy', 'stock', 'agriculture', 'metal', 'index', 'forex', 'bond']);
  });

  it('varies per instrument within ±25% of its class, the same every time', () => {
    const seen = new Set<number>();
    for (const cls of CLASSES) {
      for (let i = 0; i < 50; i++) {
        const v = instrumentVolatility(make(`C${i}`, cls));
        expect(v).toBeGreaterThanOrEqual(CLASS_VOLATILITY[cls] * 0.75);
        expect(v).toBeLessThan(CLASS_VOLATILITY[cls] * 1.25);
        expect(instrumentVolatility(make(`C${i}`, cls))).toBe(v);
        seen.add(v);
      }
    }
    expect(seen.size).toBeGreaterThan(300);
  });

  it('scales by the catalogue’s hint and turns annual into daily by √252', () => {
    const base = instrumentVolatility(make('X', 'stock'));
    expect(instrumentVolatility(make('X', 'stock', { volatility: 'high' }))).toBeCloseTo(base * 1.5, 12);
    expect(instrumentVolatility(make('X', 'stock', { volatility: 'low' }))).toBeCloseTo(base * 0.7, 12);
    expect(dailyVolatility(make('X', 'stock'))).toBeCloseTo(base / Math.sqrt(252), 12);
  });
});

describe('intraday volume curve', () => {
  const minutes = 390;

  it('is U-shaped: busiest at the open and the close, quietest at midday, symmetric', () => {
    const first = intradayVolumeCurve(0, minutes);
    const mid = intradayVolumeCurve(195, minutes);
    const last = intradayVolumeCurve(389, minutes);
    expect(first).toBeGreaterThan(3 * mid);
    expect(last).toBeCloseTo(first, 12);
    for (let m = 1; m < 195; m++) {
      expect(intradayVolumeCurve(m, minutes)).toBeLessThan(intradayVolumeCurve(m - 1, minutes));
    }
  });

  it('averages 1 over the session, and its running total is intradayVolumeFraction', () => {
    for (const length of [390, 330, 319, 1380, 1440]) {
      let sum = 0;
      for (let m = 0; m < length; m++) sum += intradayVolumeCurve(m, length);
      expect(sum / length).toBeCloseTo(1, 3);
      let running = 0;
      for (let m = 0; m < length; m += 37) {
        expect(intradayVolumeFraction(m, length)).toBeCloseTo(running / length, 2);
        for (let k = m; k < Math.min(m + 37, length); k++) running += intradayVolumeCurve(k, length);
      }
    }
    expect(intradayVolumeFraction(0, 390)).toBe(0);
    expect(intradayVolumeFraction(390, 390)).toBe(1);
    expect(intradayVolumeFraction(195, 390)).toBeCloseTo(0.5, 12);
  });

  it('gives minutes outside the session the quiet midday weight', () => {
    expect(intradayVolumeCurve(-1, 390)).toBeLessThan(intradayVolumeCurve(0, 390));
    expect(intradayVolumeCurve(400, 390)).toBe(intradayVolumeCurve(-1, 390));
  });
});

describe('spread and volume', () => {
  it('spreads are at least one tick, forex widest in ticks (fractional pips)', () => {
    for (const cls of CLASSES) {
      for (let i = 0; i < 30; i++) {
        const s = spreadTicks(make(`S${i}`, cls));
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(1);
      }
    }
    expect(spreadTicks(EURUSD)).toBeGreaterThanOrEqual(8);
  });

  it('typical daily volume is a whole number of lots, and larger for liquid classes', () => {
    for (const inst of ALL_FIXTURES) {
      const v = typicalDailyVolume(inst);
      expect(Number.isSafeInteger(v)).toBe(true);
      expect(v % inst.lotSize).toBe(0);
      expect(v).toBeGreaterThanOrEqual(inst.lotSize);
    }
    expect(typicalDailyVolume(make('A', 'forex'))).toBeGreaterThan(typicalDailyVolume(make('A', 'metal')));
  });
});
