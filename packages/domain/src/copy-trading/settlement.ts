import { houseAccount, userAccount } from '../money/accounts.ts';
import { Decimal, type DecimalInput } from '../money/decimal.ts';
import { type Entry, type JournalTx, LedgerError, validateJournal } from '../money/ledger.ts';

/** Follow orders are in USD, to the cent. */
const CENTS = 2;

/** What a follow order's cycle comes to. */
export interface FollowSettlement {
  /** The user's share at the cycle's end: amount × end equity ÷ start equity, rounded down to the cent, never below 0. */
  value: Decimal;
  /** value − amount: the share of the cycle's profit (positive) or loss (negative, at most the amount). */
  pnl: Decimal;
  /** The stated profit share of a gain, half-up to the cent; zero on a loss or nothing. */
  profitShare: Decimal;
  /** What comes back to the Follow account: amount + pnl − profitShare. */
  payout: Decimal;
}

export interface FollowCycle {
  amount: DecimalInput;
  /** The institution account's equity when the cycle started and when it ended. */
  startEquity: DecimalInput;
  endEquity: DecimalInput;
  /** The fraction of a gain the institution keeps, 0 to 1 ("0.2" is 20 %). */
  profitShareRate: DecimalInput;
}

/**
 * A follow order's share of its cycle: the amount follows the institution account's equity proportionally, so it ends
 * at amount × end ÷ start. A loss can take at most the amount; the profit share is taken on a gain only.
 */
export function followSettlement(c: FollowCycle): FollowSettlement {
  const amount = Decimal.from(c.amount);
  const start = Decimal.from(c.startEquity);
  const end = Decimal.from(c.endEquity);
  const rate = Decimal.from(c.profitShareRate);
  if (!amount.isPositive()) throw new RangeError(`a follow amount must be positive, got ${amount}`);
  if (!start.isPositive()) throw new RangeError(`a cycle's start equity must be positive, got ${start}`);
  if (rate.isNegative() || rate.gt(1)) throw new RangeError(`a profit share must be within 0 and 1, got ${rate}`);
  const value = Decimal.max(Decimal.ZERO, amount.mul(end).div(start, { scale: CENTS, rounding: 'down' }));
  const pnl = value.sub(amount);
  const profitShare = pnl.isPositive() ? pnl.mul(rate).round(CENTS, 'half-up') : Decimal.ZERO;
  return { value, pnl, profitShare, payout: value.sub(profitShare) };
}

function usd(account: Entry['account'], amount: Decimal): Entry {
  return { account, amount, currency: 'USD' };
}

function done(tx: JournalTx): JournalTx {
  validateJournal(tx);
  return tx;
}

function positive(what: string, amount: Decimal) {
  if (!amount.isPositive()) throw new LedgerError('NON_POSITIVE_AMOUNT', `${what} must be positive, got ${amount}`);
}

/** A follow order freezes its amount: Follow available → Follow used. */
export function followPlaceTx(userId: string, amount: DecimalInput): JournalTx {
  const value = Decimal.from(amount);
  positive('follow_place amount', value);
  return done({
    kind: 'follow_place',
    entries: [usd(userAccount(userId, 'follow'), value.neg()), usd(userAccount(userId, 'follow', 'used'), value)],
  });
}

/** A follow order cancelled before its cycle starts gives its amount back: Follow used → Follow available. */
export function followCancelTx(userId: string, amount: DecimalInput): JournalTx {
  const value = Decimal.from(amount);
  positive('follow_cancel amount', value);
  return done({
    kind: 'follow_cancel',
    entries: [usd(userAccount(userId, 'follow', 'used'), value.neg()), usd(userAccount(userId, 'follow'), value)],
  });
}

/**
 * The cycle's end: the frozen amount leaves Follow used; the payout comes back to Follow available; house copy trading
 * pays the gain (or takes the loss) and the profit share goes to house fees.
 */
export function followSettleTx(userId: string, amount: DecimalInput, s: FollowSettlement): JournalTx {
  const value = Decimal.from(amount);
  positive('follow_settle amount', value);
  if (!s.payout.add(s.profitShare).sub(s.pnl).eq(value)) throw new RangeError('settlement does not add up to amount');
  const entries = [usd(userAccount(userId, 'follow', 'used'), value.neg())];
  if (!s.payout.isZero()) entries.push(usd(userAccount(userId, 'follow'), s.payout));
  if (!s.pnl.isZero()) entries.push(usd(houseAccount('copy_trading'), s.pnl.neg()));
  if (s.profitShare.isPositive()) entries.push(usd(houseAccount('fees'), s.profitShare));
  return done({ kind: 'follow_settle', entries });
}
