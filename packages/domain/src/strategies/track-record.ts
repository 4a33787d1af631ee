import { Decimal } from '../money/decimal.ts';
import type { EquityPoint } from './backtest.ts';

/** Ratios are shown as percentages with two decimals, so they are kept to four decimal places, half-up. */
const RATIO_SCALE = 4;

/**
 * The return of an equity curve since `fromT`: last equity over the equity at the last point at or before `fromT`
 * (the first point when the curve starts later), minus one. Undefined for an empty curve or a zero start.
 */
export function returnSince(curve: readonly EquityPoint[], fromT: number): Decimal | undefined {
  const last = curve.at(-1);
  if (!last) return undefined;
  let start = curve[0] as EquityPoint;
  for (const point of curve) {
    if (point.t > fromT) break;
    start = point;
  }
  if (start.equity.isZero()) return undefined;
  return last.equity.div(start.equity, { scale: RATIO_SCALE }).sub(1);
}

/** The largest fall from a running peak, as a fraction of that peak (0 for a curve that never falls). */
export function maxDrawdown(curve: readonly EquityPoint[]): Decimal {
  let peak: Decimal | undefined;
  let worst = Decimal.ZERO;
  for (const { equity } of curve) {
    if (!peak || equity.gt(peak)) peak = equity;
    if (!peak.isPositive()) continue;
    const fall = peak.sub(equity).div(peak, { scale: RATIO_SCALE });
    if (fall.gt(worst)) worst = fall;
  }
  return worst;
}
