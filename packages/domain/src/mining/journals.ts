import { houseAccount, userAccount } from '../money/accounts.ts';
import { Decimal, type DecimalInput } from '../money/decimal.ts';
import { type JournalTx, LedgerError, validateJournal } from '../money/ledger.ts';

/**
 * A mining session's reward: house rewards → the user's Balance. The house rewards account goes negative by every
 * reward paid, so at every moment house:rewards + Σ rewards credited to users = 0.
 */
export function miningReward(userId: string, amount: DecimalInput): JournalTx {
  const value = Decimal.from(amount);
  if (!value.isPositive()) throw new LedgerError('NON_POSITIVE_AMOUNT', `mining_reward must be positive, got ${value}`);
  const tx: JournalTx = {
    kind: 'mining_reward',
    entries: [
      { account: houseAccount('rewards'), amount: value.neg(), currency: 'USD' },
      { account: userAccount(userId, 'balance'), amount: value, currency: 'USD' },
    ],
  };
  validateJournal(tx);
  return tx;
}
