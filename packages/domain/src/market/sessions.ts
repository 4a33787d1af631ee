/**
 * Trading sessions in each exchange's own time zone. Local wall time comes from Intl.DateTimeFormat (the ICU data in
 * Node), so daylight-saving changes follow the real zone rules without a time-zone library. Time is always a
 * parameter (epoch milliseconds); nothing here reads the clock.
 *
 * Two kinds of calendar:
 * - 'day': one or more segments on a local calendar day, Monday to Friday (US 09:30–16:00 New York; HK 09:30–12:00
 *   and 13:00–16:00; IDX 09:00–12:00 and 13:30–15:49 with a Friday break 11:30–14:00; each index's home exchange).
 * - 'rolling': the nearly-24/5 markets, in New York time. Trade date D (Monday to Friday) runs from `openMinute` on the
 *   calendar day before D to `closeMinute` on D: forex 17:00 to 17:00 (so Sunday 17:00 to Friday 17:00), futures
 *   18:00 to 17:00 (CME Globex: the same week with a daily 17:00–18:00 break).
 *
 * A holiday closes the whole trading day with that date (for rolling calendars, the trade date).
 */

/** Session calendars: the stock markets, the 24/5 markets, and the home exchanges of world indices. */
export type SessionKey =
  | 'US'
  | 'HK'
  | 'ID'
  | 'FUTURES'
  | 'FOREX'
  | 'TSX'
  | 'B3'
  | 'BMV'
  | 'LSE'
  | 'XETRA'
  | 'EURONEXT'
  | 'BME'
  | 'BIT'
  | 'SIX'
  | 'STOXX'
  | 'JPX'
  | 'SSE'
  | 'KRX'
  | 'ASX'
  | 'BSE'
  | 'SGX';

/** [start, end) in minutes after local midnight. */
export type MinuteRange = readonly [start: number, end: number];

export type SessionSpec =
  | {
      readonly kind: 'day';
      readonly timeZone: string;
      readonly segments: readonly MinuteRange[];
      /** Different segments on Fridays (IDX's longer Friday prayer break). */
      readonly fridaySegments?: readonly MinuteRange[];
    }
  | {
      readonly kind: 'rolling';
      readonly timeZone: string;
      /** Opening minute on the calendar day before the trade date. */
      readonly openMinute: number;
      /** Closing minute on the trade date. */
      readonly closeMinute: number;
    };

const h = (hours: number, minutes = 0): number => hours * 60 + minutes;
const oneSegment = (timeZone: string, open: number, close: number): SessionSpec => ({
  kind: 'day',
  timeZone,
  segments: [[open, close]],
});

export const SESSION_SPECS: Readonly<Record<SessionKey, SessionSpec>> = {
  US: oneSegment('America/New_York', h(9, 30), h(16)),
  HK: {
    kind: 'day',
    timeZone: 'Asia/Hong_Kong',
    segments: [
      [h(9, 30), h(12)],
      [h(13), h(16)],
    ],
  },
  ID: {
    kind: 'day',
    timeZone: 'Asia/Jakarta',
    segments: [
      [h(9), h(12)],
      [h(13, 30), h(15, 49)],
    ],
    fridaySegments: [
      [h(9), h(11, 30)],
      [h(14), h(15, 49)],
    ],
  },
  FOREX: { kind: 'rolling', timeZone: 'America/New_York', openMinute: h(17), closeMinute: h(17) },
  FUTURES: { kind: 'rolling', timeZone: 'America/New_York', openMinute: h(18), closeMinute: h(17) },
  TSX: oneSegment('America/Toronto', h(9, 30), h(16)),
  B3: oneSegment('America/Sao_Paulo', h(10), h(17)),
  BMV: oneSegment('America/Mexico_City', h(8, 30), h(15)),
  LSE: oneSegment('Europe/London', h(8), h(16, 30)),
  XETRA: oneSegment('Europe/Berlin', h(9), h(17, 30)),
  EURONEXT: oneSegment('Europe/Paris', h(9), h(17, 30)),
  BME: oneSegment('Europe/Madrid', h(9), h(17, 30)),
  BIT: oneSegment('Europe/Rome', h(9), h(17, 30)),
  SIX: oneSegment('Europe/Zurich', h(9), h(17, 30)),
  STOXX: oneSegment('Europe/Berlin', h(9), h(17, 30)),
  JPX: {
    kind: 'day',
    timeZone: 'Asia/Tokyo',
    segments: [
      [h(9), h(11, 30)],
      [h(12, 30), h(15, 30)],
    ],
  },
  SSE: {
    kind: 'day',
    timeZone: 'Asia/Shanghai',
    segments: [
      [h(9, 30), h(11, 30)],
      [h(13), h(15)],
    ],
  },
  KRX: oneSegment('Asia/Seoul', h(9), h(15, 30)),
  ASX: oneSegment('Australia/Sydney', h(10), h(16)),
  BSE: oneSegment('Asia/Kolkata', h(9, 15), h(15, 30)),
  SGX: {
    kind: 'day',
    timeZone: 'Asia/Singapore',
    segments: [
      [h(9), h(12)],
      [h(13), h(17)],
    ],
  },
};

