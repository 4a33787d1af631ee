import type { Candle } from '@bourse/contract';
import { newYorkWallClock } from '../../lib/new-york-time';

/**
 * Candles turned into chart points. Prices are parsed to numbers here only to draw them (docs/design.md §4 keeps
 * money exact everywhere else). The chart's time axis is UTC, so times are shifted to read as New York time, as the
 * quote header above it says (docs/decisions.md, "A quote's times read in New York").
 */
export interface LinePoint {
  time: number;
  value: number;
}
export interface CandlePoint {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

const HOUR_MS = 3_600_000;
/** New York's offset in the UTC hour last asked about: it changes only on a whole UTC hour (07:00 and 06:00). */
let lastHour = { hour: Number.NaN, offset: 0 };

/**
 * Epoch ms to the chart's seconds, shifted so the axis shows New York's time. A day's candles fall in a few UTC hours,
 * so the offset is worked out once an hour rather than once a candle (three Dates each: a tenth of the intraday
 * chart's first render on a phone).
 */
export function chartTime(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  if (hour !== lastHour.hour) lastHour = { hour, offset: newYorkWallClock(hour * HOUR_MS) - hour * HOUR_MS };
  return Math.floor((ms + lastHour.offset) / 1000);
}

/** The start of the `seconds`-long bucket (from the epoch) holding `ms`, in chart seconds. */
export const bucketOf = (ms: number, seconds: number) => chartTime(ms - (ms % (seconds * 1000)));

/** The start of the minute holding `ms`, in chart seconds. */
export const minuteOf = (ms: number) => bucketOf(ms, 60);

/** Sorted by time, one point per time (the chart refuses repeats and disorder). */
function ascending<T extends { time: number }>(points: T[]): T[] {
  const byTime = new Map<number, T>();
  for (const p of points) if (Number.isFinite(p.time)) byTime.set(p.time, p);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

export const toLine = (candles: readonly Candle[]): LinePoint[] =>
  ascending(candles.map((c) => ({ time: chartTime(c.t), value: Number(c.close) })));

export const toCandles = (candles: readonly Candle[]): CandlePoint[] =>
  ascending(
    candles.map((c) => ({
      time: chartTime(c.t),
      open: Number(c.open),
      high: Number(c.high),
      low: Number(c.low),
      close: Number(c.close),
    })),
  );

/**
 * The last candle with a live price laid in (its high and low stretched to include it), or, when the tick falls in a
 * later candle's time `at`, that next candle opening at the last close.
 */
export function withLivePrice(last: CandlePoint, price: number, at?: number): CandlePoint {
  if (at !== undefined && at > last.time) {
    return {
      time: at,
      open: last.close,
      high: Math.max(last.close, price),
      low: Math.min(last.close, price),
      close: price,
    };
  }
  return { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price };
}
