import type { AssetClass, SimInstrument, VolatilityHint } from './instrument.ts';
import { hashUnit } from './prng.ts';

/** Annualised volatility of log returns per class, about the long-run realised figures of each kind of market. */
export const CLASS_VOLATILITY: Readonly<Record<AssetClass, number>> = {
  stock: 0.3,
  index: 0.15,
  forex: 0.08,
  metal: 0.18,
  energy: 0.35,
  agriculture: 0.25,
  bond: 0.05,
};

const HINT_FACTOR: Readonly<Record<VolatilityHint, number>> = { low: 0.7, medium: 1, high: 1.5 };

/** Trading days per year, for turning annual figures into daily ones. */
export const TRADING_DAYS_PER_YEAR = 252;

/**
 * Annualised volatility of one instrument: its class figure, times 0.75–1.25 from a hash of its market and code (so
 * two stocks do not move alike, and the same stock always moves alike), times the catalogue's hint.
 */
export function instrumentVolatility(instrument: SimInstrument): number {
  const variation = 0.75 + 0.5 * hashUnit(`vol|${instrument.market}|${instrument.code}`);
  const hint = instrument.volatility ? HINT_FACTOR[instrument.volatility] : 1;
  return CLASS_VOLATILITY[instrument.assetClass] * variation * hint;
}

/** Standard deviation of one day's log return. */
export function dailyVolatility(instrument: SimInstrument): number {
  return instrumentVolatility(instrument) / Math.sqrt(TRADING_DAYS_PER_YEAR);
}

/** Steepness of the U: the first and last minutes trade (1 + K) times the midday minute. */
const CURVE_K = 3;
const CURVE_NORM = 1 + CURVE_K / 3;

/**
 * Relative trading intensity of minute `minuteOfSession` (0-based) in a session of `sessionMinutes` minutes: a
 * U shape, high at the open and the close and low at midday, whose mean over the session is 1. Minutes outside the
 * session (after hours with the always-open setting) get the midday weight.
 */
export function intradayVolumeCurve(minuteOfSession: number, sessionMinutes: number): number {
  if (sessionMinutes <= 0 || minuteOfSession < 0 || minuteOfSession >= sessionMinutes) return 1 / CURVE_NORM;
  const x = (2 * (minuteOfSession + 0.5)) / sessionMinutes - 1; // -1 … 1
  return (1 + CURVE_K * x * x) / CURVE_NORM;
}

/** Share of a session's volume traded in its first `minutes` minutes (the integral of the curve), 0 … 1. */
export function intradayVolumeFraction(minutes: number, sessionMinutes: number): number {
  if (sessionMinutes <= 0 || minutes <= 0) return 0;
  if (minutes >= sessionMinutes) return 1;
  const x = (2 * minutes) / sessionMinutes - 1;
  // ∫ from -1 to x of (1 + K u²) du, over the whole integral 2 + 2K/3.
  return (x + 1 + (CURVE_K * (x * x * x + 1)) / 3) / (2 * CURVE_NORM);
}

/** Base spread in ticks per class, before the per-instrument variation. */
const CLASS_SPREAD_TICKS: Readonly<Record<AssetClass, number>> = {
  stock: 1,
  index: 1,
  forex: 8, // fractional pips: 0.8–1.6 pips on a five-decimal pair
  metal: 2,
  energy: 1,
  agriculture: 1,
  bond: 2,
};

/** Bid–ask spread of an instrument in ticks: its class base, up to twice that by code hash; never below one tick. */
export function spreadTicks(instrument: SimInstrument): number {
  const base = CLASS_SPREAD_TICKS[instrument.assetClass];
  const extra = Math.floor((base + 1) * hashUnit(`spread|${instrument.market}|${instrument.code}`));
  return Math.max(1, base + extra);
}

/** log10 range of a typical day's volume in units (shares, contracts, base currency, bonds) per class. */
const CLASS_VOLUME_LOG10: Readonly<Record<AssetClass, readonly [number, number]>> = {
  stock: [5.5, 7.7],
  index: [8, 9.3],
  forex: [8, 9.5],
  metal: [3.5, 5.5],
  energy: [4, 5.8],
  agriculture: [3.5, 5],
  bond: [3, 5],
};

/** A typical day's volume in units for this instrument (at least one lot), stable by code hash. */
export function typicalDailyVolume(instrument: SimInstrument): number {
  const [low, high] = CLASS_VOLUME_LOG10[instrument.assetClass];
  const units = 10 ** (low + (high - low) * hashUnit(`volume|${instrument.market}|${instrument.code}`));
  const lots = Math.max(1, Math.round(units / instrument.lotSize));
  return lots * instrument.lotSize;
}
