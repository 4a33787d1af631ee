import { type AccountRef, balanceKey, parseAccount } from './accounts.ts';
import { type Currency, convert, isCurrency, isRepresentable } from './currency.ts';
import { Decimal } from './decimal.ts';
import type { JournalKind } from './journal-kinds.ts';

/** The original amount and FX rate of an entry converted from another currency (e.g. HKD → USD). */
export interface FxNote {
  fromCurrency: Currency;
  fromAmount: Decimal;
  /** Units of the entry's currency per one unit of fromCurrency. */
  rate: Decimal;
}

/** One line of a journal transaction. A positive amount increases the account's balance, a negative one decreases it. */
export interface Entry {
  account: AccountRef;
  amount: Decimal;
  currency: Currency;
  fx?: FxNote;
}

export interface JournalTx {
  /** What kind of movement this is, from the closed list JOURNAL_KINDS, e.g. 'transfer', 'fee', 'trade_open'. */
  kind: JournalKind;
  memo?: string;
  entries: readonly Entry[];
}

/** Balances keyed by BalanceKey ('user:42:balance:available@USD'). Missing keys are zero. */
export type Balances = ReadonlyMap<string, Decimal>;

export type LedgerErrorCode =
  | 'TOO_FEW_ENTRIES'
  | 'ZERO_AMOUNT'
  | 'NON_POSITIVE_AMOUNT'
  | 'UNBALANCED'
  | 'BAD_ACCOUNT'
  | 'SAME_ACCOUNT'
  | 'BAD_CURRENCY'
  | 'BAD_PRECISION'
  | 'FX_MISMATCH'
  | 'INSUFFICIENT_FUNDS';

export class LedgerError extends Error {
  override readonly name = 'LedgerError';
  readonly code: LedgerErrorCode;
  /** The balance key at fault, when there is one. */
  readonly account: string | undefined;

  constructor(code: LedgerErrorCode, message: string, account?: string) {
    super(message);
    this.code = code;
    this.account = account;
  }
}

/** Throws LedgerError unless the transaction is well formed and sums to zero per currency. */
export function validateJournal(tx: JournalTx): void {
  if (tx.entries.length < 2) {
    throw new LedgerError(
      'TOO_FEW_ENTRIES',
      `A journal transaction needs at least two entries, got ${tx.entries.length}`,
    );
  }
  const totals = new Map<Currency, Decimal>();
  for (const { account, amount, currency, fx } of tx.entries) {
    if (parseAccount(account) === undefined) throw new LedgerError('BAD_ACCOUNT', `Malformed account ${account}`);
    if (!isCurrency(currency)) throw new LedgerError('BAD_CURRENCY', `Unknown currency ${currency} on ${account}`);
    const key = balanceKey(account, currency);
    if (amount.isZero()) throw new LedgerError('ZERO_AMOUNT', `Zero amount on ${key}`, key);
    if (!isRepresentable(amount, currency)) {
      throw new LedgerError('BAD_PRECISION', `${amount} is finer than the minor unit of ${currency}`, key);
    }
    if (fx !== undefined && !convert(fx.fromAmount, fx.rate, currency).eq(amount)) {
      throw new LedgerError(
        'FX_MISMATCH',
        `${fx.fromAmount} ${fx.fromCurrency} × ${fx.rate} ≠ ${amount} ${currency}`,
        key,
      );
    }
    totals.set(currency, (totals.get(currency) ?? Decimal.ZERO).add(amount));
  }
  for (const [currency, total] of totals) {
    if (!total.isZero()) throw new LedgerError('UNBALANCED', `Entries in ${currency} sum to ${total}, not 0`);
  }
}

/**
 * Returns the balances after `tx`, leaving `balances` untouched. Refuses (INSUFFICIENT_FUNDS) when any user
 * account would end below zero; house accounts may go negative (e.g. 'cash' mirrors money deposited).
 */
export function applyJournal(balances: Balances, tx: JournalTx): Map<string, Decimal> {
  const next = new Map(balances);
  applyInPlace(next, tx);
  return next;
}

/** `applyJournal` writing into `balances` itself, all of `tx` or (when it throws) none of it. */
function applyInPlace(balances: Map<string, Decimal>, tx: JournalTx): void {
  validateJournal(tx);
  const touched = new Map<string, { account: AccountRef; after: Decimal }>();
  for (const { account, amount, currency } of tx.entries) {
    const key = balanceKey(account, currency);
    const before = touched.get(key)?.after ?? balances.get(key) ?? Decimal.ZERO;
    touched.set(key, { account, after: before.add(amount) });
  }
  // Checked on the transaction's net result (its entries apply atomically), once per balance.
  for (const [key, { account, after }] of touched) {
    if (after.isNegative() && parseAccount(account)?.owner === 'user') {
      const before = balances.get(key) ?? Decimal.ZERO;
      throw new LedgerError('INSUFFICIENT_FUNDS', `Insufficient funds in ${key}: ${before} would become ${after}`, key);
    }
  }
  for (const [key, { after }] of touched) balances.set(key, after);
}

/**
 * Rebuilds every balance from an empty ledger, in one map (a copy per transaction would make it quadratic). Throws
 * the first LedgerError the journal would raise.
 */
export function replay(journal: Iterable<JournalTx>): Map<string, Decimal> {
  const balances = new Map<string, Decimal>();
  for (const tx of journal) applyInPlace(balances, tx);
  return balances;
}

export function balanceOf(balances: Balances, account: AccountRef, currency: Currency = 'USD'): Decimal {
  return balances.get(balanceKey(account, currency)) ?? Decimal.ZERO;
}