export const SESSION_KEYS: readonly SessionKey[] = Object.keys(SESSION_SPECS) as SessionKey[];

/** Closed dates ('YYYY-MM-DD', the exchange's local date or the rolling trade date) per calendar. */
export type HolidayCalendar = Readonly<Partial<Record<SessionKey, ReadonlySet<string>>>>;

export interface SessionOptions {
  holidays?: HolidayCalendar | undefined;
  /** The demo setting: every market counts as open at every instant. Trading days still begin at session opens. */
  alwaysOpen?: boolean | undefined;
}

export interface Segment {
  readonly openMs: number;
  readonly closeMs: number;
}

/** One trading day of one calendar, with its segments as epoch milliseconds. */
export interface TradingDay {
  readonly key: SessionKey;
  /** The exchange-local date (rolling calendars: the trade date), 'YYYY-MM-DD'. */
  readonly tradeDate: string;
  /** Start of the first segment. */
  readonly openMs: number;
  /** End of the last segment. */
  readonly closeMs: number;
  readonly segments: readonly Segment[];
}

export type SessionPhase = 'open' | 'break' | 'closed';

export interface SessionState {
  readonly key: SessionKey;
  /** Whether trading happens now (always true with alwaysOpen). */
  readonly open: boolean;
  /** The phase by the calendar alone: in a segment, between two segments of a day, or outside any trading day. */
  readonly phase: SessionPhase;
  /** The trading day in progress, or else the last one that opened; null only when none opened in the last year. */
  readonly day: TradingDay | null;
  /** The next segment open or close after the instant asked about (Infinity if none within a year). */
  readonly nextChangeMs: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far the searches look for a trading day, in days. */
const SEARCH_DAYS = 400;

// ---------------------------------------------------------------------------------------------------------------------
// Local wall time through Intl.

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = FORMATTERS.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    FORMATTERS.set(timeZone, f);
  }
  return f;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time in `timeZone` at `epochMs` (seconds resolution). */
export function wallTime(timeZone: string, epochMs: number): WallTime {
  const out: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter(timeZone).formatToParts(epochMs)) {
    switch (part.type) {
      case 'year':
        out.year = Number(part.value);
        break;
      case 'month':
        out.month = Number(part.value);
        break;
      case 'day':
        out.day = Number(part.value);
        break;
      case 'hour':
        out.hour = Number(part.value);
        break;
      case 'minute':
        out.minute = Number(part.value);
        break;
      case 'second':
        out.second = Number(part.value);
        break;
    }
  }
  return out;
}

