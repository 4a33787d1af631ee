/**
 * The default market-data feed: a seeded, reproducible simulator of live quotes.
 *
 * Each instrument has a hidden fair value that follows a mean-reverting random walk in log price (an
 * Ornstein–Uhlenbeck process pulled weakly towards the reference price, half-life about 8 months of trading). Its
 * volatility is the instrument's (volatility.ts), spread over the trading time of a session, so a day's move has the
 * daily volatility whether steps come every 100 ms or every 5 s. Floating point is used only for this walk: the
 * quoted price is the fair value snapped to a whole number of ticks (never below one tick), and every price field is
 * written from integer tick counts as an exact decimal string (price.ts).
 *
 * Time is a parameter: `step(nowMs)` advances every instrument whose market is open at `nowMs` (all of them with
 * `alwaysOpen`) by the time since its last step, capped at a minute. The same seed, instruments and sequence of step
 * times give the same ticks. Each instrument draws from its own generator, seeded by the seed and its market and
 * code, so adding an instrument does not change the others.
 */

import { type Market, type PreparedInstrument, prepareInstrument, type SimInstrument } from './instrument.ts';
import { formatTicks, percent2, type TickSize, toTicks } from './price.ts';
import { hashUnit, Prng, type Seed } from './prng.ts';
import {
  elapsedTradingMs,
  type HolidayCalendar,
  type SessionKey,
  type SessionOptions,
  type SessionPhase,
  sessionMinutes,
  sessionOf,
  type TradingDay,
} from './sessions.ts';
import {
  dailyVolatility,
  intradayVolumeCurve,
  intradayVolumeFraction,
  spreadTicks,
  TRADING_DAYS_PER_YEAR,
  typicalDailyVolume,
} from './volatility.ts';

/**
 * One instrument's quote after a step. Prices are exact decimal strings with the tick's decimal places ('187.30');
 * volumes and open interest are integer strings; ratios are percentages with exactly 2 places ('-1.23').
 */
export interface Tick {
  readonly code: string;
  readonly market: Market;
  /** Epoch ms of the step (or of the simulator's start) that produced this state. */
  readonly t: number;
  /** The trading day this state belongs to ('YYYY-MM-DD', exchange-local; the trade date for 24/5 markets). */
  readonly tradeDate: string;
  readonly price: string;
  /** price − (spread ÷ 2, rounded down to a tick), never below one tick. */
  readonly bid: string;
  /** bid + spread: always above bid. */
  readonly ask: string;
  readonly bidVolume: string;
  readonly askVolume: string;
  /** Cumulative volume of the trading day. */
  readonly volume: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  /** The last price of the previous trading day. */
  readonly prevClose: string;
  /** price − prevClose, exact. */
  readonly change: string;
  /** change ÷ prevClose × 100, rounded half-up to 2 places. */
  readonly changeRatio: string;
  /** (high − low) ÷ prevClose × 100, rounded half-up to 2 places. */
  readonly amplitude: string;
  /** Futures only: open contracts, their change since the previous day, and the previous settlement price. */
  readonly openInterest?: string;
  readonly openInterestChange?: string;
  readonly prevSettle?: string;
}

/** A quote saved earlier (a Tick fits), to resume from when a new leader takes over the feed. */
export interface ResumeState {
  readonly code: string;
  readonly market: Market;
  readonly tradeDate: string;
  readonly price: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly prevClose: string;
  readonly volume: string;
  readonly openInterest?: string | undefined;
  readonly openInterestChange?: string | undefined;
  readonly prevSettle?: string | undefined;
}

export interface SimulatorOptions {
  instruments: readonly SimInstrument[];
  seed: Seed;
  /** The instant the simulator starts at; the first step moves prices by the time since. */
  startMs: number;
  holidays?: HolidayCalendar | undefined;
  /** The demo setting: every market trades at every instant. */
  alwaysOpen?: boolean | undefined;
  /** Quotes to continue from (matched by market and code): same trading day restores it, an older one closes it. */
  resume?: readonly ResumeState[] | undefined;
}

