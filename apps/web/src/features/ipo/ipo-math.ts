import type { Endpoints, OutputOf } from '@bourse/contract';
import { Decimal, subscriptionCost } from '@bourse/domain';

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
