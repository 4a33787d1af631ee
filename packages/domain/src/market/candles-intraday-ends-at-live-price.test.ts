import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { intradayCandles } from './candles.ts';
import { AAPL, candleProblems, EURUSD, TENCENT, utc } from './test-fixtures.ts';

const MIN = 60_000;
// Wednesday 18 June 2025 (EDT): the US session is 13:30Z–20:00Z.
const OPEN = utc(2025, 6, 18, 13, 30);

describe('intraday 1-minute candles', () => {
  const today = { open: '229.50', high: '232.00', low: '228.10', volume: '1234567' };
  const at11 = utc(2025, 6, 18, 15, 0, 30); // 11:00:30 New York

  it('run minute by minute from the open to the current minute and end exactly at the live price', () => {
    const candles = intradayCandles({ instrument: AAPL, seed: 's', nowMs: at11, lastPrice: '231.07', today });
    expect(candles).toHaveLength(91); // 09:30 … 11:00
    expect(candles[0]?.t).toBe(OPEN);
    expect(candles.at(-1)?.t).toBe(utc(2025, 6, 18, 15));
    expect(candles.every((c, i) => c.t === OPEN + i * MIN)).toBe(true);
    expect(candles[0]?.open).toBe('229.50');
    expect(candles.at(-1)?.close).toBe('231.07');
  });

  it('are continuous, on the tick grid, and span exactly the live day’s low to high', () => {
    const candles = intradayCandles({ instrument: AAPL, seed: 's', nowMs: at11, lastPrice: '231.07', today });
    expect(candles.flatMap((c) => candleProblems(c, AAPL.tickSize))).toEqual([]);
    for (let i = 1; i < candles.length; i++) expect(candles[i]!.open).toBe(candles[i - 1]!.close);
    const highs = candles.map((c) => Decimal.from(c.high));
    const lows = candles.map((c) => Decimal.from(c.low));
    expect(Decimal.max(highs[0]!, ...highs).toFixed(2)).toBe('232.00');
    expect(Decimal.min(lows[0]!, ...lows).toFixed(2)).toBe('228.10');
  });

  it('add up to the live day’s volume, heavier near the open', () => {
    const candles = intradayCandles({ instrument: AAPL, seed: 's', nowMs: at11, lastPrice: '231.07', today });
    expect(candles.reduce((s, c) => s + BigInt(c.volume), 0n)).toBe(1234567n);
    const firstTen = candles.slice(0, 10).reduce((s, c) => s + Number(c.volume), 0);
    const lastTen = candles.slice(-10).reduce((s, c) => s + Number(c.volume), 0);
    expect(firstTen).toBeGreaterThan(lastTen);
  });

  it('skip the Hong Kong lunch break', () => {
    const now = utc(2025, 6, 18, 6); // 14:00 Hong Kong
    const candles = intradayCandles({ instrument: TENCENT, seed: 's', nowMs: now, lastPrice: '500.0' });
    expect(candles).toHaveLength(150 + 61); // 09:30–11:59 and 13:00–14:00
    const lunchStart = utc(2025, 6, 18, 4);
    const lunchEnd = utc(2025, 6, 18, 5);
    expect(candles.some((c) => c.t >= lunchStart && c.t < lunchEnd)).toBe(false);
    expect(candles.at(-1)?.close).toBe('500.0');
    expect(candles.flatMap((c) => candleProblems(c, TENCENT.tickSize))).toEqual([]);
  });

  it('after the close show the whole session; on a weekend the last session', () => {
    expect(
      intradayCandles({ instrument: AAPL, seed: 's', nowMs: utc(2025, 6, 18, 23), lastPrice: '231.07' }),
    ).toHaveLength(390);
    const saturday = intradayCandles({ instrument: AAPL, seed: 's', nowMs: utc(2025, 6, 21, 15), lastPrice: '231.07' });
    expect(saturday).toHaveLength(390);
    expect(saturday[0]?.t).toBe(utc(2025, 6, 20, 13, 30));
  });

  it('with the always-open setting, run on past the close (at most a day of minutes)', () => {
    const now = utc(2025, 6, 19, 0); // 20:00 New York
    const candles = intradayCandles({ instrument: AAPL, seed: 's', nowMs: now, lastPrice: '231.07', alwaysOpen: true });
    expect(candles).toHaveLength(631); // 09:30 … 20:00
    expect(candles.at(-1)?.close).toBe('231.07');
    const weekend = intradayCandles({
      instrument: AAPL,
      seed: 's',
      nowMs: utc(2025, 6, 22, 12),
      lastPrice: '231.07',
      alwaysOpen: true,
    });
    expect(weekend).toHaveLength(1440);
  });

  it('are reproducible, and earlier minutes stay put as the day goes on', () => {
    const a = intradayCandles({ instrument: EURUSD, seed: 'r', nowMs: at11, lastPrice: '1.15000' });
    expect(intradayCandles({ instrument: EURUSD, seed: 'r', nowMs: at11, lastPrice: '1.15000' })).toEqual(a);
    const later = intradayCandles({ instrument: EURUSD, seed: 'r', nowMs: at11 + MIN, lastPrice: '1.15000' });
    expect(later).toHaveLength(a.length + 1);
    // Same draws; only the bridge's pull towards the end moves, by a tick or two per candle this early.
    const drift = a.map((c, i) => Math.abs(Number(c.close) - Number(later[i]!.close)));
    expect(Math.max(...drift.slice(0, 60))).toBeLessThan(0.0003);
    expect(intradayCandles({ instrument: EURUSD, seed: 'other', nowMs: at11, lastPrice: '1.15000' })).not.toEqual(a);
  });
});