export interface Simulator {
  /** Advances the feed to `nowMs`; returns a tick for each instrument whose market is open (all with alwaysOpen). */
  step(nowMs: number): Tick[];
  /** The latest state of an instrument (by code, or by market and code when codes repeat across markets). */
  quote(code: string, market?: Market): Tick | undefined;
  /** The latest state of every instrument, in the order given. */
  snapshot(): Tick[];
  setAlwaysOpen(alwaysOpen: boolean): void;
  setHolidays(holidays: HolidayCalendar): void;
  /**
   * Test hook: moves an instrument's price by `percent` (whole percent, to the nearest tick, never under one tick);
   * the next step continues its walk from there. Answers false for an unknown instrument.
   */
  move(code: string, market: Market | undefined, percent: number): boolean;
}

/** Longest time one step moves a price by: a feed that stalls does not jump. */
export const MAX_STEP_MS = 60_000;
/** Pull towards the reference price, per trading year. */
const MEAN_REVERSION_PER_YEAR = 1;
/** Opening gap, as a share of the daily volatility. */
const GAP_SHARE = 0.2;
/** The walk may not go further than e^4 (about 55 times) above the reference price. */
const MAX_LOG_ABOVE_REF = 4;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Off-hours volume (always-open setting) relative to the quietest session minute. */
const OFF_HOURS_VOLUME = 0.1;

class SessionGroup {
  readonly key: SessionKey;
  readonly minutes: number;
  readonly sessionMs: number;
  open = false;
  phase: SessionPhase = 'closed';
  day: TradingDay | null = null;
  dayOpenMs = Number.NaN;
  tradeDate = '';
  /** Valid for computedAtMs <= now < nextChangeMs. */
  computedAtMs = Number.POSITIVE_INFINITY;
  nextChangeMs = Number.NEGATIVE_INFINITY;
  /** Volume-curve weight of the current minute. */
  weight = 1;

  constructor(key: SessionKey) {
    this.key = key;
    this.minutes = sessionMinutes(key);
    this.sessionMs = this.minutes * MINUTE_MS;
  }

  refresh(nowMs: number, options: SessionOptions): void {
    if (nowMs >= this.computedAtMs && nowMs < this.nextChangeMs) return;
    const state = sessionOf(this.key, nowMs, options);
    this.open = state.open;
    this.phase = state.phase;
    this.day = state.day;
    this.dayOpenMs = state.day ? state.day.openMs : Number.NaN;
    this.tradeDate = state.day ? state.day.tradeDate : '';
    this.computedAtMs = nowMs;
    this.nextChangeMs = state.nextChangeMs;
  }

  updateWeight(nowMs: number): void {
    if (this.phase === 'open' && this.day) {
      this.weight = intradayVolumeCurve(Math.floor(elapsedTradingMs(this.day, nowMs) / MINUTE_MS), this.minutes);
    } else {
      this.weight = OFF_HOURS_VOLUME * intradayVolumeCurve(-1, this.minutes);
    }
  }

  invalidate(): void {
    this.computedAtMs = Number.POSITIVE_INFINITY;
    this.nextChangeMs = Number.NEGATIVE_INFINITY;
  }
}

class InstrumentState {
  readonly code: string;
  readonly market: Market;
  readonly key: string;
  readonly group: SessionGroup;
  readonly tick: TickSize;
  readonly rng: Prng;
  readonly futures: boolean;
  readonly lot: number;
  readonly spread: number;
  readonly halfSpread: number;
  readonly depthLots: number;
  readonly dailyVolume: number;
  readonly dailySigma: number;
  readonly varPerMs: number;
  readonly kappaPerMs: number;
  readonly xRef: number;
  readonly xMax: number;

  /** ln(fair value in ticks). */
  x = 0;
  price = 1;
  open = 1;
  high = 1;
  low = 1;
  prevClose = 1;
  prevSettle = 1;
  volume = 0;
  openInterest = 0;
  openInterestPrev = 0;
  bidVolume = 0;
  askVolume = 0;
  dayOpenMs = Number.NaN;
  tradeDate = '';
  lastMs = 0;

  // Cached strings, and the tick counts they were written for.
  sPriceFor = -1;
  sPrevFor = -1;
  sHighFor = -1;
  sLowFor = -1;
  sOpenFor = -1;
  sPrice = '';
  sBid = '';
  sAsk = '';
  sChange = '';
  sRatio = '';
  sPrev = '';
  sPrevSettle = '';
  sOpen = '';
  sHigh = '';
  sLow = '';
  sAmplitude = '';
  /** The last tick built; set at creation. */
  last!: Tick;

