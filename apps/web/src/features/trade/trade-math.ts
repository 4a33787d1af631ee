import type { Position, TradeTerms } from '@bourse/contract';
import {
  closeSettlement,
  Decimal,
  type Fx,
  isCurrency,
  isDecimalString,
  marginModeOf,
  notional,
  onTickGrid,
  openCost,
  pnl,
  roundToTick,
  sideOf,
  toAccount,
  USD_FX,
} from '@bourse/domain';
import type { Direction } from '../../lib/payment-ref';

/**
 * The order and close screens' figures, through the domain's trading rules (docs/design.md §5) so they are the
 * server's to the cent: exact Decimal, never floating point. Prices are in the instrument's quote currency; margin,
 * fees and profit are USD, converted at the FX rate and rounded once.
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
export const isOnTickGrid = (price: string, tick: string): boolean =>
  isPositiveDecimal(price) && isPositiveDecimal(tick) && onTickGrid(Decimal.from(price), tick);

/**
 * One tick up or down from `price`, on the grid: an off-grid price moves to the nearest grid line in that direction;
 * never below one tick. With no usable price, `fallback` (the live price) is the start.
 */
export function stepPrice(price: string, tick: string, step: 1 | -1, fallback: string): string {
  const start = isPositiveDecimal(price) ? price : fallback;
  if (!isPositiveDecimal(start) || !isPositiveDecimal(tick)) return price;
  const from = Decimal.from(start);
  const next = onTickGrid(from, tick)
    ? from.add(step > 0 ? tick : Decimal.from(tick).neg())
    : roundToTick(from, tick, step > 0 ? 'up' : 'down');
  return Decimal.max(next, tick).toFixed(placesOf(tick));
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

/**
 * The domain's FX of a quote currency: USD (or no rate given) is 1 to 1. Undefined for a currency the money rules do
 * not know, when the figures cannot be worked out here (the screens then show '--').
 */
export function fxOf(currency: string, rate: string | null): Fx | undefined {
  if (currency === USD_FX.currency || rate === null) return USD_FX;
  if (!isCurrency(currency) || !isPositiveDecimal(rate)) return undefined;
  return { currency, rate: Decimal.from(rate) };
}

type Costs = Pick<TradeTerms, 'currency' | 'contractSize' | 'fxRate' | 'feeRate' | 'feeMinimum'>;

export interface OrderFigures {
  /** price × units × contract size, in the quote currency. */
  notional: Decimal;
  /** The notional in USD, half-up to the cent. */
  notionalUsd: Decimal;
  /** The USD notional / leverage, rounded up to the cent. */
  margin: Decimal;
  /** max(USD notional × fee rate rounded up to the cent, minimum). */
  fee: Decimal;
  /** Margin plus fee: what the order takes from the account (or freezes while a limit order rests). */
  total: Decimal;
}

/** What an order of `num` units at `price` needs (the domain's openCost). */
export function orderFigures(price: string, num: number, leverage: number, terms: Costs): OrderFigures | null {
  const fx = fxOf(terms.currency, terms.fxRate);
  if (!fx || !isPositiveDecimal(price) || !Number.isSafeInteger(num) || num <= 0) return null;
  const cost = openCost({
    price: Decimal.from(price),
    quantity: num,
    contractSize: terms.contractSize,
    fx,
    leverage,
    fee: { rate: terms.feeRate, minimum: terms.feeMinimum },
  });
  return {
    notional: cost.notionalLocal,
    notionalUsd: cost.notional.amount,
    margin: cost.margin,
    fee: cost.fee,
    total: cost.total,
  };
}

type Held = Pick<
  Position,
  'direction' | 'discountBuyingPrice' | 'positionNum' | 'contractSize' | 'currency' | 'fxRate'
>;

/** Open profit of `num` units (all by default) at `mark`, USD to the cent: long (mark − entry), short (entry − mark). */
export function openProfit(position: Held, mark: string, num = position.positionNum): Decimal | null {
  const fx = fxOf(position.currency, position.fxRate);
  if (!fx || !isPositiveDecimal(mark)) return null;
  const local = pnl(
    sideOf(position.direction),
    Decimal.from(position.discountBuyingPrice),
    Decimal.from(mark),
    num,
    position.contractSize,
  );
  return toAccount(local, fx).amount;
}

/** Market value of `num` units at `mark`, USD to the cent. */
export function marketValue(position: Held, mark: string, num = position.positionNum): Decimal | null {
  const fx = fxOf(position.currency, position.fxRate);
  if (!fx || !isPositiveDecimal(mark)) return null;
  return toAccount(notional(Decimal.from(mark), num, position.contractSize), fx).amount;
}

export interface CloseEstimate {
  /** Profit of the units closed at the mark, before the close fee. */
  profit: Decimal;
  fee: Decimal;
  /** Profit after the fee: what the close realises. */
  realised: Decimal;
  /** The share of the position's margin the close releases (down to the cent; all of it for a full close). */
  margin: Decimal;
  /** Margin released plus realised profit: what comes back to the account (negative when the loss exceeds it). */
  returned: Decimal;
}

/** What closing `num` units at `mark` would give (the domain's closeSettlement; the close fills at market when sent). */
export function closeEstimate(
  position: Held & Pick<Position, 'marginAmount' | 'isolatedPosition'>,
  mark: string,
  num: number,
  terms: Pick<TradeTerms, 'feeRate' | 'feeMinimum'>,
): CloseEstimate | null {
  const fx = fxOf(position.currency, position.fxRate);
  if (!fx || !isPositiveDecimal(mark) || num < 1 || num > position.positionNum) return null;
  const settled = closeSettlement({
    position: {
      side: sideOf(position.direction),
      mode: marginModeOf(position.isolatedPosition === 1 ? 0 : 1),
      entryPrice: Decimal.from(position.discountBuyingPrice),
      quantity: position.positionNum,
      contractSize: position.contractSize,
      margin: Decimal.from(position.marginAmount),
    },
    quantity: num,
    exitPrice: Decimal.from(mark),
    fx,
    available: Decimal.ZERO,
    fee: { rate: terms.feeRate, minimum: terms.feeMinimum },
  });
  const profit = settled.pnl.amount;
  return {
    profit,
    fee: settled.fee,
    realised: profit.sub(settled.fee),
    margin: settled.releasedMargin,
    returned: settled.credit,
  };
}
