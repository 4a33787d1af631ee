import type { LoanStatus } from '@bourse/contract';
import { decimalOf } from '../../lib/decimal';

/** The server's annual rate (a fraction, "0.12") as the screen states it ("12%"); exact, no floating point. */
export function ratePercent(rate: string): string {
  const value = decimalOf(rate);
  return value ? `${value.mul(100).toString()}%` : '';
}

/** Tag colours by status: waiting, running, late, done, refused. */
export const STATUS_COLOR: Record<LoanStatus, string> = {
  pending: 'warning',
  active: 'primary',
  overdue: 'danger',
  repaid: 'success',
  rejected: 'default',
};
