import { Decimal } from '../money/decimal.ts';
import { PriceError, parseTickSize, type TickSize, toTicks } from './price.ts';
import type { SessionKey } from './sessions.ts';

export type Market = 'US' | 'HK' | 'ID' | 'INDEX' | 'FUTURES' | 'FOREX' | 'BOND';

/** What sets an instrument's volatility, spread and volume. */
export type AssetClass = 'stock' | 'index' | 'forex' | 'metal' | 'energy' | 'agriculture' | 'bond';

/** The catalogue's optional hint; scales the class volatility. */
export type VolatilityHint = 'low' | 'medium' | 'high';

/** What the simulator needs to know about one instrument. */
export interface SimInstrument {
  /** Unique within its market ('AAPL', '00700', '.HSI', 'GC', 'EURUSD', 'US10Y'). */
  readonly code: string;
  readonly market: Market;
  readonly assetClass: AssetClass;
  /** Price step, a positive decimal string ('0.01', '0.0078125', '25'). */
  readonly tickSize: string;
  /** Reference price the feed starts from, a decimal string (snapped to the nearest tick, at least one tick). */
  readonly refPrice: string;
  /** Units per lot; volumes move in whole lots. */
  readonly lotSize: number;
  readonly currency: string;
  /** Trading calendar; defaults by market (see `defaultSessionKey`). Indices should give their home exchange's. */
  readonly session?: SessionKey | undefined;
  readonly volatility?: VolatilityHint | undefined;
}

/** Calendar by market: stocks their exchange, futures and forex 24/5, bonds the US session, indices US by default. */
export function defaultSessionKey(market: Market): SessionKey {
  switch (market) {
    case 'HK':
      return 'HK';
    case 'ID':
      return 'ID';
    case 'FUTURES':
      return 'FUTURES';
    case 'FOREX':
      return 'FOREX';
    default:
      return 'US';
  }
}

export function sessionKeyOf(instrument: SimInstrument): SessionKey {
  return instrument.session ?? defaultSessionKey(instrument.market);
}

/**
 * The calendar of an index's home exchange (the catalogue's `exchange` field): NYSE and NASDAQ trade on the US
 * session, HKEX on HK, IDX on ID; the others have their own. Unknown homes fall back to the US session.
 */
export function indexSessionKey(home: string): SessionKey {
  switch (home) {
    case 'NYSE':
    case 'NASDAQ':
    case 'AMEX':
      return 'US';
    case 'HKEX':
      return 'HK';
    case 'IDX':
      return 'ID';
    case 'TSX':
    case 'B3':
    case 'BMV':
    case 'LSE':
    case 'XETRA':
    case 'EURONEXT':
    case 'BME':
    case 'BIT':
    case 'SIX':
    case 'STOXX':
    case 'JPX':
    case 'SSE':
    case 'KRX':
    case 'ASX':
    case 'BSE':
    case 'SGX':
      return home;
    default:
      return 'US';
  }
}

/** The key instruments are stored under: codes are only unique within a market. */
export function instrumentKey(market: Market, code: string): string {
  return `${market}:${code}`;
}

export interface PreparedInstrument {
  readonly instrument: SimInstrument;
  readonly key: string;
  readonly session: SessionKey;
  readonly tick: TickSize;
  /** The reference price in ticks (at least 1). */
  readonly refTicks: bigint;
}

/** Validates an instrument and parses its tick grid. Throws PriceError on a bad tick size, price or lot size. */
export function prepareInstrument(instrument: SimInstrument): PreparedInstrument {
  const tick = parseTickSize(instrument.tickSize);
  let ref: Decimal;
  try {
    ref = Decimal.from(instrument.refPrice);
  } catch {
    throw new PriceError(`${instrument.code}: reference price must be a decimal string, got ${instrument.refPrice}`);
  }
  if (!ref.isPositive()) throw new PriceError(`${instrument.code}: reference price must be positive`);
  if (!Number.isSafeInteger(instrument.lotSize) || instrument.lotSize < 1) {
    throw new PriceError(`${instrument.code}: lot size must be a positive integer`);
  }
  let refTicks = toTicks(ref, tick, 'nearest');
  if (refTicks < 1n) refTicks = 1n;
  // Tick counts are held as safe integers in the hot path, with headroom for the walk (see price.ts).
  if (refTicks > 2n ** 40n) throw new PriceError(`${instrument.code}: reference price is too many ticks`);
  return {
    instrument,
    key: instrumentKey(instrument.market, instrument.code),
    session: sessionKeyOf(instrument),
    tick,
    refTicks,
  };
}
