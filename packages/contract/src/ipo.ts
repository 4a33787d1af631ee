import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { decimalString, idField, requiredOr, text } from './fields.ts';
import { MARKETS } from './codes.ts';
import { pageOf, pageQuery } from './paging.ts';

/**
 * IPO subscriptions (docs/product.md §2-§4 and §7, docs/design.md §5, docs/decisions.md "IPO"). A subscription pays
 * from the IPO account in USD: the issue price is in the offering's currency, amounts are USD.
 */

export const ipoSubscriptionSchema = z.object({
  id: z.number().int(),
  stockCode: z.string(),
  stockName: z.string(),
  market: z.enum(MARKETS),
  /** The offering's currency (the issue price's). */
  currency: z.string(),
  orderState: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** The issue price, in `currency`. */
  planUnitAmount: decimalString,
  /** The price paid per won share, in `currency` (the issue price once won, else 0). */
  unitAmount: decimalString,
  /** Shares applied for. */
  planNum: z.number().int(),
  /** Shares won (0 until the draw). */
  equityNum: z.number().int(),
  lotSize: z.number().int(),
  /**
   * USD: the amount applied for (shares × issue price at the FX rate of the moment), without the fee: frozen at
   * subscription, and still what was applied for after the draw.
   */
  amount: decimalString,
  /** USD: the handling fee frozen with the amount (on the whole application), kept as it was after the draw. */
  fee: decimalString,
  /** USD: what the won shares cost, at the subscription's FX rate (0 until the draw, and when nothing is won). */
  allottedAmount: decimalString,
  /** USD: the handling fee charged on the won shares at the draw (0 until the draw, and when nothing is won). */
  chargedFee: decimalString,
  /** USD: paid for won shares plus the fee charged, `allottedAmount` + `chargedFee` (0 until the draw). */
  actualAmount: decimalString,
  /** USD: still frozen in the IPO account (amount and fee before the draw; the paid amount until listing). */
  pendingAmount: decimalString,
  /** USD: returned to the IPO account by the draw (or by a cancel). */
  refund: decimalString,
  /** USD per unit of `currency` the amount was converted at. */
  fxRate: decimalString,
  subscriptionTimestamp: z.number().int(),
  drawDateTimestamp: z.number().int(),
  marketDateTimestamp: z.number().int(),
  /** The last change: subscribed, drawn or listed. */
  modifyTimeTimestamp: z.number().int(),
  /** The holding the won shares became on the listing date. */
  positionId: z.number().int().nullable(),
  /** 1 while the subscription window is open (it can still be cancelled). */
  cancellable: z.union([z.literal(0), z.literal(1)]),
});
export type IpoSubscription = z.infer<typeof ipoSubscriptionSchema>;

export const ipoFullNumSchema = z.object({
  stockCode: z.string(),
  stockName: z.string(),
  market: z.enum(MARKETS),
  exchangeCode: z.string(),
  /** The offering's dates on its exchange (YYYY-MM-DD). */
  subscriptionStartDate: z.string(),
  subscriptionEndDate: z.string(),
  drawDate: z.string(),
  listingDate: z.string(),
  /** The most shares (whole lots) the IPO account's available funds cover, amount plus fee. */
  fullNum: z.number().int(),
  lotSize: z.number().int(),
  issuePrice: decimalString,
  currency: z.string(),
  /** USD per unit of `currency` now. */
  fxRate: decimalString,
  /** The handling fee: a fraction of the USD amount, at least `feeMinimum` USD, rounded up to the cent. */
  feeRate: decimalString,
  feeMinimum: decimalString,
  /** The IPO account's available funds, USD. */
  orderable: decimalString,
  /** 1 while the offering's subscription window is open. */
  open: z.union([z.literal(0), z.literal(1)]),
});

/** The private /push event of a draw result or a listing; a hint to refresh, with a message. */
export const ipoEventSchema = z.object({
  kind: z.enum(['drawn', 'listed']),
  subscriptionId: z.number().int(),
  stockCode: z.string(),
  orderState: z.number().int(),
  message: z.string(),
});
export type IpoEvent = z.infer<typeof ipoEventSchema>;

const stockCode = text().trim().min(1, 'is required').max(24, 'must be at most 24 characters');
const sharesField = z
  .number({ error: requiredOr('must be a whole number') })
  .int('must be a whole number')
  .positive('must be greater than 0')
  .max(1_000_000_000, 'must be at most 1000000000');

export const ipoEndpoints = {
  ipoSubscribe: defineEndpoint({
    method: 'POST',
    path: '/NewShares/create',
    tag: 'ipo',
    summary: 'Subscribe to an offering in whole lots from the IPO account: the amount and fee are frozen',
    auth: true,
    idempotent: true,
    input: z.strictObject({ stockCode, num: sharesField }),
    output: ipoSubscriptionSchema,
  }),
  ipoCancel: defineEndpoint({
    method: 'POST',
    path: '/NewShares/cancel',
    tag: 'ipo',
    summary: 'Cancel a subscription while its window is open; what it froze returns to the IPO account',
    auth: true,
    idempotent: true,
    input: z.strictObject({ id: idField }),
    output: ipoSubscriptionSchema,
  }),
  ipoFullNum: defineEndpoint({
    method: 'POST',
    path: '/position/getIpoFullNum',
    tag: 'ipo',
    summary: 'The most shares the IPO account covers for an offering, with the terms to price them',
    auth: true,
    input: z.strictObject({ stockCode }),
    output: ipoFullNumSchema,
  }),
  ipoSubscription: defineEndpoint({
    method: 'POST',
    path: '/position/subscription',
    tag: 'ipo',
    summary: "The user's live subscription to one offering, or null",
    auth: true,
    input: z.strictObject({ stockCode }),
    output: ipoSubscriptionSchema.nullable(),
  }),
  ipoSubscriptions: defineEndpoint({
    method: 'POST',
    path: '/position/subscriptionOrder/pageList',
    tag: 'ipo',
    summary: "The user's IPO subscriptions, newest first (cancelled ones left out)",
    auth: true,
    input: z.strictObject({ ...pageQuery }),
    output: pageOf(ipoSubscriptionSchema),
  }),
  ipoTestRun: defineEndpoint({
    method: 'POST',
    path: '/test/ipo/run',
    tag: 'ipo',
    summary:
      'Test hook, answered only when the server runs with IPO_TEST_HOOKS=1 (else 404): draws an offering now, as on its draw date',
    auth: true,
    input: z.strictObject({ stockCode }),
    output: z.object({ drawn: z.boolean() }),
  }),
};