  constructor(prepared: PreparedInstrument, group: SessionGroup, seed: Seed) {
    const inst = prepared.instrument;
    this.code = inst.code;
    this.market = inst.market;
    this.key = prepared.key;
    this.group = group;
    this.tick = prepared.tick;
    this.rng = new Prng(`${seed}|feed|${prepared.key}`);
    this.futures = inst.market === 'FUTURES';
    this.lot = inst.lotSize;
    this.spread = spreadTicks(inst);
    this.halfSpread = Math.floor(this.spread / 2);
    this.dailyVolume = typicalDailyVolume(inst);
    this.depthLots = Math.max(1, Math.round(this.dailyVolume / inst.lotSize / 2000));
    this.dailySigma = dailyVolatility(inst);
    this.varPerMs = (this.dailySigma * this.dailySigma) / group.sessionMs;
    this.kappaPerMs = MEAN_REVERSION_PER_YEAR / (TRADING_DAYS_PER_YEAR * group.sessionMs);
    this.xRef = Math.log(Number(prepared.refTicks));
    this.xMax = this.xRef + MAX_LOG_ABOVE_REF;
    this.prevClose = Number(prepared.refTicks);
    this.prevSettle = this.prevClose;
    this.openInterest = this.futures
      ? Math.round((this.dailyVolume * (1 + 2 * hashUnit(`oi|${prepared.key}`))) / this.lot) * this.lot
      : 0;
    this.openInterestPrev = this.openInterest;
  }

  snap(x: number): number {
    const ticks = Math.round(Math.exp(x));
    return Math.max(ticks, 1);
  }

  /** Opens a trading day from `prevClose`: an opening gap, then the moves of `elapsedMs` of trading. */
  startDay(day: TradingDay, elapsedMs: number): void {
    const rng = this.rng;
    this.dayOpenMs = day.openMs;
    this.tradeDate = day.tradeDate;
    const openX = Math.min(
      this.xMax,
      Math.max(0, Math.log(this.prevClose) + GAP_SHARE * this.dailySigma * rng.normal()),
    );
    this.open = this.snap(openX);
    const spread = Math.sqrt(this.varPerMs * elapsedMs);
    this.x = Math.min(this.xMax, Math.abs(openX + spread * rng.normal()));
    this.price = this.snap(this.x);
    const top = Math.max(this.open, this.price);
    const bottom = Math.min(this.open, this.price);
    this.high = top + Math.round(top * (Math.exp(0.5 * spread * Math.abs(rng.normal())) - 1));
    this.low = Math.max(1, bottom - Math.round(bottom * (1 - Math.exp(-0.5 * spread * Math.abs(rng.normal())))));
    const fraction = intradayVolumeFraction(elapsedMs / MINUTE_MS, this.group.minutes);
    this.volume = this.lots(this.dailyVolume * fraction * (0.5 + rng.next()));
    this.openInterestPrev = this.openInterest;
    if (this.futures) {
      const drift = Math.round(this.dailyVolume * fraction * 0.05 * rng.normal());
      this.openInterest = Math.max(0, this.openInterest + this.lots(Math.abs(drift)) * Math.sign(drift));
    }
    this.bidVolume = this.lot * (1 + rng.int(this.depthLots));
    this.askVolume = this.lot * (1 + rng.int(this.depthLots));
  }

  /** The last day closed: its last price becomes the previous close (and settlement), and a new day opens. */
  rollover(day: TradingDay): void {
    this.prevClose = this.price;
    this.prevSettle = this.price;
    this.startDay(day, 0);
  }

  /** Whole lots nearest to `units`, rounded stochastically so small amounts still add up. */
  lots(units: number): number {
    return Math.floor(units / this.lot + this.rng.next()) * this.lot;
  }

  /** Moves the price by `percent` now (see Simulator.move). */
  moveBy(percent: number): void {
    const price = Math.max(1, Math.round((this.price * (100 + percent)) / 100));
    this.price = price;
    this.x = Math.min(this.xMax, Math.log(price));
    if (price > this.high) this.high = price;
    if (price < this.low) this.low = price;
  }

