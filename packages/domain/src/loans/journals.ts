import { houseAccount, userAccount } from '../money/accounts.ts';
import { Decimal, type DecimalInput } from '../money/decimal.ts';
import type { JournalKind } from '../money/journal-kinds.ts';
import { type JournalTx, LedgerError, validateJournal } from '../money/ledger.ts';

/**
 * A loan's money movements. The house lending account is the loan book: it goes negative by what users owe (principal
 * lent plus interest accrued, less what was repaid), so at every moment house:lending + Σ owed over every loan = 0.
 * Interest accrued is income in house:loan_interest.
 */

/** The loan is paid out: house lending → the user's Balance. */
export function loanDisbursed(userId: string, amount: DecimalInput): JournalTx {
  return move('loan_disbursed', houseAccount('lending'), userAccount(userId, 'balance'), amount);
}

/** A day's interest is added to what the loan owes: the loan book grows, the house earns it. */
export function loanInterestAccrued(amount: DecimalInput): JournalTx {
  return move('loan_interest', houseAccount('lending'), houseAccount('loan_interest'), amount);
}

/** A repayment (by the user or at term): the user's Balance → house lending. */
export function loanRepaid(userId: string, amount: DecimalInput): JournalTx {
  return move('loan_repayment', userAccount(userId, 'balance'), houseAccount('lending'), amount);
}

function move(kind: JournalKind, from: JournalTx['entries'][number]['account'], to: typeof from, amount: DecimalInput) {
  const value = Decimal.from(amount);
  if (!value.isPositive())
    throw new LedgerError('NON_POSITIVE_AMOUNT', `${kind} amount must be positive, got ${value}`);
  const tx: JournalTx = {
    kind,
    entries: [
      { account: from, amount: value.neg(), currency: 'USD' },
      { account: to, amount: value, currency: 'USD' },
    ],
  };
  validateJournal(tx);
  return tx;
}
