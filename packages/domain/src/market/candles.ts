/**
 * Candles consistent with the live price: a daily history that ends exactly at it, today's 1-minute candles that
 * end exactly at it, and weekly or monthly roll-ups.
 *
 * Prices are worked out as integer tick counts and written as exact decimal strings on the instrument's grid (see
 * price.ts); floating point only draws the random path before it is snapped to ticks. Every candle satisfies
 * 1 tick ≤ low ≤ min(open, close) ≤ max(open, close) ≤ high.
 */

import { Decimal } from '../money/decimal.ts';
import { type PreparedInstrument, prepareInstrument, type SimInstrument } from './instrument.ts';
import { formatTicks, toTicks } from './price.ts';
import { Prng, type Seed } from './prng.ts';
import {
  elapsedTradingMs,
  type HolidayCalendar,
  lastSession,
  parseDate,
  recentSessions,
  sessionMinutes,
  type TradingDay,
} from './sessions.ts';
import { dailyVolatility, instrumentVolatility, intradayVolumeCurve, typicalDailyVolume } from './volatility.ts';

export interface Candle {
  /** Daily and longer: 00:00 UTC of the session's trade date. Intraday: the start of the minute. Epoch ms. */
  readonly t: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  /** Whole units (shares, contracts, base currency), an integer string. */
  readonly volume: string;
}

/** The live trading day as the feed reports it (decimal strings on the instrument's grid). */
export interface LiveDay {
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly prevClose: string;
  readonly volume: string;
}

export interface HistoryParams {
  instrument: SimInstrument;
  seed: Seed;
  /** The instant the history runs up to: its last candle is `lastSession(endMs)`. */
  endMs: number;
  /** Calendar days to cover, counted back from the last session's date (365 is a year, about 252 candles). */
  days: number;
  /** The live price: the last candle closes exactly here. */
  lastPrice: string;
  /** The live day's open, high, low, volume and previous close; when given, the last candle is that day and the one
   * before it closes exactly at `prevClose`. */
  today?: LiveDay | undefined;
  holidays?: HolidayCalendar | undefined;
}

/**
 * The daily history is always generated over at least this many calendar days and then cut, so a 3-month chart is
 * exactly the tail of the 1-year chart.
 */
