import {
  type Candle,
  Decimal,
  dailyCandleTime,
  fiftyTwoWeekRange,
  type HolidayCalendar,
  historyCandles,
  intradayCandles,
  parseTickSize,
  type Seed,
  type Tick,
} from '@bourse/domain';
import type { Instrument } from './instruments.ts';

/** A daily candle with its change against the previous close (zde) and that change in percent (df). */
export interface HistoryRow extends Candle {
  readonly zde: string;
  readonly df: string;
}

/** Calendar days of daily history kept: a year. */
const HISTORY_DAYS = 365;
const FIFTY_TWO_WEEKS_MS = 364 * 86_400_000;
/** Instruments whose year of candles is kept; the least recently asked for are dropped first. */
const MAX_CACHED = 256;

/** The year before the live trading day: fixed for the whole day (it is pinned to the day's previous close). */
interface Past {
  readonly tradeDate: string;
  readonly prevClose: string;
  /** Oldest first. */
  readonly candles: readonly Candle[];
  /** Newest first; the oldest candle has no previous close, so no row. */
  readonly rows: readonly HistoryRow[];
  /** Extremes of the past candles within 52 weeks of the live day (null if none). */
  readonly range: { high: string; low: string } | null;
}

export interface HistoryOptions {
  seed: Seed;
  holidays: HolidayCalendar;
  alwaysOpen: () => boolean;
}

const liveCandle = (live: Tick): Candle => ({
  t: dailyCandleTime(live.tradeDate),
  open: live.open,
  high: live.high,
  low: live.low,
  close: live.price,
  volume: live.volume,
});

function rowsOf(candles: readonly Candle[], scale: number): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (let i = candles.length - 1; i >= 1; i--) {
    const c = candles[i] as Candle;
    const prev = (candles[i - 1] as Candle).close;
    const change = Decimal.from(c.close).sub(prev);
    rows.push({ ...c, zde: change.toFixed(scale), df: change.mul(100).div(prev, { scale: 2 }).toFixed(2) });
  }
  return rows;
}

/**
 * Candles that always end at the live price. The year before the live day is deterministic for the day (seeded by
 * date and pinned to the previous close), so it is built once per instrument and trading day; the live day's candle
 * and today's minutes are made from the live quote on each request.
 */
export class HistoryCache {
  readonly #options: HistoryOptions;
  readonly #past = new Map<string, Past>();

  constructor(options: HistoryOptions) {
    this.#options = options;
  }

  /** Daily candles over the last year, oldest first; the last is the live day, closing at the live price. */
  daily(inst: Instrument, live: Tick): Candle[] {
    return [...this.#pastOf(inst, live).candles, liveCandle(live)];
  }

  /** Daily rows newest first; the first is the live day (its change is the quote's). */
  rows(inst: Instrument, live: Tick): HistoryRow[] {
    const liveRow: HistoryRow = { ...liveCandle(live), zde: live.change, df: live.changeRatio };
    return [liveRow, ...this.#pastOf(inst, live).rows];
  }

  /** 52-week high and low, the live day included. */
  range52w(inst: Instrument, live: Tick): { high: string; low: string } {
    const past = this.#pastOf(inst, live).range;
    if (!past) return { high: live.high, low: live.low };
    return {
      high: Decimal.from(live.high).gt(past.high) ? live.high : past.high,
      low: Decimal.from(live.low).lt(past.low) ? live.low : past.low,
    };
  }

  /** Today's 1-minute candles: the first opens at the day's open, the last closes at the live price. */
  intraday(inst: Instrument, live: Tick): Candle[] {
    return intradayCandles({
      instrument: inst.sim,
      seed: this.#options.seed,
      nowMs: live.t,
      lastPrice: live.price,
      today: live,
      holidays: this.#options.holidays,
      alwaysOpen: this.#options.alwaysOpen(),
    });
  }

  #pastOf(inst: Instrument, live: Tick): Past {
    const cached = this.#past.get(inst.key);
    if (cached && cached.tradeDate === live.tradeDate && cached.prevClose === live.prevClose) {
      // Refresh its place in the least-recently-used order.
      this.#past.delete(inst.key);
      this.#past.set(inst.key, cached);
      return cached;
    }
    const past = this.#build(inst, live);
    this.#past.delete(inst.key);
    this.#past.set(inst.key, past);
    if (this.#past.size > MAX_CACHED) {
      const oldest = this.#past.keys().next().value;
      if (oldest !== undefined) this.#past.delete(oldest);
    }
    return past;
  }

  #build(inst: Instrument, live: Tick): Past {
    const liveT = dailyCandleTime(live.tradeDate);
    const all = historyCandles({
      instrument: inst.sim,
      seed: this.#options.seed,
      endMs: live.t,
      days: HISTORY_DAYS,
      lastPrice: live.price,
      today: live,
      holidays: this.#options.holidays,
    });
    // A newly listed company has no candles before its first trading day.
    const firstT = inst.listingDate ? dailyCandleTime(inst.listingDate) : Number.NEGATIVE_INFINITY;
    const candles = all.filter((c) => c.t < liveT && c.t >= firstT);
    const recent = candles.filter((c) => c.t > liveT - FIFTY_TWO_WEEKS_MS);
    return {
      tradeDate: live.tradeDate,
      prevClose: live.prevClose,
      candles,
      rows: rowsOf(candles, parseTickSize(inst.tickSize).scale),
      range: fiftyTwoWeekRange(recent),
    };
  }
}
