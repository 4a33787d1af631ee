import { Decimal, type DecimalInput } from '../money/decimal.ts';

/**
 * Renting a quant robot (docs/decisions.md, Robot rental): a user pays a stated fee for a stated period and allocates
 * an amount from Balance; the robot trades that amount with its stated rules until the period ends, then its
 * positions are closed and what its account holds (the amount plus its real P&L, less its trading fees) goes back to
 * Balance. No rate is promised: the income is what comes back less what went in.
 */

/** A rental lasts whole days of 24 hours from the purchase. */
export const RENTAL_DAY_MS = 86_400_000;

/** One period a robot is offered for, with its fee (USD). */
export interface RentalPlan {
  readonly days: number;
  readonly fee: DecimalInput;
}

/** What a robot offers: its periods and fees, and the least and most that may be allocated to it (USD). */
export interface RobotOffer {
  readonly plans: readonly RentalPlan[];
  readonly minAmount: DecimalInput;
  readonly maxAmount: DecimalInput;
}

/** What a rental costs, as stated before the purchase. */
export interface RentalQuote {
  /** Allocated to the robot from Balance; it comes back with the P&L at the end. */
  readonly amount: Decimal;
  readonly days: number;
  /** Paid for the period; it does not come back. */
  readonly fee: Decimal;
  /** amount + fee: what leaves Balance at the purchase. */
  readonly total: Decimal;
}

export type RentalCheck =
  | { readonly ok: true; readonly quote: RentalQuote }
  | { readonly ok: false; readonly field: 'amount' | 'days'; readonly rule: string };

/** Checks a rental against the robot's offer: a period it offers, an amount of whole cents within its limits. */
export function rentalQuote(offer: RobotOffer, input: { days: number; amount: DecimalInput }): RentalCheck {
  const plan = offer.plans.find((p) => p.days === input.days);
  if (!plan) return { ok: false, field: 'days', rule: `must be one of ${offer.plans.map((p) => p.days).join(', ')}` };
  const amount = Decimal.from(input.amount);
  const min = Decimal.from(offer.minAmount);
  const max = Decimal.from(offer.maxAmount);
  if (!amount.round(2, 'down').eq(amount)) return { ok: false, field: 'amount', rule: 'must have at most 2 decimals' };
  if (amount.lt(min)) return { ok: false, field: 'amount', rule: `must be at least ${min.toFixed(2)}` };
  if (amount.gt(max)) return { ok: false, field: 'amount', rule: `must be at most ${max.toFixed(2)}` };
  const fee = Decimal.from(plan.fee);
  return { ok: true, quote: { amount, days: plan.days, fee, total: amount.add(fee) } };
}

/** When a rental bought at `purchasedAt` for `days` ends (epoch ms). */
export function rentalEnd(purchasedAt: number, days: number): number {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`days must be a whole number of at least 1, got ${days}`);
  return purchasedAt + days * RENTAL_DAY_MS;
}

/** docs/product.md §3 "Robot: trading status": running, paused outside market hours, stopped at expiry. */
export const RENTAL_STATUSES = ['running', 'paused', 'stopped'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/**
 * A rental's trading status now: stopped once settled or once its period is over (it trades no more, even before the
 * settlement has run), paused while its instrument's market is closed, running otherwise.
 */
export function rentalStatus(r: { settled: boolean; endsAt: number; now: number; marketOpen: boolean }): RentalStatus {
  if (r.settled || r.now >= r.endsAt) return 'stopped';
  return r.marketOpen ? 'running' : 'paused';
}

/**
 * What a rental earned: what came back from the robot's account less the amount allocated (negative for a loss; the
 * fee is apart, paid at the purchase). What comes back is never below zero: a strategy's cash cannot go negative.
 */
export function rentalIncome(amount: DecimalInput, returned: DecimalInput): Decimal {
  const back = Decimal.from(returned);
  if (back.isNegative()) throw new RangeError(`a robot cannot return a negative amount, got ${back}`);
  return back.sub(amount);
}
