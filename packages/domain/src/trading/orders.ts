import type { Decimal } from '../money/decimal.ts';
import { openPrice } from './pricing.ts';
import type { BidAsk, Side } from './terms.ts';

/**
 * Limit orders (docs/design.md §5). A buy (long) limit L fills when the ask is at or below L, a sell (short) limit
 * when the bid is at or above L.
 */
export function limitCrosses(side: Side, limit: Decimal, quote: BidAsk): boolean {
  return side === 'long' ? quote.ask.lte(limit) : quote.bid.gte(limit);
}

/** A limit already crossed when placed is marketable: it fills at once, at the live price (which is L or better). */
export function marketable(side: Side, limit: Decimal, quote: BidAsk): boolean {
  return limitCrosses(side, limit, quote);
}

/** At placement: the live price when marketable, else undefined (the order rests). */
export function placementFillPrice(side: Side, limit: Decimal, quote: BidAsk): Decimal | undefined {
  return marketable(side, limit, quote) ? openPrice(side, quote) : undefined;
}

/**
 * A resting limit fills at L exactly when the market trades through it, even when the price gapped past L
 * (the reservation was made at L, and so are the margin and fee).
 */
export function restingFillPrice(side: Side, limit: Decimal, quote: BidAsk): Decimal | undefined {
  return limitCrosses(side, limit, quote) ? limit : undefined;
}
