import { type AccountRef, houseAccount, type UserAccountKind, userAccount } from './accounts.ts';
import type { Currency } from './currency.ts';
import { Decimal, type DecimalInput } from './decimal.ts';
import type { JournalKind } from './journal-kinds.ts';
import { type JournalTx, LedgerError, validateJournal } from './ledger.ts';

/** Builders for the common money movements. Each returns a validated two-entry JournalTx moving `amount` (> 0). */

/** Between two of a user's trading/funding accounts: available → available. */
export function transfer(
  userId: string,
  fromKind: UserAccountKind,
  toKind: UserAccountKind,
  amount: DecimalInput,
  currency: Currency = 'USD',
): JournalTx {
  if (fromKind === toKind) throw new LedgerError('SAME_ACCOUNT', `Cannot transfer from ${fromKind} to itself`);
  return move('transfer', userAccount(userId, fromKind), userAccount(userId, toKind), amount, currency);
}

/** Reserves funds, e.g. for an open order: available → used. */
export function freeze(
  userId: string,
  kind: UserAccountKind,
  amount: DecimalInput,
  currency: Currency = 'USD',
): JournalTx {
  return move('freeze', userAccount(userId, kind, 'available'), userAccount(userId, kind, 'used'), amount, currency);
}

/** Releases reserved funds: used → available. */
export function unfreeze(
  userId: string,
  kind: UserAccountKind,
  amount: DecimalInput,
  currency: Currency = 'USD',
): JournalTx {
  return move('unfreeze', userAccount(userId, kind, 'used'), userAccount(userId, kind, 'available'), amount, currency);
}

/** House cash → the user's Balance (available). House cash goes negative by what users have deposited. */
export function depositApproved(userId: string, amount: DecimalInput, currency: Currency = 'USD'): JournalTx {
  return move('deposit_approved', houseAccount('cash'), userAccount(userId, 'balance'), amount, currency);
}

/** Holds the requested amount until the withdrawal is paid or rejected: Balance available → used. */
export function withdrawalRequested(userId: string, amount: DecimalInput, currency: Currency = 'USD'): JournalTx {
  return move(
    'withdrawal_requested',
    userAccount(userId, 'balance', 'available'),
    userAccount(userId, 'balance', 'used'),
    amount,
    currency,
  );
}

/** The money leaves the platform: Balance used → house cash. */
export function withdrawalPaid(userId: string, amount: DecimalInput, currency: Currency = 'USD'): JournalTx {
  return move('withdrawal_paid', userAccount(userId, 'balance', 'used'), houseAccount('cash'), amount, currency);
}

/** Returns the held amount: Balance used → available. */
export function withdrawalRejected(userId: string, amount: DecimalInput, currency: Currency = 'USD'): JournalTx {
  return move(
    'withdrawal_rejected',
    userAccount(userId, 'balance', 'used'),
    userAccount(userId, 'balance', 'available'),
    amount,
    currency,
  );
}

/** Charges a fee: the user's account (available) → house fees. */
export function fee(
  userId: string,
  kind: UserAccountKind,
  amount: DecimalInput,
  currency: Currency = 'USD',
): JournalTx {
  return move('fee', userAccount(userId, kind), houseAccount('fees'), amount, currency);
}

function move(
  kind: JournalKind,
  from: AccountRef,
  to: AccountRef,
  amount: DecimalInput,
  currency: Currency,
): JournalTx {
  const value = Decimal.from(amount);
  if (!value.isPositive())
    throw new LedgerError('NON_POSITIVE_AMOUNT', `${kind} amount must be positive, got ${value}`);
  const tx: JournalTx = {
    kind,
    entries: [
      { account: from, amount: value.neg(), currency },
      { account: to, amount: value, currency },
    ],
  };
  validateJournal(tx);
  return tx;
}
