import { decimalOf } from '../../lib/decimal';

/** The server's annual rate (a fraction, "0.12") as the screen states it ("12%"); exact, no floating point. */
export function ratePercent(rate: string): string {
  const value = decimalOf(rate);
  return value ? `${value.mul(100).toString()}%` : '';
}
