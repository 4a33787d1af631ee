import type { Loan, LoanDetail, LoanMovement } from '@bourse/contract';
import { Decimal, dailyLoanInterest } from '@bourse/domain';
import type { LoanMovementRow, LoanRow } from './repo.ts';

const usd = (amount: string) => Decimal.from(amount).toFixed(2);

export function toLoan(row: LoanRow): Loan {
  const principal = Decimal.from(row.principal);
  const interest = Decimal.from(row.interest);
  const running = row.status === 'active' || row.status === 'overdue';
  return {
    id: row.id,
    amount: usd(row.amount),
    termDays: row.term_days,
    purpose: row.purpose,
    annualRate: Decimal.from(row.annual_rate).toString(),
    status: row.status,
    reason: row.reason,
    principal: principal.toFixed(2),
    interest: interest.toFixed(2),
    owed: principal.add(interest).toFixed(2),
    dailyInterest: (running ? dailyLoanInterest(principal, row.annual_rate) : Decimal.ZERO).toFixed(2),
    totalInterest: usd(row.total_interest),
    repaid: usd(row.repaid),
    createTimeTimestamp: row.created_at,
    reviewTimeTimestamp: row.reviewed_at,
    disburseTimeTimestamp: row.disbursed_at,
    dueTimeTimestamp: row.due_at,
    closeTimeTimestamp: row.closed_at,
  };
}

export function toMovement(row: LoanMovementRow): LoanMovement {
  return {
    id: row.id,
    kind: row.kind,
    amount: usd(row.amount),
    day: row.day,
    principalAfter: usd(row.principal_after),
    interestAfter: usd(row.interest_after),
    createTimeTimestamp: row.created_at,
  };
}

export const toLoanDetail = (row: LoanRow, movements: LoanMovementRow[]): LoanDetail => ({
  ...toLoan(row),
  movements: movements.map(toMovement),
});
