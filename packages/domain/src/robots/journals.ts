import { type AccountRef, houseAccount, userAccount } from '../money/accounts.ts';
import { Decimal, type DecimalInput } from '../money/decimal.ts';
import { type Entry, type JournalTx, LedgerError, validateJournal } from '../money/ledger.ts';

/**
 * A robot rental's money. At the purchase the fee goes from the renter's Balance to the house `robot_fees` account
 * (income, it never comes back) and the amount to the robot's own strategy account, which the strategy runner trades
 * through the trading engine. At the end what that account holds goes back to Balance. So at every moment a renter's
 * money is in Balance, in their robots' accounts, or paid away as fees, P&L settled with house trading and trading
 * fees (docs/design.md §4).
 */

/** The purchase: Balance → house robot_fees (the fee) and Balance → the robot's strategy account (the amount). */
export function robotRented(
  renterId: string,
  strategyAccount: AccountRef,
  amount: DecimalInput,
  fee: DecimalInput,
): JournalTx {
  const value = positive('robot_rental amount', amount);
  const charge = Decimal.from(fee);
  if (charge.isNegative()) throw new LedgerError('NON_POSITIVE_AMOUNT', `robot_rental fee must not be negative`);
  const entries: Entry[] = [
    { account: userAccount(renterId, 'balance'), amount: value.add(charge).neg(), currency: 'USD' },
    { account: strategyAccount, amount: value, currency: 'USD' },
  ];
  if (charge.isPositive()) entries.push({ account: houseAccount('robot_fees'), amount: charge, currency: 'USD' });
  const tx: JournalTx = { kind: 'robot_rental', entries };
  validateJournal(tx);
  return tx;
}

/** The end of a rental: what the robot's strategy account holds → the renter's Balance. */
export function robotReturned(strategyAccount: AccountRef, renterId: string, amount: DecimalInput): JournalTx {
  const value = positive('robot_return amount', amount);
  const tx: JournalTx = {
    kind: 'robot_return',
    entries: [
      { account: strategyAccount, amount: value.neg(), currency: 'USD' },
      { account: userAccount(renterId, 'balance'), amount: value, currency: 'USD' },
    ],
  };
  validateJournal(tx);
  return tx;
}

function positive(what: string, amount: DecimalInput): Decimal {
  const value = Decimal.from(amount);
  if (!value.isPositive()) throw new LedgerError('NON_POSITIVE_AMOUNT', `${what} must be positive, got ${value}`);
  return value;
}
