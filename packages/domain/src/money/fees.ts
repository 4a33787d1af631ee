import { type Currency, minorUnits, roundFee } from './currency.ts';
import { Decimal, type DecimalInput } from './decimal.ts';

export interface FeeSchedule {
  /** Fraction of notional, e.g. '0.001' = 0.1 %. Default '0.001'. */
  rate?: DecimalInput;
  /** Floor per trade in the fee currency. Default '1'. */
  minimum?: DecimalInput;
}

/** max(notional × rate rounded up to the minor unit, minimum). */
export function tradeFee(notional: DecimalInput, schedule: FeeSchedule = {}, currency: Currency = 'USD'): Decimal {
  const n = Decimal.from(notional);
  const rate = Decimal.from(schedule.rate ?? '0.001');
  const minimum = roundFee(schedule.minimum ?? '1', currency);
  if (n.isNegative()) throw new RangeError(`Notional must not be negative, got ${n}`);
  if (rate.isNegative()) throw new RangeError(`Fee rate must not be negative, got ${rate}`);
  if (minimum.isNegative()) throw new RangeError(`Fee minimum must not be negative, got ${minimum}`);
  // Round up straight from the exact product: rounding at 18 digits first could turn a tiny fee into zero.
  const proportional = n.mul(rate, { scale: minorUnits(currency), rounding: 'up' });
  return Decimal.max(proportional, minimum);
}