export const HISTORY_HORIZON_DAYS = 730;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface RawCandle {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

function clampTicks(x: number): number {
  return Math.max(x, 1);
}

function ticksOf(price: string, prepared: PreparedInstrument): number {
  return clampTicks(Number(toTicks(price, prepared.tick, 'nearest')));
}

/** A random volume around `mean` units, in whole lots (log-normal, mean-preserving). */
function lotVolume(mean: number, z: number, spread: number, lot: number): number {
  const units = mean * Math.exp(spread * z - (spread * spread) / 2);
  return Math.round(units / lot) * lot;
}

/** Wick sizes: high and low beyond the body by a half-normal share of the period's volatility. */
function wicks(o: number, c: number, sigma: number, zh: number, zl: number): [high: number, low: number] {
  const top = Math.max(o, c);
  const bottom = Math.min(o, c);
  const high = top + Math.round(top * (Math.exp(sigma * Math.abs(zh)) - 1));
  const low = Math.max(1, bottom - Math.round(bottom * (1 - Math.exp(-sigma * Math.abs(zl)))));
  return [high, low];
}

function format(raw: RawCandle, prepared: PreparedInstrument): Candle {
  return {
    t: raw.t,
    open: formatTicks(raw.o, prepared.tick),
    high: formatTicks(raw.h, prepared.tick),
    low: formatTicks(raw.l, prepared.tick),
    close: formatTicks(raw.c, prepared.tick),
    volume: String(raw.v),
  };
}

/**
 * Daily candles for the sessions of the last `days` calendar days, oldest first.
 *
 * The closes follow a Brownian bridge in log price: it starts from a level drawn once per seed and instrument around
 * the reference price and is pinned to end exactly at the live price (or, with `today`, at the previous close, the
 * live day being the last candle). Each day's random numbers are seeded by its date, so the history barely changes
 * as time moves on and is the same whichever period is asked for. Opens gap from the previous close by a fifth of a
 * day's volatility; wicks reach beyond the body by a half-normal amount.
 */
export function historyCandles(params: HistoryParams): Candle[] {
  const prepared = prepareInstrument(params.instrument);
  if (!(params.days > 0)) return [];
  const sessions = recentSessions(prepared.session, params.endMs, Math.max(params.days, HISTORY_HORIZON_DAYS), {
    holidays: params.holidays,
  });
  const last = sessions[sessions.length - 1];
  if (!last) return [];

  const lastTicks = ticksOf(params.lastPrice, prepared);
  const sd = dailyVolatility(params.instrument);
  const lot = params.instrument.lotSize;
  const meanVolume = typicalDailyVolume(params.instrument);
  const today = params.today;
  const bridged = today ? sessions.length - 1 : sessions.length;
  const endTicks = today ? ticksOf(today.prevClose, prepared) : lastTicks;

  const startRng = new Prng(`${params.seed}|history-start|${prepared.key}`);
  const logStart =
    Math.log(Number(prepared.refTicks)) + 0.5 * instrumentVolatility(params.instrument) * startRng.normal();
  const logEnd = Math.log(endTicks);

  // Raw walk W_i, then the bridge B_i = start + W_i − (i+1)/M · (W_{M−1} − (end − start)).
  const draws: Float64Array = new Float64Array(bridged * 4);
  const walk: Float64Array = new Float64Array(bridged);
  let w = 0;
  for (let i = 0; i < bridged; i++) {
    const day = sessions[i] as TradingDay;
    const rng = new Prng(`${params.seed}|history|${prepared.key}|${day.tradeDate}`);
    w += sd * rng.normal();
    walk[i] = w;
    draws[i * 4] = rng.normal(); // open gap
    draws[i * 4 + 1] = rng.normal(); // high wick
    draws[i * 4 + 2] = rng.normal(); // low wick
    draws[i * 4 + 3] = rng.normal(); // volume
  }
  const total = bridged > 0 ? (walk[bridged - 1] as number) : 0;

  const raw: RawCandle[] = [];
  let prevClose = clampTicks(Math.round(Math.exp(logStart)));
  for (let i = 0; i < bridged; i++) {
    const day = sessions[i] as TradingDay;
    const bridge = logStart + (walk[i] as number) - ((i + 1) / bridged) * (total - (logEnd - logStart));
    const c = i === bridged - 1 ? endTicks : clampTicks(Math.round(Math.exp(bridge)));
    const o = clampTicks(Math.round(prevClose * Math.exp(0.2 * sd * (draws[i * 4] as number))));
    const [h, l] = wicks(o, c, 0.45 * sd, draws[i * 4 + 1] as number, draws[i * 4 + 2] as number);
    const v = lotVolume(meanVolume, draws[i * 4 + 3] as number, 0.35, lot);
    raw.push({ t: parseDate(day.tradeDate), o, h, l, c, v });
    prevClose = c;
  }

  if (today) {
    const o = ticksOf(today.open, prepared);
    const h = Math.max(ticksOf(today.high, prepared), o, lastTicks);
    const l = Math.min(ticksOf(today.low, prepared), o, lastTicks);
    raw.push({ t: parseDate(last.tradeDate), o, h, l, c: lastTicks, v: Number(today.volume) });
  }

  const from = parseDate(last.tradeDate) - (params.days - 1) * DAY_MS;
  const out: Candle[] = [];
  for (const r of raw) if (r.t >= from) out.push(format(r, prepared));
  return out;
}

export interface IntradayParams {
  instrument: SimInstrument;
  seed: Seed;
  /** Candles run from the open of `lastSession(nowMs)` to the minute containing `nowMs`. */
  nowMs: number;
  /** The live price: the last candle closes exactly here. */
  lastPrice: string;
  /** The live day: the first candle opens at `open`, the candles span exactly `low` … `high`, and their volumes add up
   * to `volume`. */
  today?: Omit<LiveDay, 'prevClose'> | undefined;
  holidays?: HolidayCalendar | undefined;
  /** Minutes outside the sessions count too (the last 24 hours at most), as the always-open feed trades them. */
  alwaysOpen?: boolean | undefined;
}

/** Start times of the minutes to draw for `day` up to `nowMs`. */
function sessionMinuteStarts(day: TradingDay, nowMs: number, alwaysOpen: boolean): number[] {
  const out: number[] = [];
  if (alwaysOpen) {
    const elapsed = Math.floor((nowMs - day.openMs) / MINUTE_MS);
    for (let i = Math.max(0, elapsed - 1439); i <= elapsed; i++) out.push(day.openMs + i * MINUTE_MS);
    return out;
  }
  for (const s of day.segments) {
    for (let m = s.openMs; m < s.closeMs && m <= nowMs; m += MINUTE_MS) out.push(m);
  }
  return out;
}

function inSegments(day: TradingDay, t: number): boolean {
  for (const s of day.segments) if (t >= s.openMs && t < s.closeMs) return true;
  return false;
}

/**
 * Today's 1-minute candles up to now, oldest first: a Brownian bridge from the day's open to the live price, with
 * wicks, clamped into the live day's range (whose high and low it then touches) and volumes on the intraday U curve.
 * The random numbers are seeded by the trade date and drawn minute by minute, so earlier minutes stay put as the day
 * goes on.
 */
/**
 * A monotone map of tick counts: identity between the open and the last price, and beyond them a linear stretch
 * that takes the path's own extremes onto the day's high and low. Rounded to whole ticks.
 */
function rangeFit(raw: readonly RawCandle[], open: number, last: number, dayLow: number, dayHigh: number) {
  const hiAnchor = Math.max(open, last);
  const loAnchor = Math.min(open, last);
  let pathMax = hiAnchor;
  let pathMin = loAnchor;
  for (const r of raw) {
    pathMax = Math.max(pathMax, r.h, r.o, r.c);
    pathMin = Math.min(pathMin, r.l, r.o, r.c);
  }
  const up = pathMax > hiAnchor ? (dayHigh - hiAnchor) / (pathMax - hiAnchor) : 0;
  const down = pathMin < loAnchor ? (loAnchor - dayLow) / (loAnchor - pathMin) : 0;
  return (x: number) => {
    if (x > hiAnchor) return Math.round(hiAnchor + (x - hiAnchor) * up);
    if (x < loAnchor) return Math.round(loAnchor - (loAnchor - x) * down);
    return x;
  };
}

export function intradayCandles(params: IntradayParams): Candle[] {
  const prepared = prepareInstrument(params.instrument);
  const options = { holidays: params.holidays };
  const day = lastSession(prepared.session, params.nowMs, options);
  if (!day) return [];
  const starts = sessionMinuteStarts(day, params.nowMs, params.alwaysOpen === true);
  const n = starts.length;
  if (n === 0) return [];

  const sd = dailyVolatility(params.instrument);
  const minutesPerSession = sessionMinutes(prepared.session);
  const sigma = sd / Math.sqrt(minutesPerSession);
  const lot = params.instrument.lotSize;
  const lastTicks = ticksOf(params.lastPrice, prepared);
  const today = params.today;
  const openTicks = today
    ? ticksOf(today.open, prepared)
    : clampTicks(
        Math.round(lastTicks * Math.exp(0.5 * sd * new Prng(`${params.seed}|intraday-open|${prepared.key}`).normal())),
      );

  const rng = new Prng(`${params.seed}|intraday|${prepared.key}|${day.tradeDate}`);
  const walk = new Float64Array(n);
  const draws = new Float64Array(n * 3);
  let w = 0;
  for (let i = 0; i < n; i++) {
    w += sigma * rng.normal();
    walk[i] = w;
    draws[i * 3] = rng.normal();
    draws[i * 3 + 1] = rng.normal();
    draws[i * 3 + 2] = rng.normal();
  }
  const total = walk[n - 1] as number;
  const logStart = Math.log(openTicks);
  const logEnd = Math.log(lastTicks);

  const raw: RawCandle[] = [];
  const weights = new Float64Array(n);
  let prevClose = openTicks;
  for (let i = 0; i < n; i++) {
    const t = starts[i] as number;
    const bridge = logStart + (walk[i] as number) - ((i + 1) / n) * (total - (logEnd - logStart));
    const c = i === n - 1 ? lastTicks : clampTicks(Math.round(Math.exp(bridge)));
    const o = prevClose;
    const [h, l] = wicks(o, c, 0.5 * sigma, draws[i * 3] as number, draws[i * 3 + 1] as number);
    const trading = inSegments(day, t);
    const curve = trading
      ? intradayVolumeCurve(Math.floor(elapsedTradingMs(day, t) / MINUTE_MS), minutesPerSession)
      : 0.1 * intradayVolumeCurve(-1, minutesPerSession);
    const weight = curve * Math.exp(0.5 * (draws[i * 3 + 2] as number) - 0.125);
    weights[i] = weight;
    raw.push({ t, o, h, l, c, v: 0 });
    prevClose = c;
  }

  if (today) {
    // Stretch the path into the live day's range (clamping would draw flat runs at the high and low): prices between
    // the open and the last price stay put, and the parts beyond them are scaled so the path's extremes land exactly
    // on the day's high and low.
    const dayHigh = Math.max(ticksOf(today.high, prepared), openTicks, lastTicks);
    const dayLow = Math.min(ticksOf(today.low, prepared), openTicks, lastTicks);
    const fit = rangeFit(raw, openTicks, lastTicks, dayLow, dayHigh);
    let top = 0;
    let bottom = 0;
    for (let i = 0; i < n; i++) {
      const r = raw[i] as RawCandle;
      r.o = fit(r.o);
      r.c = i === n - 1 ? lastTicks : fit(r.c);
      r.h = Math.max(fit(r.h), r.o, r.c);
      r.l = Math.min(fit(r.l), r.o, r.c);
      if (r.h > (raw[top] as RawCandle).h) top = i;
      if (r.l < (raw[bottom] as RawCandle).l) bottom = i;
    }
    (raw[top] as RawCandle).h = dayHigh;
    (raw[bottom] as RawCandle).l = dayLow;
    apportion(raw, weights, Number(today.volume));
  } else {
    const perMinute = typicalDailyVolume(params.instrument) / minutesPerSession;
    for (let i = 0; i < n; i++) {
      (raw[i] as RawCandle).v = Math.round((perMinute * (weights[i] as number)) / lot) * lot;
    }
  }
  return raw.map((r) => format(r, prepared));
}

/** Splits `total` units over the candles in proportion to `weights`, by largest remainder, so they add up exactly. */
function apportion(raw: RawCandle[], weights: Float64Array, total: number): void {
  let sum = 0;
  for (const w of weights) sum += w;
  if (!(total > 0) || !(sum > 0)) return;
  const remainders: [index: number, fraction: number][] = [];
  let given = 0;
  for (let i = 0; i < raw.length; i++) {
    const exact = (total * (weights[i] as number)) / sum;
    const whole = Math.floor(exact);
    (raw[i] as RawCandle).v = whole;
    given += whole;
    remainders.push([i, exact - whole]);
  }
  remainders.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  for (let k = 0; given < total; k = (k + 1) % remainders.length, given++) {
    (raw[(remainders[k] as [number, number])[0]] as RawCandle).v += 1;
  }
  // Float rounding could give one unit too many; take it back from the largest candle.
  while (given > total) {
    let largest = 0;
    for (let i = 1; i < raw.length; i++) if ((raw[i] as RawCandle).v > (raw[largest] as RawCandle).v) largest = i;
    (raw[largest] as RawCandle).v -= 1;
    given -= 1;
  }
}

/** Weeks, calendar months, or buckets of a number of minutes (from the epoch, so 5 gives :00, :05, …). */
export type AggregatePeriod = 'week' | 'month' | { readonly minutes: number };

function periodKey(t: number, period: AggregatePeriod): number {
  if (typeof period === 'object') return t - (t % (period.minutes * 60_000));
  const date = new Date(t);
  if (period === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return day - sinceMonday * DAY_MS;
}

/**
 * Rolls daily candles (oldest first) up into weeks (Monday to Sunday, by the UTC date of `t`) or calendar months, or
 * minute candles into buckets of `minutes`. Each candle's `t` is that of its first member; open is the first open, close the last close, high and low the extremes,
 * volume the sum.
 */
export function aggregate(candles: readonly Candle[], period: AggregatePeriod): Candle[] {
  const out: Candle[] = [];
  let key = Number.NaN;
  let t = 0;
  let open = '';
  let close = '';
  let high = '';
  let low = '';
  let highValue = Decimal.ZERO;
  let lowValue = Decimal.ZERO;
  let volume = 0n;
  const flush = (): void => {
    out.push({ t, open, high, low, close, volume: volume.toString() });
  };
  for (const c of candles) {
    const k = periodKey(c.t, period);
    if (k !== key) {
      if (!Number.isNaN(key)) flush();
      key = k;
      t = c.t;
      open = c.open;
      high = c.high;
      low = c.low;
      highValue = Decimal.from(c.high);
      lowValue = Decimal.from(c.low);
      volume = 0n;
    } else {
      if (highValue.lt(c.high)) {
        high = c.high;
        highValue = Decimal.from(c.high);
      }
      if (lowValue.gt(c.low)) {
        low = c.low;
        lowValue = Decimal.from(c.low);
      }
    }
    close = c.close;
    volume += BigInt(c.volume);
  }
  if (!Number.isNaN(key)) flush();
  return out;
}

/** The number of days in 52 weeks. */
const FIFTY_TWO_WEEKS_MS = 364 * DAY_MS;

/**
 * The 52-week high and low from daily candles (oldest first): the extremes of the candles within 52 weeks of the
 * last one, widened by the live day's high and low when given. Null when there are no candles and no live day.
 */
export function fiftyTwoWeekRange(
  daily: readonly Candle[],
  live?: { readonly high: string; readonly low: string },
): { high: string; low: string } | null {
  let high: string | null = live?.high ?? null;
  let low: string | null = live?.low ?? null;
  const lastT = daily[daily.length - 1]?.t;
  if (lastT !== undefined) {
    for (const c of daily) {
      if (c.t <= lastT - FIFTY_TWO_WEEKS_MS) continue;
      if (high === null || Decimal.from(c.high).gt(high)) high = c.high;
      if (low === null || Decimal.from(c.low).lt(low)) low = c.low;
    }
  }
  return high === null || low === null ? null : { high, low };
}

/** 00:00 UTC of a trade date: the `t` of its daily candle. */
export function dailyCandleTime(tradeDate: string): number {
  return parseDate(tradeDate);
}
