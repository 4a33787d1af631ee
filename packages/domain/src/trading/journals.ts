import { type AccountRef, houseAccount, userAccount } from '../money/accounts.ts';
import { Decimal } from '../money/decimal.ts';
import type { JournalKind } from '../money/journal-kinds.ts';
import { type Entry, type FxNote, type JournalTx, LedgerError, validateJournal } from '../money/ledger.ts';
import { negateAmount } from './fx.ts';
import type { CloseSettlement } from './settlement.ts';
import { ACCOUNT_CURRENCY, type TradingAccountKind } from './terms.ts';

/**
 * Journal transactions of trading (docs/design.md §4-§5), all in the account currency (USD). Entries of zero are
 * left out and entries on the same account are netted (except one carrying an FX note); each result is validated.
 */

interface Line {
  account: AccountRef;
  amount: Decimal;
  fx?: FxNote | undefined;
}

function journal(kind: JournalKind, lines: readonly Line[]): JournalTx | undefined {
  const entries: Entry[] = [];
  for (const { account, amount, fx } of lines) {
    const same = fx === undefined ? entries.find((e) => e.account === account && e.fx === undefined) : undefined;
    if (same) same.amount = same.amount.add(amount);
    else
      entries.push(
        fx === undefined
          ? { account, amount, currency: ACCOUNT_CURRENCY }
          : { account, amount, currency: ACCOUNT_CURRENCY, fx },
      );
  }
  const kept = entries.filter((e) => !e.amount.isZero());
  if (kept.length === 0) return undefined;
  const tx: JournalTx = { kind, entries: kept };
  validateJournal(tx);
  return tx;
}

function required(kind: JournalKind, lines: readonly Line[]): JournalTx {
  const tx = journal(kind, lines);
  if (tx === undefined) throw new LedgerError('NON_POSITIVE_AMOUNT', `${kind} moves nothing`);
  return tx;
}

function positive(kind: JournalKind, what: string, amount: Decimal): Decimal {
  if (!amount.isPositive())
    throw new LedgerError('NON_POSITIVE_AMOUNT', `${kind} ${what} must be positive, got ${amount}`);
  return amount;
}

function notNegative(kind: JournalKind, what: string, amount: Decimal): Decimal {
  if (amount.isNegative())
    throw new LedgerError('NON_POSITIVE_AMOUNT', `${kind} ${what} must not be negative, got ${amount}`);
  return amount;
}

const available = (userId: string, account: TradingAccountKind) => userAccount(userId, account, 'available');
const used = (userId: string, account: TradingAccountKind) => userAccount(userId, account, 'used');

/** A resting limit order reserves its margin and open fee: available → used. */
export function orderFreezeTx(userId: string, account: TradingAccountKind, amount: Decimal): JournalTx {
  positive('order_freeze', 'amount', amount);
  return required('order_freeze', [
    { account: available(userId, account), amount: amount.neg() },
    { account: used(userId, account), amount },
  ]);
}

/** A cancelled or expired order gives its reservation back: used → available. */
export function orderReleaseTx(userId: string, account: TradingAccountKind, amount: Decimal): JournalTx {
  positive('order_release', 'amount', amount);
  return required('order_release', [
    { account: used(userId, account), amount: amount.neg() },
    { account: available(userId, account), amount },
  ]);
}

export interface TradeOpen {
  margin: Decimal;
  fee: Decimal;
  /** A resting limit order's fill: the margin is already in used, and the fee goes from used to the house. */
  fromFrozen?: boolean | undefined;
  /**
   * With fromFrozen: what the order froze, when it differs from margin + fee (e.g. the FX rate moved); the
   * difference returns to available (or, if short, is taken from it). Default margin + fee.
   */
  frozen?: Decimal | undefined;
}

/**
 * A fill. Market: available → used (margin) and available → house fees (fee). Limit fill (fromFrozen): the frozen
 * margin stays in used, the frozen fee goes used → house fees; undefined when that moves nothing (no fee, nothing
 * left over).
 */
export function tradeOpenTx(userId: string, account: TradingAccountKind, open: TradeOpen): JournalTx | undefined {
  const margin = positive('trade_open', 'margin', open.margin);
  const fee = notNegative('trade_open', 'fee', open.fee);
  if (!open.fromFrozen) {
    return required('trade_open', [
      { account: available(userId, account), amount: margin.add(fee).neg() },
      { account: used(userId, account), amount: margin },
      { account: houseAccount('fees'), amount: fee },
    ]);
  }
  const frozen = notNegative('trade_open', 'frozen', open.frozen ?? margin.add(fee));
  return journal('trade_open', [
    { account: used(userId, account), amount: frozen.neg() },
    { account: used(userId, account), amount: margin },
    { account: available(userId, account), amount: frozen.sub(margin).sub(fee) },
    { account: houseAccount('fees'), amount: fee },
  ]);
}

/**
 * A close: used −releasedMargin; available +availableChange (released + P&L − fee + write-off); house trading
 * −P&L (with the FX note); house fees +fee; house writeoffs −writeOff. Undefined when nothing moves.
 */
export function tradeCloseTx(
  userId: string,
  account: TradingAccountKind,
  settlement: CloseSettlement,
): JournalTx | undefined {
  notNegative('trade_close', 'released margin', settlement.releasedMargin);
  notNegative('trade_close', 'fee', settlement.fee);
  notNegative('trade_close', 'write-off', settlement.writeOff);
  const house = negateAmount(settlement.pnl);
  return journal('trade_close', [
    { account: used(userId, account), amount: settlement.releasedMargin.neg() },
    { account: available(userId, account), amount: settlement.availableChange },
    { account: houseAccount('trading'), amount: house.amount, fx: house.fx },
    { account: houseAccount('fees'), amount: settlement.fee },
    { account: houseAccount('writeoffs'), amount: settlement.writeOff.neg() },
  ]);
}

/** Add margin to a position: available → used. */
export function marginAddTx(userId: string, account: TradingAccountKind, amount: Decimal): JournalTx {
  positive('margin_add', 'amount', amount);
  return required('margin_add', [
    { account: available(userId, account), amount: amount.neg() },
    { account: used(userId, account), amount },
  ]);
}

export interface FinancingPayment {
  /** Undefined when nothing could be paid. */
  tx: JournalTx | undefined;
  fromAvailable: Decimal;
  /** Taken from the position's margin (its margin is that much lower afterwards). */
  fromMargin: Decimal;
  /** What neither could cover; not charged. */
  unpaid: Decimal;
}

/**
 * Overnight financing: the account's available → house trading; what available lacks comes out of the position's
 * margin (used). `funds` are the available balance and the position's margin now.
 */
export function financingTx(
  userId: string,
  account: TradingAccountKind,
  amount: Decimal,
  funds: { available: Decimal; margin: Decimal },
): FinancingPayment {
  notNegative('financing', 'amount', amount);
  const fromAvailable = Decimal.min(amount, Decimal.max(funds.available, Decimal.ZERO));
  const fromMargin = Decimal.min(amount.sub(fromAvailable), Decimal.max(funds.margin, Decimal.ZERO));
  const tx = journal('financing', [
    { account: available(userId, account), amount: fromAvailable.neg() },
    { account: used(userId, account), amount: fromMargin.neg() },
    { account: houseAccount('trading'), amount: fromAvailable.add(fromMargin) },
  ]);
  return { tx, fromAvailable, fromMargin, unpaid: amount.sub(fromAvailable).sub(fromMargin) };
}