/** Offset of `timeZone` from UTC at `epochMs`, in milliseconds (New York in winter: -18,000,000). */
function offsetMs(timeZone: string, epochMs: number): number {
  const w = wallTime(timeZone, epochMs);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** Epoch milliseconds of local `date` ('YYYY-MM-DD') at `minuteOfDay` in `timeZone`. */
export function zonedEpoch(timeZone: string, date: string, minuteOfDay: number): number {
  const guess = parseDate(date) + minuteOfDay * MINUTE_MS;
  const first = guess - offsetMs(timeZone, guess);
  const second = guess - offsetMs(timeZone, first);
  // Sessions never start inside a DST gap, so the second pass has the offset in force at the result.
  return second;
}

// ---------------------------------------------------------------------------------------------------------------------
// Calendar dates as 'YYYY-MM-DD' strings.

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Epoch ms of 00:00 UTC on `date`. */
export function parseDate(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** The UTC calendar date of `epochMs`, 'YYYY-MM-DD'. */
export function formatDate(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return formatDate(parseDate(date) + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(parseDate(date)).getUTCDay();
}

function localDateAndMinute(timeZone: string, epochMs: number): [date: string, minute: number] {
  const w = wallTime(timeZone, epochMs);
  return [`${w.year}-${pad2(w.month)}-${pad2(w.day)}`, w.hour * 60 + w.minute + w.second / 60];
}

/** The exchange-local date of `epochMs` for calendar `key` ('YYYY-MM-DD'). */
export function exchangeDate(key: SessionKey, epochMs: number): string {
  return localDateAndMinute(SESSION_SPECS[key].timeZone, epochMs)[0];
}

// ---------------------------------------------------------------------------------------------------------------------
// Trading days.

/** Segments of a weekday, before holidays; cached (a pure function of key and date). */
const DAY_CACHE = new Map<string, TradingDay | null>();

function buildDay(key: SessionKey, date: string): TradingDay | null {
  const cacheKey = `${key}|${date}`;
  const cached = DAY_CACHE.get(cacheKey);
  if (cached !== undefined) return cached;
  const wd = weekday(date);
  let day: TradingDay | null = null;
  if (wd >= 1 && wd <= 5) {
    const spec = SESSION_SPECS[key];
    let segments: Segment[];
    if (spec.kind === 'day') {
      const ranges = wd === 5 && spec.fridaySegments ? spec.fridaySegments : spec.segments;
      segments = ranges.map(([open, close]) => ({
        openMs: zonedEpoch(spec.timeZone, date, open),
        closeMs: zonedEpoch(spec.timeZone, date, close),
      }));
    } else {
      segments = [
        {
          openMs: zonedEpoch(spec.timeZone, addDays(date, -1), spec.openMinute),
          closeMs: zonedEpoch(spec.timeZone, date, spec.closeMinute),
        },
      ];
    }
    const first = segments[0];
    const last = segments[segments.length - 1];
    if (first && last) {
      day = Object.freeze({
        key,
        tradeDate: date,
        openMs: first.openMs,
        closeMs: last.closeMs,
        segments: Object.freeze(segments.map((s) => Object.freeze(s))),
      });
    }
  }
  if (DAY_CACHE.size > 100_000) DAY_CACHE.clear();
  DAY_CACHE.set(cacheKey, day);
  return day;
}

/** The trading day of calendar `key` on `date`, or null on a weekend or a holiday. */
export function tradingDay(key: SessionKey, date: string, options?: SessionOptions): TradingDay | null {
  if (options?.holidays?.[key]?.has(date)) return null;
  return buildDay(key, date);
}

/** The date whose trading day would contain `epochMs` if any does. */
function candidateDate(key: SessionKey, epochMs: number): string {
  const spec = SESSION_SPECS[key];
  const [date, minute] = localDateAndMinute(spec.timeZone, epochMs);
  if (spec.kind === 'rolling' && minute >= spec.closeMinute) return addDays(date, 1);
  return date;
}

function inSegment(day: TradingDay | null, epochMs: number): boolean {
  if (!day || epochMs < day.openMs || epochMs >= day.closeMs) return false;
  for (const s of day.segments) if (epochMs >= s.openMs && epochMs < s.closeMs) return true;
  return false;
}

/** Whether calendar `key` is trading at `epochMs` (true at every instant with `alwaysOpen`). */
export function isOpen(key: SessionKey, epochMs: number, options?: SessionOptions): boolean {
  if (options?.alwaysOpen) return true;
  return inSegment(tradingDay(key, candidateDate(key, epochMs), options), epochMs);
}

/** The trading day in progress at `epochMs`, or else the most recent one that opened before it. */
export function lastSession(key: SessionKey, epochMs: number, options?: SessionOptions): TradingDay | null {
  let date = candidateDate(key, epochMs);
  for (let i = 0; i < SEARCH_DAYS; i++, date = addDays(date, -1)) {
    const day = tradingDay(key, date, options);
    if (day && day.openMs <= epochMs) return day;
  }
  return null;
}

/** The first instant at or after `epochMs` when calendar `key` is open; null if none within a year. */
export function nextOpen(key: SessionKey, epochMs: number, options?: SessionOptions): number | null {
  if (options?.alwaysOpen) return epochMs;
  let date = candidateDate(key, epochMs);
  for (let i = 0; i < SEARCH_DAYS; i++, date = addDays(date, 1)) {
    const day = tradingDay(key, date, options);
    if (!day) continue;
    for (const s of day.segments) {
      if (epochMs < s.closeMs) return Math.max(epochMs, s.openMs);
    }
  }
  return null;
}

/** The first segment boundary (open or close) strictly after `epochMs`; Infinity if none within a year. */
export function nextChange(key: SessionKey, epochMs: number, options?: SessionOptions): number {
  let date = addDays(candidateDate(key, epochMs), -1);
  for (let i = 0; i < SEARCH_DAYS; i++, date = addDays(date, 1)) {
    const day = tradingDay(key, date, options);
    if (!day) continue;
    for (const s of day.segments) {
      if (s.openMs > epochMs) return s.openMs;
      if (s.closeMs > epochMs) return s.closeMs;
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** Everything a caller needs about calendar `key` at `epochMs`, in one call. */
export function sessionOf(key: SessionKey, epochMs: number, options?: SessionOptions): SessionState {
  const day = lastSession(key, epochMs, options);
  const trading = inSegment(day, epochMs);
  const phase: SessionPhase = trading ? 'open' : day && epochMs < day.closeMs ? 'break' : 'closed';
  return {
    key,
    open: trading || options?.alwaysOpen === true,
    phase,
    day,
    nextChangeMs: nextChange(key, epochMs, options),
  };
}

/**
 * The trading days of calendar `key` whose date is within `calendarDays` days up to and including the date of
 * `lastSession(key, endMs)`, oldest first. `recentSessions(k, t, 365)` is a year of sessions.
 */
export function recentSessions(
  key: SessionKey,
  endMs: number,
  calendarDays: number,
  options?: SessionOptions,
): TradingDay[] {
  const last = lastSession(key, endMs, options);
  if (!last) return [];
  const out: TradingDay[] = [];
  let date = last.tradeDate;
  for (let i = 0; i < calendarDays; i++, date = addDays(date, -1)) {
    const day = tradingDay(key, date, options);
    if (day) out.push(day);
  }
  return out.reverse();
}

/** Minutes of trading in a regular (Monday) session of calendar `key`: US 390, HK 330, forex 1440, futures 1380. */
export function sessionMinutes(key: SessionKey): number {
  const spec = SESSION_SPECS[key];
  if (spec.kind === 'rolling') return 24 * 60 - spec.openMinute + spec.closeMinute;
  let total = 0;
  for (const [open, close] of spec.segments) total += close - open;
  return total;
}

/** Trading milliseconds of `day` that lie before `epochMs`. */
export function elapsedTradingMs(day: TradingDay, epochMs: number): number {
  let total = 0;
  for (const s of day.segments) {
    if (epochMs <= s.openMs) break;
    total += Math.min(epochMs, s.closeMs) - s.openMs;
  }
  return total;
}