  advance(dtMs: number, weight: number): void {
    if (dtMs <= 0) return;
    const rng = this.rng;
    let x = this.x;
    x += -this.kappaPerMs * dtMs * (x - this.xRef) + Math.sqrt(this.varPerMs * dtMs) * rng.normal();
    if (x < 0) x = -x; // reflect at one tick: prices stay positive
    if (x > this.xMax) x = this.xMax;
    this.x = x;
    const price = this.snap(x);
    this.price = price;
    if (price > this.high) this.high = price;
    if (price < this.low) this.low = price;
    const traded = this.lots(((this.dailyVolume * weight * dtMs) / this.group.sessionMs) * (0.5 + rng.next()));
    this.volume += traded;
    if (this.futures && traded > 0) {
      const delta = this.lots(traded * 0.2 * rng.next());
      this.openInterest = Math.max(0, this.openInterest + (rng.next() < 0.5 ? -delta : delta));
    }
    this.bidVolume = this.lot * (1 + rng.int(this.depthLots));
    this.askVolume = this.lot * (1 + rng.int(this.depthLots));
  }

  build(nowMs: number): Tick {
    const tick = this.tick;
    const price = this.price;
    if (this.prevClose !== this.sPrevFor) {
      this.sPrevFor = this.prevClose;
      this.sPrev = formatTicks(this.prevClose, tick);
      this.sPrevSettle = formatTicks(this.prevSettle, tick);
      this.sPriceFor = -1;
      this.sHighFor = -1;
    }
    if (price !== this.sPriceFor) {
      this.sPriceFor = price;
      this.sPrice = formatTicks(price, tick);
      const bid = Math.max(price - this.halfSpread, 1);
      this.sBid = formatTicks(bid, tick);
      this.sAsk = formatTicks(bid + this.spread, tick);
      this.sChange = formatTicks(price - this.prevClose, tick);
      this.sRatio = percent2(price - this.prevClose, this.prevClose);
    }
    if (this.open !== this.sOpenFor) {
      this.sOpenFor = this.open;
      this.sOpen = formatTicks(this.open, tick);
    }
    if (this.high !== this.sHighFor || this.low !== this.sLowFor) {
      if (this.high !== this.sHighFor) this.sHigh = formatTicks(this.high, tick);
      if (this.low !== this.sLowFor) this.sLow = formatTicks(this.low, tick);
      this.sHighFor = this.high;
      this.sLowFor = this.low;
      this.sAmplitude = percent2(this.high - this.low, this.prevClose);
    }
    const t: Tick = this.futures
      ? {
          code: this.code,
          market: this.market,
          t: nowMs,
          tradeDate: this.tradeDate,
          price: this.sPrice,
          bid: this.sBid,
          ask: this.sAsk,
          bidVolume: String(this.bidVolume),
          askVolume: String(this.askVolume),
          volume: String(this.volume),
          open: this.sOpen,
          high: this.sHigh,
          low: this.sLow,
          prevClose: this.sPrev,
          change: this.sChange,
          changeRatio: this.sRatio,
          amplitude: this.sAmplitude,
          openInterest: String(this.openInterest),
          openInterestChange: String(this.openInterest - this.openInterestPrev),
          prevSettle: this.sPrevSettle,
        }
      : {
          code: this.code,
          market: this.market,
          t: nowMs,
          tradeDate: this.tradeDate,
          price: this.sPrice,
          bid: this.sBid,
          ask: this.sAsk,
          bidVolume: String(this.bidVolume),
          askVolume: String(this.askVolume),
          volume: String(this.volume),
          open: this.sOpen,
          high: this.sHigh,
          low: this.sLow,
          prevClose: this.sPrev,
          change: this.sChange,
          changeRatio: this.sRatio,
          amplitude: this.sAmplitude,
        };
    this.last = t;
    return t;
  }
}

function ticksOf(value: string, tick: TickSize): number {
  const n = Number(toTicks(value, tick, 'nearest'));
  return Math.max(n, 1);
}

