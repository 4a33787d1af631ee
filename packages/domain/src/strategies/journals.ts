import { houseAccount, userAccount, type UserAccountKind } from '../money/accounts.ts';
import { Decimal, type DecimalInput } from '../money/decimal.ts';
import { type JournalTx, LedgerError, validateJournal } from '../money/ledger.ts';

/**
 * House capital placed in a strategy account (an institution's or a rented robot's): house strategy capital → the
 * strategy's system user's trading account. House strategy capital goes negative by every amount placed, so at every
 * moment house:strategy_capital + Σ capital placed = 0, and the account's trading P&L is on top of that.
 */
export function strategyFundingTx(userId: string, account: UserAccountKind, amount: DecimalInput): JournalTx {
  const value = Decimal.from(amount);
  if (!value.isPositive()) {
    throw new LedgerError('NON_POSITIVE_AMOUNT', `strategy_funding must be positive, got ${value}`);
  }
  const tx: JournalTx = {
    kind: 'strategy_funding',
    entries: [
      { account: houseAccount('strategy_capital'), amount: value.neg(), currency: 'USD' },
      { account: userAccount(userId, account), amount: value, currency: 'USD' },
    ],
  };
  validateJournal(tx);
  return tx;
}
