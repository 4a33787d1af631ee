import { balanceKey, isUserAccount, parseBalanceKey } from './accounts.ts';
import { Decimal } from './decimal.ts';
import { type Balances, type JournalTx, LedgerError, replay, validateJournal } from './ledger.ts';

export type Invariant =
  /** Every journal transaction is well formed and its entries sum to zero per currency. */
  | 'ENTRIES_SUM_TO_ZERO'
  /** No user account balance is below zero. */
  | 'NO_NEGATIVE_USER_BALANCE'
  /** Each stored balance equals the sum of the entries posted to it. */
  | 'BALANCE_EQUALS_ENTRIES'
  /** Replaying the journal from scratch, with every check, reproduces every balance. */
  | 'REPLAY_REPRODUCES_BALANCES';

export interface InvariantViolation {
  invariant: Invariant;
  message: string;
  key?: string;
}

/** Lists every ledger invariant that `balances` and `journal` violate; an empty list means the ledger is sound. */
export function checkInvariants(balances: Balances, journal: readonly JournalTx[]): InvariantViolation[] {
  const violations: InvariantViolation[] = [];

  journal.forEach((tx, i) => {
    try {
      validateJournal(tx);
    } catch (error) {
      violations.push({ invariant: 'ENTRIES_SUM_TO_ZERO', message: `journal[${i}] (${tx.kind}): ${describe(error)}` });
    }
  });

  for (const [key, balance] of balances) {
    const parsed = parseBalanceKey(key);
    if (parsed !== undefined && isUserAccount(parsed.account) && balance.isNegative()) {
      violations.push({ invariant: 'NO_NEGATIVE_USER_BALANCE', message: `${key} is ${balance}`, key });
    }
  }

  const sums = new Map<string, Decimal>();
  for (const tx of journal) {
    for (const { account, currency, amount } of tx.entries) {
      const key = balanceKey(account, currency);
      sums.set(key, (sums.get(key) ?? Decimal.ZERO).add(amount));
    }
  }
  for (const [key, stored, expected] of differences(balances, sums)) {
    violations.push({
      invariant: 'BALANCE_EQUALS_ENTRIES',
      message: `${key} is ${stored} but its entries sum to ${expected}`,
      key,
    });
  }

  try {
    for (const [key, stored, replayed] of differences(balances, replay(journal))) {
      violations.push({
        invariant: 'REPLAY_REPRODUCES_BALANCES',
        message: `${key} is ${stored} but replay gives ${replayed}`,
        key,
      });
    }
  } catch (error) {
    violations.push({ invariant: 'REPLAY_REPRODUCES_BALANCES', message: `replay failed: ${describe(error)}` });
  }

  return violations;
}

/** Keys whose values differ between the two maps, a missing key counting as zero. */
function differences(a: Balances, b: Balances): [key: string, a: Decimal, b: Decimal][] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys]
    .map((key): [string, Decimal, Decimal] => [key, a.get(key) ?? Decimal.ZERO, b.get(key) ?? Decimal.ZERO])
    .filter(([, x, y]) => !x.eq(y));
}

function describe(error: unknown): string {
  if (error instanceof LedgerError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