/** Continues from a saved quote: the same trading day is restored as it was; an older one is closed. */
function resumeState(st: InstrumentState, saved: ResumeState, day: TradingDay, elapsedMs: number): void {
  const price = ticksOf(saved.price, st.tick);
  if (saved.tradeDate === day.tradeDate) {
    st.dayOpenMs = day.openMs;
    st.tradeDate = day.tradeDate;
    st.price = price;
    st.x = Math.min(st.xMax, Math.log(price));
    st.open = ticksOf(saved.open, st.tick);
    st.high = Math.max(ticksOf(saved.high, st.tick), price, st.open);
    st.low = Math.min(ticksOf(saved.low, st.tick), price, st.open);
    st.prevClose = ticksOf(saved.prevClose, st.tick);
    st.prevSettle = saved.prevSettle !== undefined ? ticksOf(saved.prevSettle, st.tick) : st.prevClose;
    st.volume = Math.max(0, Math.floor(Number(saved.volume)) || 0);
    if (st.futures && saved.openInterest !== undefined) {
      st.openInterest = Math.max(0, Math.floor(Number(saved.openInterest)) || 0);
      st.openInterestPrev = st.openInterest - (Math.floor(Number(saved.openInterestChange ?? '0')) || 0);
    }
    st.bidVolume = st.lot;
    st.askVolume = st.lot;
    return;
  }
  st.prevClose = price;
  st.prevSettle = price;
  if (st.futures && saved.openInterest !== undefined) {
    st.openInterest = Math.max(0, Math.floor(Number(saved.openInterest)) || 0);
  }
  st.startDay(day, elapsedMs);
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const sessionOptions: { holidays: HolidayCalendar | undefined; alwaysOpen: boolean } = {
    holidays: options.holidays,
    alwaysOpen: options.alwaysOpen === true,
  };
  const groups = new Map<SessionKey, SessionGroup>();
  const states: InstrumentState[] = [];
  const byKey = new Map<string, InstrumentState>();
  const byCode = new Map<string, InstrumentState>();
  const resume = new Map<string, ResumeState>();
  for (const r of options.resume ?? []) resume.set(`${r.market}:${r.code}`, r);
  const startMs = options.startMs;

  for (const instrument of options.instruments) {
    const prepared = prepareInstrument(instrument);
    if (byKey.has(prepared.key)) throw new Error(`Duplicate instrument ${prepared.key}`);
    let group = groups.get(prepared.session);
    if (!group) {
      group = new SessionGroup(prepared.session);
      group.refresh(startMs, sessionOptions);
      groups.set(prepared.session, group);
    }
    const st = new InstrumentState(prepared, group, options.seed);
    st.lastMs = startMs;
    const day = group.day;
    if (day) {
      const elapsed = sessionOptions.alwaysOpen
        ? Math.min(Math.max(0, startMs - day.openMs), DAY_MS)
        : elapsedTradingMs(day, startMs);
      const saved = resume.get(prepared.key);
      if (saved) resumeState(st, saved, day, elapsed);
      else st.startDay(day, elapsed);
    } else {
      // No trading day within a year (a calendar of holidays): sit at the reference price.
      st.x = st.xRef;
      st.price = st.open = st.high = st.low = st.prevClose;
    }
    st.build(startMs);
    states.push(st);
    byKey.set(prepared.key, st);
    if (!byCode.has(instrument.code)) byCode.set(instrument.code, st);
  }
  const groupList = [...groups.values()];

  return {
    step(nowMs: number): Tick[] {
      for (const g of groupList) {
        g.refresh(nowMs, sessionOptions);
        g.updateWeight(nowMs);
      }
      const out: Tick[] = [];
      for (const st of states) {
        const g = st.group;
        const dt = nowMs - st.lastMs;
        if (dt > 0) st.lastMs = nowMs;
        if (!g.open) continue;
        // A new trading day has opened (never back to an older one if time runs backwards).
        if (g.day && !(g.dayOpenMs <= st.dayOpenMs)) st.rollover(g.day);
        st.advance(Math.min(dt, MAX_STEP_MS), g.weight);
        out.push(st.build(nowMs));
      }
      return out;
    },
    quote(code: string, market?: Market): Tick | undefined {
      const st = market === undefined ? byCode.get(code) : byKey.get(`${market}:${code}`);
      return st?.last;
    },
    snapshot(): Tick[] {
      return states.map((st) => st.last);
    },
    setAlwaysOpen(alwaysOpen: boolean): void {
      sessionOptions.alwaysOpen = alwaysOpen;
      for (const g of groupList) g.invalidate();
    },
    setHolidays(holidays: HolidayCalendar): void {
      sessionOptions.holidays = holidays;
      for (const g of groupList) g.invalidate();
    },
    move(code: string, market: Market | undefined, percent: number): boolean {
      const st = market === undefined ? byCode.get(code) : byKey.get(`${market}:${code}`);
      st?.moveBy(percent);
      return st !== undefined;
    },
  };
}
