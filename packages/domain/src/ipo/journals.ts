import { houseAccount, userAccount } from '../money/accounts.ts';
import { Decimal } from '../money/decimal.ts';
import { type Entry, type FxNote, type JournalTx, LedgerError, validateJournal } from '../money/ledger.ts';
import { ACCOUNT_CURRENCY } from '../trading/terms.ts';

/**
 * The journal transactions of an IPO subscription (docs/decisions.md "IPO"), all on the user's IPO account in USD,
 * until the listing moves the paid amount to the Stock account, where it is the holding's margin.
 */

function entry(account: Entry['account'], amount: Decimal, fx?: FxNote): Entry {
  return fx ? { account, amount, currency: ACCOUNT_CURRENCY, fx } : { account, amount, currency: ACCOUNT_CURRENCY };
}

function positive(what: string, amount: Decimal) {
  if (!amount.isPositive()) throw new LedgerError('NON_POSITIVE_AMOUNT', `${what} must be positive, got ${amount}`);
}

function done(tx: JournalTx): JournalTx {
  validateJournal(tx);
  return tx;
}

/** A subscription freezes its amount (with its FX note when converted) and fee: IPO available → IPO used. */
export function ipoSubscribeTx(userId: string, amount: Decimal, fee: Decimal, fx?: FxNote): JournalTx {
  positive('ipo_subscribe amount', amount);
  const used = userAccount(userId, 'ipo', 'used');
  const entries = [entry(userAccount(userId, 'ipo'), amount.add(fee).neg()), entry(used, amount, fx)];
  if (fee.isPositive()) entries.push(entry(used, fee));
  return done({ kind: 'ipo_subscribe', entries });
}

/** A cancelled subscription gives back what it froze: IPO used → IPO available. */
export function ipoCancelTx(userId: string, frozen: Decimal): JournalTx {
  positive('ipo_cancel amount', frozen);
  return done({
    kind: 'ipo_cancel',
    entries: [entry(userAccount(userId, 'ipo', 'used'), frozen.neg()), entry(userAccount(userId, 'ipo'), frozen)],
  });
}

export interface DrawLine {
  userId: string;
  fee: Decimal;
  refund: Decimal;
}

/**
 * The draw's money for many subscriptions in one journal transaction: each user's fee leaves IPO used for the house,
 * each refund goes from IPO used back to IPO available; the paid amount stays frozen. Undefined when nothing moves.
 * Balanced by construction and not validated here: posting validates it (a draw's 100,000 lines once, not twice).
 */
export function ipoDrawTx(lines: readonly DrawLine[]): JournalTx | undefined {
  const entries: Entry[] = [];
  let fees = Decimal.ZERO;
  for (const l of lines) {
    if (l.fee.isNegative() || l.refund.isNegative()) throw new LedgerError('NON_POSITIVE_AMOUNT', 'negative draw line');
    const out = l.fee.add(l.refund);
    if (out.isZero()) continue;
    entries.push(entry(userAccount(l.userId, 'ipo', 'used'), out.neg()));
    if (l.refund.isPositive()) entries.push(entry(userAccount(l.userId, 'ipo'), l.refund));
    fees = fees.add(l.fee);
  }
  if (entries.length === 0) return undefined;
  if (fees.isPositive()) entries.push(entry(houseAccount('fees'), fees));
  return { kind: 'ipo_draw', entries };
}

/** On the listing date the paid amount becomes the holding's margin: IPO used → Stock used. */
export function ipoListingTx(userId: string, paid: Decimal): JournalTx {
  positive('ipo_listing amount', paid);
  return done({
    kind: 'ipo_listing',
    entries: [entry(userAccount(userId, 'ipo', 'used'), paid.neg()), entry(userAccount(userId, 'stock', 'used'), paid)],
  });
}
