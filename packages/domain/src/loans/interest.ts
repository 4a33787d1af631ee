import { Decimal, type DecimalInput } from '../money/decimal.ts';

/**
 * Loan interest (docs/decisions.md, Loans): simple interest on the principal still owed, one day at a time. Day k of
 * a loan ends k × 24 hours after its disbursement; at the end of each day the interest of that day is added to what
 * the loan owes (it is not taken from Balance). A day's interest is principal × annual rate / 365, rounded up to the
 * cent, like overnight financing.
 */
export const LOAN_DAY_MS = 86_400_000;
export const DAYS_PER_YEAR = 365;

/** One day's interest on `principal` at `annualRate` (a fraction: 0.12 is 12% a year), rounded up to the cent. */
export function dailyLoanInterest(principal: DecimalInput, annualRate: DecimalInput): Decimal {
  const p = Decimal.from(principal);
  const rate = Decimal.from(annualRate);
  if (p.isNegative()) throw new RangeError(`Principal must not be negative, got ${p}`);
  if (rate.isNegative()) throw new RangeError(`Annual rate must not be negative, got ${rate}`);
  return p.mul(rate).div(DAYS_PER_YEAR, { scale: 2, rounding: 'up' });
}

export interface LoanQuote {
  /** The amount borrowed, to the cent. */
  amount: Decimal;
  annualRate: Decimal;
  termDays: number;
  /** Interest for one day on the whole amount. */
  dailyInterest: Decimal;
  /** Interest for the whole term when nothing is repaid early: dailyInterest × termDays. */
  totalInterest: Decimal;
  /** What is repaid at term: amount + totalInterest. */
  totalRepayment: Decimal;
}

/** What a loan of `amount` for `termDays` days costs when held to term: exactly what the daily postings add up to. */
export function loanQuote(amount: DecimalInput, annualRate: DecimalInput, termDays: number): LoanQuote {
  if (!Number.isInteger(termDays) || termDays < 1) throw new RangeError(`Term must be whole days ≥ 1, got ${termDays}`);
  const principal = Decimal.from(amount);
  if (!principal.isPositive()) throw new RangeError(`Loan amount must be positive, got ${principal}`);
  const rate = Decimal.from(annualRate);
  const dailyInterest = dailyLoanInterest(principal, rate);
  const totalInterest = dailyInterest.mul(termDays);
  return {
    amount: principal,
    annualRate: rate,
    termDays,
    dailyInterest,
    totalInterest,
    totalRepayment: principal.add(totalInterest),
  };
}

/** How many whole loan days have ended between the disbursement and `now` (day k ends at disbursedAt + k days). */
export function loanDaysElapsed(disbursedAt: number, now: number): number {
  return now <= disbursedAt ? 0 : Math.floor((now - disbursedAt) / LOAN_DAY_MS);
}

/** The moment day `day` (1-based) of a loan ends. */
export function loanDayEnd(disbursedAt: number, day: number): number {
  return disbursedAt + day * LOAN_DAY_MS;
}

/** What a loan owes: the principal still out and the interest accrued and not yet repaid. */
export interface LoanBalance {
  principal: Decimal;
  interest: Decimal;
}

export function owed(b: LoanBalance): Decimal {
  return b.principal.add(b.interest);
}

/**
 * Splits a repayment: accrued interest is settled first, then principal. The amount must not exceed what is owed.
 * Returns the parts and what the loan owes afterwards.
 */
export function applyRepayment(
  b: LoanBalance,
  amount: DecimalInput,
): { toInterest: Decimal; toPrincipal: Decimal; after: LoanBalance } {
  const pay = Decimal.from(amount);
  if (!pay.isPositive()) throw new RangeError(`Repayment must be positive, got ${pay}`);
  if (pay.gt(owed(b))) throw new RangeError(`Repayment ${pay} exceeds what is owed, ${owed(b)}`);
  const toInterest = Decimal.min(pay, b.interest);
  const toPrincipal = pay.sub(toInterest);
  return {
    toInterest,
    toPrincipal,
    after: { principal: b.principal.sub(toPrincipal), interest: b.interest.sub(toInterest) },
  };
}

/** At term the loan takes what Balance allows: the whole debt when Balance covers it, else all of Balance. */
export function autoRepayment(b: LoanBalance, available: DecimalInput): Decimal {
  const have = Decimal.from(available);
  return have.isPositive() ? Decimal.min(have, owed(b)) : Decimal.ZERO;
}
