import { Decimal, type DecimalInput } from '../money/decimal.ts';
import { ceilDiv, floorDiv } from './exact.ts';
import { type BidAsk, checkQuantity, type Side } from './terms.ts';

/** Opening buys at the ask (long) or sells at the bid (short). */
export function openPrice(side: Side, quote: BidAsk): Decimal {
  return side === 'long' ? quote.ask : quote.bid;
}

/** Closing reverses the direction: a long sells at the bid, a short buys back at the ask. */
export function closePrice(side: Side, quote: BidAsk): Decimal {
  return side === 'long' ? quote.bid : quote.ask;
}

/** The price open P&L is marked at: what closing would get now (long at the bid, short at the ask). */
export function markPrice(side: Side, quote: BidAsk): Decimal {
  return closePrice(side, quote);
}

/** price × quantity × contractSize in the quote currency, exact. */
export function notional(price: Decimal, quantity: number, contractSize: DecimalInput): Decimal {
  return price.mul(checkQuantity(quantity)).mul(contractSize);
}

/** (exit − entry) × quantity × contractSize for a long, (entry − exit) × … for a short, in the quote currency, exact. */
export function pnl(side: Side, entry: Decimal, exit: Decimal, quantity: number, contractSize: DecimalInput): Decimal {
  const move = side === 'long' ? exit.sub(entry) : entry.sub(exit);
  return move.mul(checkQuantity(quantity)).mul(contractSize);
}

/** True when `price` is a whole multiple of `tickSize`. */
export function onTickGrid(price: Decimal, tickSize: DecimalInput): boolean {
  const tick = positiveTick(tickSize);
  return price.scaled % tick.scaled === 0n;
}

/** `price` moved to the tick grid: 'up' toward +∞, 'down' toward −∞. */
export function roundToTick(price: Decimal, tickSize: DecimalInput, direction: 'up' | 'down'): Decimal {
  const tick = positiveTick(tickSize);
  const ticks = direction === 'down' ? floorDiv(price.scaled, tick.scaled) : ceilDiv(price.scaled, tick.scaled);
  return Decimal.fromScaled(ticks * tick.scaled);
}

/**
 * The price a position must be closed at to get back its open fee (the position's "actual" price): the entry moved
 * by the fee per unit, then put on the tick grid on the safe side (up for a long, down for a short), so that a close
 * at the price shown never falls short of the fee. Null for a short whose fee per unit is the whole price or more
 * (a minimum fee on a very cheap share): no price covers it.
 */
export function breakEvenPrice(
  side: Side,
  entry: Decimal,
  feePerUnit: Decimal,
  tickSize: DecimalInput,
): Decimal | null {
  const exact = side === 'long' ? entry.add(feePerUnit) : entry.sub(feePerUnit);
  const price = roundToTick(exact, tickSize, side === 'long' ? 'up' : 'down');
  return price.isPositive() ? price : null;
}

function positiveTick(tickSize: DecimalInput): Decimal {
  const tick = Decimal.from(tickSize);
  if (!tick.isPositive()) throw new RangeError(`Tick size must be positive, got ${tick}`);
  return tick;
}
