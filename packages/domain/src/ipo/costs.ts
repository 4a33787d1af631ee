import { Decimal } from '../money/decimal.ts';
import { type FeeSchedule, tradeFee } from '../money/fees.ts';
import { type AccountAmount, type Fx, toAccount } from '../trading/fx.ts';
import { type OpenCost, openCost } from '../trading/margin.ts';
import { maxLots } from '../trading/sizing.ts';

/**
 * What a subscription costs and what the draw settles (docs/decisions.md "IPO"). A subscription freezes the amount
 * (shares × issue price, in USD at the FX rate of the moment, half-up to the cent) and the handling fee on it (the
 * trading fee schedule: 0.1 %, at least 1 USD, rounded up). At the draw the won shares are paid at the same rate, the
 * fee is charged on the paid amount only (none when nothing is won), and the rest is refunded.
 */

export interface SubscriptionTerms {
  issuePrice: Decimal;
  lotSize: number;
  fx: Fx;
  fee?: FeeSchedule | undefined;
}

/** The amount and handling fee of applying for `shares`. */
export function subscriptionCost(terms: SubscriptionTerms, shares: number): OpenCost {
  return openCost({
    price: terms.issuePrice,
    quantity: shares,
    contractSize: 1,
    fx: terms.fx,
    leverage: 1,
    fee: terms.fee,
  });
}

/** The most shares (whole lots) whose amount plus fee `funds` cover (getIpoFullNum). */
export function maxSubscription(terms: SubscriptionTerms, funds: Decimal): { lots: number; shares: number } {
  const size = maxLots({
    funds,
    price: terms.issuePrice,
    contractSize: 1,
    lotSize: terms.lotSize,
    fx: terms.fx,
    leverage: 1,
    fee: terms.fee,
  });
  return { lots: size.lots, shares: size.quantity };
}

export interface Allotment {
  /** What the won shares cost, USD (stays frozen until the listing date, when it becomes the holding). */
  paid: AccountAmount;
  /** The handling fee charged, USD. */
  fee: Decimal;
  /** What goes back to the IPO account's available balance, USD. */
  refund: Decimal;
}

/** What `wonShares` cost in the account's currency at the subscription's rate: the amount paid for them at the draw. */
export function allottedAmount(issuePrice: Decimal, wonShares: number, fx: Fx): AccountAmount {
  return wonShares === 0 ? { amount: Decimal.ZERO } : toAccount(issuePrice.mul(wonShares), fx);
}

/** The draw's settlement of one subscription: `frozen` is what it froze (amount + fee), `wonShares` what it won. */
export function allotmentSettlement(
  terms: SubscriptionTerms,
  frozen: { amount: Decimal; fee: Decimal },
  wonShares: number,
): Allotment {
  if (!Number.isSafeInteger(wonShares) || wonShares < 0)
    throw new RangeError(`Won shares must be ≥ 0, got ${wonShares}`);
  const paid = allottedAmount(terms.issuePrice, wonShares, terms.fx);
  const fee = wonShares === 0 ? Decimal.ZERO : tradeFee(paid.amount, terms.fee);
  const refund = frozen.amount.add(frozen.fee).sub(paid.amount).sub(fee);
  if (refund.isNegative() || paid.amount.gt(frozen.amount) || fee.gt(frozen.fee)) {
    throw new RangeError(`An allotment of ${wonShares} shares costs more than was frozen`);
  }
  return { paid, fee, refund };
}
