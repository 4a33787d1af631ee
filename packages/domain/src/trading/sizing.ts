import { Decimal, type DecimalInput } from '../money/decimal.ts';
import type { FeeSchedule } from '../money/fees.ts';
import type { Fx } from './fx.ts';
import { type OpenCost, openCost } from './margin.ts';
import { checkQuantity } from './terms.ts';

export interface SizingInput {
  /** What the order may spend, USD (see `orderable`). */
  funds: Decimal;
  price: Decimal;
  contractSize: DecimalInput;
  /** Units per lot; an order is a whole number of lots. */
  lotSize: number;
  fx: Fx;
  leverage: number;
  fee?: FeeSchedule | undefined;
}

export interface Size {
  lots: number;
  /** lots × lotSize, in units. */
  quantity: number;
  /** Margin, fee and their total for that quantity; undefined when not even one lot fits. */
  cost: OpenCost | undefined;
}

/**
 * The largest whole number of lots whose margin + open fee fits in `funds`, computed exactly with the same rules
 * as the open itself (`openCost`): an estimate by division, then a search, since rounding makes the cost step.
 */
export function maxLots(input: SizingInput): Size {
  const lotSize = checkQuantity(input.lotSize, 'Lot size');
  if (!input.price.isPositive()) throw new RangeError(`Price must be positive, got ${input.price}`);
  const maxLotCount = Math.floor(Number.MAX_SAFE_INTEGER / lotSize);
  const costOf = (lots: number) => openCost({ ...input, quantity: lots * lotSize });
  const fits = (lots: number) => costOf(lots).total.lte(input.funds);

  if (!fits(1)) return { lots: 0, quantity: 0, cost: undefined };
  // Without rounding or fee, lots × price × lotSize × contractSize × rate / leverage ≤ funds.
  const perLot = input.price.mul(lotSize).mul(input.contractSize).mul(input.fx.rate);
  let lo = 1;
  let hi = perLot.isPositive()
    ? Math.min(maxLotCount, toSafe(input.funds.mul(input.leverage).div(perLot, { scale: 0, rounding: 'down' })) + 1)
    : maxLotCount;
  if (hi <= lo) hi = Math.min(maxLotCount, lo + 1);
  // Make `hi` unaffordable (or the cap), doubling from the estimate.
  while (hi < maxLotCount && fits(hi)) {
    lo = hi;
    hi = Math.min(maxLotCount, hi * 2);
  }
  if (fits(hi)) lo = hi;
  // Invariant: fits(lo), and lo === hi or !fits(hi).
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return { lots: lo, quantity: lo * lotSize, cost: costOf(lo) };
}

/** The largest order for half and for all of `funds` (getHalfOrFullNum); half is funds / 2, exactly. */
export function halfOrFull(input: SizingInput): { half: Size; full: Size } {
  return { half: maxLots({ ...input, funds: input.funds.div(2) }), full: maxLots(input) };
}

function toSafe(d: Decimal): number {
  return d.gt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(d.toString());
}
