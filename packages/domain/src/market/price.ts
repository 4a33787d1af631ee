/**
 * Exact prices on a tick grid.
 *
 * Money rule (docs/design.md §4): no price that leaves this module is ever a floating-point number. Inside the
 * simulator a price is an integer count of ticks, so `price = ticks × tickSize` exactly. Floating point is used for
 * one thing only: drawing the random log-return that moves a hidden "fair value"; every emitted price is that fair
 * value snapped (rounded) to a whole number of ticks, and only the integer count is turned into a decimal string.
 *
 * The count is a `bigint` at the module's edges (`toTicks`, `fromTicks`). In the simulator's hot path it is held as a
 * JavaScript number, which is an exact integer as long as it stays a safe integer (below 2^53); every routine here
 * checks that and falls back to bigint arithmetic past it, so the decimal strings are exact either way. Tests check
 * the fast strings against `Decimal.from(ticks).mul(tickSize)`.
 */

import { Decimal, SCALE } from '../money/decimal.ts';

export class PriceError extends Error {
  override readonly name = 'PriceError';
}

/** A parsed tick size: `value = mantissa / 10^scale`, e.g. '0.0078125' is 78125 / 10^7, '25' is 25 / 10^0. */
export interface TickSize {
  /** The tick size as given (a decimal string). */
  readonly text: string;
  readonly decimal: Decimal;
  readonly mantissa: bigint;
  /** `mantissa` as a number (exact: tick mantissas are small). */
  readonly mantissaNumber: number;
  /** Decimal places of a price on this grid. */
  readonly scale: number;
}

const FACTOR = 10n ** BigInt(SCALE);
const TICK_CACHE = new Map<string, TickSize>();

/** Parses a positive tick size such as '0.01'. Throws PriceError for zero, negatives or junk. */
export function parseTickSize(text: string): TickSize {
  const cached = TICK_CACHE.get(text);
  if (cached) return cached;
  let decimal: Decimal;
  try {
    decimal = Decimal.from(text);
  } catch {
    throw new PriceError(`Tick size must be a decimal string, got ${JSON.stringify(text)}`);
  }
  if (!decimal.isPositive()) throw new PriceError(`Tick size must be positive, got ${text}`);
  // Smallest scale at which the tick is an integer.
  let scale = 0;
  while ((decimal.scaled * 10n ** BigInt(scale)) % FACTOR !== 0n) scale++;
  const mantissa = (decimal.scaled * 10n ** BigInt(scale)) / FACTOR;
  if (mantissa > BigInt(Number.MAX_SAFE_INTEGER)) throw new PriceError(`Tick size ${text} is too large`);
  const tick: TickSize = Object.freeze({ text, decimal, mantissa, mantissaNumber: Number(mantissa), scale });
  TICK_CACHE.set(text, tick);
  return tick;
}

/**
 * The number of ticks in `price`. `rounding: 'exact'` (default) throws unless the price is on the grid;
 * 'nearest' rounds half-up to the nearest tick.
 */
export function toTicks(price: string | Decimal, tick: TickSize, rounding: 'exact' | 'nearest' = 'exact'): bigint {
  const value = Decimal.from(price);
  const q = value.div(tick.decimal, { scale: 0, rounding: 'half-up' });
  const ticks = q.scaled / FACTOR;
  if (rounding === 'exact' && !Decimal.from(ticks).mul(tick.decimal).eq(value)) {
    throw new PriceError(`Price ${value.toString()} is not a whole number of ticks of ${tick.text}`);
  }
  return ticks;
}

/** The exact price of `ticks` ticks, as a Decimal. */
export function fromTicks(ticks: bigint | number, tick: TickSize): Decimal {
  return Decimal.from(typeof ticks === 'bigint' ? ticks : BigInt(ticks)).mul(tick.decimal);
}

/** Writes the integer `units` as a decimal with `scale` places: (12345, 2) → '123.45', (-5, 3) → '-0.005'. */
export function formatScaled(units: number | bigint, scale: number): string {
  const negative = units < 0;
  const digits = (negative ? -units : units).toString();
  if (scale === 0) return negative ? `-${digits}` : digits;
  const padded = digits.length > scale ? digits : '0'.repeat(scale + 1 - digits.length) + digits;
  const cut = padded.length - scale;
  const text = `${padded.slice(0, cut)}.${padded.slice(cut)}`;
  return negative ? `-${text}` : text;
}

/** The price of `ticks` ticks as a decimal string with exactly `tick.scale` places ('1.03540' for 103540 × 0.00001). */
export function formatTicks(ticks: number | bigint, tick: TickSize): string {
  if (typeof ticks === 'number') {
    const units = ticks * tick.mantissaNumber;
    if (Number.isSafeInteger(units)) return formatScaled(units, tick.scale);
    return formatScaled(BigInt(ticks) * tick.mantissa, tick.scale);
  }
  return formatScaled(ticks * tick.mantissa, tick.scale);
}

/**
 * `numerator / denominator × 100`, rounded half away from zero to 2 places, as a string with exactly 2 places
 * ('-1.23', '0.00'). Both are integers (tick counts), so the result is the exact percentage rounded once.
 * Throws on a zero denominator.
 */
export function percent2(numerator: number | bigint, denominator: number | bigint): string {
  if (typeof numerator === 'number' && typeof denominator === 'number') {
    const n = numerator * 10000;
    if (Number.isSafeInteger(n) && Number.isSafeInteger(denominator) && denominator !== 0) {
      const negative = n < 0 !== denominator < 0;
      const an = n < 0 ? -n : n;
      const ad = denominator < 0 ? -denominator : denominator;
      let q = Math.floor(an / ad);
      let r = an - q * ad;
      // Float division of safe integers can be off by one near a whole number; correct it exactly.
      if (r < 0) {
        q -= 1;
        r += ad;
      } else if (r >= ad) {
        q += 1;
        r -= ad;
      }
      if (2 * r >= ad) q += 1;
      return formatScaled(negative && q !== 0 ? -q : q, 2);
    }
  }
  const n = BigInt(numerator) * 10000n;
  const d = BigInt(denominator);
  if (d === 0n) throw new PriceError('Percentage of a zero base');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if (2n * (an % ad) >= ad) q += 1n;
  return formatScaled(negative && q !== 0n ? -q : q, 2);
}
