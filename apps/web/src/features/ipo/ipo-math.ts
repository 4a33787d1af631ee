import type { Endpoints, IpoSubscription, OutputOf } from '@bourse/contract';
import { allottedAmount, Decimal, type Fx, subscriptionCost } from '@bourse/domain';

export type IpoTerms = OutputOf<Endpoints['ipoFullNum']>;

export interface SubscriptionFigures {
  amount: Decimal;
  fee: Decimal;
  total: Decimal;
}

/** What `shares` cost: the server's own rule (packages/domain), so the figure shown is the one frozen, to the cent. */
export function subscriptionFigures(terms: IpoTerms, shares: number): SubscriptionFigures | null {
  if (shares <= 0) return null;
  const cost = subscriptionCost(
    {
      issuePrice: Decimal.from(terms.issuePrice),
      lotSize: terms.lotSize,
      fx: { currency: terms.currency as 'USD', rate: Decimal.from(terms.fxRate) },
      fee: { rate: terms.feeRate, minimum: terms.feeMinimum },
    },
    shares,
  );
  return { amount: cost.margin, fee: cost.fee, total: cost.total };
}

/**
 * After the draw: what the won shares cost in USD (the draw's own rule, at the rate the subscription was converted
 * at) and the handling fee charged on them, which is the rest of what was paid (`actualAmount`). Exact decimals.
 */
export function allotmentFigures(s: IpoSubscription): { amount: Decimal; fee: Decimal } {
  const fx: Fx = { currency: s.currency as Fx['currency'], rate: Decimal.from(s.fxRate) };
  const { amount } = allottedAmount(Decimal.from(s.planUnitAmount), s.equityNum, fx);
  return { amount, fee: Decimal.from(s.actualAmount).sub(amount) };
}
