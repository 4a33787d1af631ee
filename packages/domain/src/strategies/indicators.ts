import { Decimal } from '../money/decimal.ts';

/**
 * The few indicators the strategies read, exact on Decimal (no square roots, so dispersion is the mean absolute
 * deviation rather than the standard deviation). Each reads the last `n` values of a series and answers undefined
 * while the series is shorter than that.
 */

function tail(values: readonly Decimal[], n: number): readonly Decimal[] | undefined {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`A window must be a whole number of at least 1, got ${n}`);
  return values.length < n ? undefined : values.slice(values.length - n);
}

/** Simple moving average of the last `n` values. */
export function sma(values: readonly Decimal[], n: number): Decimal | undefined {
  const window = tail(values, n);
  return window && Decimal.sum(window).div(n);
}

/** Mean absolute deviation of the last `n` values from their average. */
export function meanAbsoluteDeviation(values: readonly Decimal[], n: number): Decimal | undefined {
  const window = tail(values, n);
  if (!window) return undefined;
  const mean = Decimal.sum(window).div(n);
  return Decimal.sum(window.map((v) => v.sub(mean).abs())).div(n);
}

/** Highest of the last `n` values. */
export function highest(values: readonly Decimal[], n: number): Decimal | undefined {
  const window = tail(values, n);
  return window && Decimal.max(window[0] as Decimal, ...window);
}

/** Lowest of the last `n` values. */
export function lowest(values: readonly Decimal[], n: number): Decimal | undefined {
  const window = tail(values, n);
  return window && Decimal.min(window[0] as Decimal, ...window);
}
