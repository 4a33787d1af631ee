import type { Position, TradeTerms } from '@bourse/contract';
import { Decimal, isDecimalString, tradeFee } from '@bourse/domain';
import type { Direction } from '../../lib/payment-ref';

/**
 * The order and close screens' figures, exactly (docs/design.md §5), with the domain's Decimal: never floating point.
 * Prices are in the instrument's quote currency; margin, fees and profit are USD, converted at the FX rate.
 */

/** The price a position is valued at: the bid for a long (it would sell), the ask for a short (it would buy back). */
export const markOf = (direction: number, quote: { bid: string; ask: string }): string =>
  direction === 1 ? quote.ask : quote.bid;

/** The price an order fills at now: the ask for a buy, the bid for a sell. */
export const fillOf = (direction: Direction, quote: { bid: string; ask: string }): string =>
  direction === 1 ? quote.bid : quote.ask;

/** A positive plain decimal string ('187.25'), as a user may type one. */
export const isPositiveDecimal = (value: string): boolean =>
  isDecimalString(value) && !value.startsWith('-') && Decimal.from(value).isPositive();

/** Decimal places of a tick ('0.01' → 2, '0.25' → 2, '1' → 0). */
export const placesOf = (tick: string): number => tick.split('.')[1]?.replace(/0+$/, '').length ?? 0;

/** True when `price` is a whole number of ticks. */
export function isOnTickGrid(price: string, tick: string): boolean {
  if (!isPositiveDecimal(price) || !isPositiveDecimal(tick)) return false;
  const ticks = Decimal.from(price).div(tick, { scale: 0, rounding: 'down' });
  return ticks.mul(tick).eq(price);
}

/**
 * One tick up or down from `price`, on the grid: an off-grid price moves to the nearest grid line in that direction;
 * never below one tick. With no usable price, `fallback` (the live price) is the start.
 */
export function stepPrice(price: string, tick: string, step: 1 | -1, fallback: string): string {
  const places = placesOf(tick);
  const start = isPositiveDecimal(price) ? price : fallback;
  if (!isPositiveDecimal(start)) return price;
  const below = Decimal.from(start).div(tick, { scale: 0, rounding: 'down' }).mul(tick);
  const onGrid = below.eq(start);
  const next = step > 0 ? below.add(tick) : onGrid ? below.sub(tick) : below;
  return Decimal.max(next, tick).toFixed(places);
}

/** A quantity stepped by one lot, kept a whole number of lots and at least one lot. */
export function stepQuantity(num: number, lotSize: number, step: 1 | -1): number {
  const lots = Math.floor(Math.max(num, 0) / lotSize);
  const onGrid = lots * lotSize === num;
  const next = step > 0 ? lots + 1 : onGrid ? lots - 1 : lots;
  return Math.max(next, 1) * lotSize;
}

/** A whole number of lots, half of `num` rounded down (at least one lot). */
export const halfOf = (num: number, lotSize: number): number => Math.max(Math.floor(num / 2 / lotSize), 1) * lotSize;

type Costs = Pick<TradeTerms, 'contractSize' | 'fxRate' | 'feeRate' | 'feeMinimum'>;

const fxOf = (terms: Pick<TradeTerms, 'fxRate'>) => terms.fxRate ?? '1';

export interface OrderFigures {
  /** price × units × contract size, in the quote currency. */
  notional: Decimal;
  /** The notional in USD. */
  notionalUsd: Decimal;
  /** notional × FX rate / leverage, rounded up to the cent. */
  margin: Decimal;
  /** max(notional in USD × fee rate rounded up to the cent, minimum). */
  fee: Decimal;
  /** Margin plus fee: what the order takes from the account. */
  total: Decimal;
}

/** What an order of `num` units at `price` needs (docs/design.md §5: margin = notional / leverage, fee on open). */
export function orderFigures(price: string, num: number, leverage: number, terms: Costs): OrderFigures {
  const notional = Decimal.from(price).mul(num).mul(terms.contractSize);
  const notionalUsd = notional.mul(fxOf(terms));
  const margin = notionalUsd.div(leverage, { scale: 2, rounding: 'up' });
  const fee = tradeFee(notionalUsd, { rate: terms.feeRate, minimum: terms.feeMinimum });
  return { notional, notionalUsd, margin, fee, total: margin.add(fee) };
}

type Held = Pick<Position, 'direction' | 'discountBuyingPrice' | 'positionNum' | 'contractSize' | 'fxRate'>;

/**
 * Open profit of `num` units (all by default) at `mark`, USD to the cent (half up): long (mark − entry), short
 * (entry − mark), times units, contract size and the position's FX rate.
 */
export function openProfit(position: Held, mark: string, num = position.positionNum): Decimal {
  const entry = Decimal.from(position.discountBuyingPrice);
  const move = position.direction === 1 ? entry.sub(mark) : Decimal.from(mark).sub(entry);
  return move.mul(num).mul(position.contractSize).mul(position.fxRate, { scale: 2 });
}

/** Market value of `num` units at `mark`, USD to the cent. */
export const marketValue = (position: Held, mark: string, num = position.positionNum): Decimal =>
  Decimal.from(mark).mul(num).mul(position.contractSize).mul(position.fxRate, { scale: 2 });

export interface CloseEstimate {
  /** Profit of the units closed at the mark, before the close fee. */
  profit: Decimal;
  fee: Decimal;
  /** Profit after the fee: what the close realises. */
  realised: Decimal;
  /** The share of the position's margin the close releases. */
  margin: Decimal;
  /** Margin released plus realised profit: what comes back to the account (negative when the loss exceeds it). */
  returned: Decimal;
}

/** What closing `num` units at `mark` would give (an estimate: the close fills at the market when sent). */
export function closeEstimate(
  position: Held & Pick<Position, 'marginAmount'>,
  mark: string,
  num: number,
  terms: Pick<TradeTerms, 'feeRate' | 'feeMinimum'>,
): CloseEstimate {
  const profit = openProfit(position, mark, num);
  const fee = tradeFee(marketValue(position, mark, num), { rate: terms.feeRate, minimum: terms.feeMinimum });
  const realised = profit.sub(fee);
  const margin =
    num === position.positionNum
      ? Decimal.from(position.marginAmount)
      : Decimal.from(position.marginAmount).mul(num).div(position.positionNum, { scale: 2, rounding: 'down' });
  return { profit, fee, realised, margin, returned: margin.add(realised) };
}
