import type { Market } from '../market/instrument.ts';
import type { Currency } from '../money/currency.ts';
import type { Decimal, DecimalInput } from '../money/decimal.ts';

/**
 * The vocabulary of trading (docs/design.md §5). Positions are hedged, not netted: each fill opens its own position.
 * Money is a Decimal, a quantity an integer number of units (shares, contracts, base-currency units).
 */

/** Direction 0 buy = long, 1 sell = short (docs/product.md §3). */
export type Side = 'long' | 'short';
/** Margin mode 0 Half = isolated (only the position's margin is at risk), 1 Full = cross (the whole account). */
export type MarginMode = 'isolated' | 'cross';

export const SIDES: readonly Side[] = ['long', 'short'];
export const MARGIN_MODES: readonly MarginMode[] = ['isolated', 'cross'];

/** The side of a trade-direction code: 0 buy → long, 1 sell → short. */
export function sideOf(direction: number): Side {
  if (direction === 0) return 'long';
  if (direction === 1) return 'short';
  throw new RangeError(`Trade direction must be 0 (buy) or 1 (sell), got ${direction}`);
}

export function directionOf(side: Side): 0 | 1 {
  return side === 'long' ? 0 : 1;
}

/** The mode of a margin-mode code: 0 Half → isolated, 1 Full → cross. */
export function marginModeOf(code: number): MarginMode {
  if (code === 0) return 'isolated';
  if (code === 1) return 'cross';
  throw new RangeError(`Margin mode must be 0 (half) or 1 (full), got ${code}`);
}

export function marginModeCode(mode: MarginMode): 0 | 1 {
  return mode === 'isolated' ? 0 : 1;
}

/** The live two-sided price of an instrument, in its quote currency. */
export interface BidAsk {
  bid: Decimal;
  ask: Decimal;
}

/** What the money rules need to know of a position: its terms and the margin held for it. */
export interface PositionTerms {
  side: Side;
  mode: MarginMode;
  /** The fill price; a partial close keeps it. */
  entryPrice: Decimal;
  /** Units open. */
  quantity: number;
  /** Units of the quote currency per unit of price move per unit held (1 for shares and forex). */
  contractSize: DecimalInput;
  /** Margin held for it, USD. */
  margin: Decimal;
}

/** Accounts are kept in USD (docs/design.md §4); margins, fees and P&L are booked in it. */
export const ACCOUNT_CURRENCY: Currency = 'USD';

/** The user accounts that hold positions. */
export const TRADING_ACCOUNT_KINDS = ['stock', 'future', 'forex'] as const;
export type TradingAccountKind = (typeof TRADING_ACCOUNT_KINDS)[number];

/** Which account pays (docs/design.md §5): stocks, indices and bonds the Stock account; futures Future; forex Forex. */
export function tradingAccountOf(market: Market): TradingAccountKind {
  switch (market) {
    case 'FUTURES':
      return 'future';
    case 'FOREX':
      return 'forex';
    case 'US':
    case 'HK':
    case 'ID':
    case 'INDEX':
    case 'BOND':
      return 'stock';
  }
}

/** Throws unless `quantity` is a positive safe integer (units are whole). */
export function checkQuantity(quantity: number, what = 'Quantity'): number {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`${what} must be a positive whole number, got ${quantity}`);
  }
  return quantity;
}
