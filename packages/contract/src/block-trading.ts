import { z } from 'zod';
import { ReviewStatus, TradeDirection } from './codes.ts';
import { defineEndpoint } from './endpoint.ts';
import { boundedText, decimalString, idField, requiredOr, text } from './fields.ts';
import { MARKETS } from './codes.ts';
import { blockTradeSchema } from './market.ts';
import { pageOf, pageQuery, QUEUE_SORTS, queueSort } from './paging.ts';
import { orderResultSchema } from './trading.ts';

/**
 * Block trading (docs/product.md §4-§6, docs/design.md §5): a permission of its own, applied for and reviewed by staff,
 * then orders of at least the listing's minimum (10,000 shares) at the block price, from the Stock account.
 */

/**
 * Where the user stands (docs/product.md §4 "not yet open; the user may apply; then under review; then open"), plus
 * `rejected`: the last application failed review (with the reason), and the user may apply again.
 */
export const BLOCK_TRADING_STATES = ['notOpen', 'underReview', 'open', 'rejected'] as const;
export type BlockTradingState = (typeof BLOCK_TRADING_STATES)[number];
export const BLOCK_TRADING_STATE_LABELS: Record<BlockTradingState, string> = {
  notOpen: 'Not yet open',
  underReview: 'Under review',
  open: 'Open',
  rejected: 'Audit Failure',
};

/** Application status, the review codes of docs/product.md §4: 1 Pending Review, 2 Audit Failure, 3 Completed. */
const applicationStatus = z.union([
  z.literal(ReviewStatus.pending),
  z.literal(ReviewStatus.failed),
  z.literal(ReviewStatus.completed),
]);

export const blockTradingStatusSchema = z.object({
  state: z.enum(BLOCK_TRADING_STATES),
  stateLabel: z.string(),
  /** The latest application, when there is one. */
  applicationId: z.number().int().nullable(),
  /** Why the latest application was rejected; '' otherwise. */
  reason: z.string(),
  appliedTimestamp: z.number().int().nullable(),
  reviewTimeTimestamp: z.number().int().nullable(),
});
export type BlockTradingStatus = z.infer<typeof blockTradingStatusSchema>;

/** One application for the permission, as staff see it. */
export const blockTradingApplicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatus,
  statusLabel: z.string(),
  reason: z.string(),
  createTimeTimestamp: z.number().int(),
  reviewTimeTimestamp: z.number().int().nullable(),
  userId: z.number().int(),
  userLoginId: z.string(),
  email: z.string(),
});
export type BlockTradingApplication = z.infer<typeof blockTradingApplicationSchema>;

/** A block order as filled: the block price against the market price it was taken from. */
export const blockOrderSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  positionId: z.number().int(),
  stockCode: z.string(),
  stockName: z.string(),
  market: z.enum(MARKETS),
  currency: z.string(),
  direction: z.number().int(),
  num: z.number().int(),
  /** The price paid per share (quote currency): the market price less the discount, on the tick. */
  blockPrice: decimalString,
  /** The market price it was taken from: the ask for a buy, the bid for a sell. */
  marketPrice: decimalString,
  discountRate: decimalString,
  /** USD: the shares at the block price, and the fee on that amount. */
  amount: decimalString,
  fee: decimalString,
  createTimeTimestamp: z.number().int(),
});
export type BlockOrder = z.infer<typeof blockOrderSchema>;

export const blockOrderResultSchema = orderResultSchema.extend({ block: blockOrderSchema });
export type BlockOrderResult = z.infer<typeof blockOrderResultSchema>;

/** The private /push event when staff decide an application: a hint to refresh the status, with a message. */
export const blockTradingEventSchema = z.object({
  applicationId: z.number().int(),
  state: z.enum(BLOCK_TRADING_STATES),
  reason: z.string(),
  message: z.string(),
});
export type BlockTradingEvent = z.infer<typeof blockTradingEventSchema>;

const code = text().trim().min(1, 'is required').max(24, 'must be at most 24 characters');
const blockOrderInput = z.strictObject({
  stockCode: code,
  market: z.enum(MARKETS, { error: requiredOr(`must be one of ${MARKETS.join(', ')}`) }),
  direction: z
    .number({ error: requiredOr('must be 0 (buy) or 1 (sell)') })
    .int('must be 0 (buy) or 1 (sell)')
    .refine((v) => v === TradeDirection.buy || v === TradeDirection.sell, 'must be 0 (buy) or 1 (sell)'),
  /** Shares: at least the listing's minimum (docs/product.md §9), a whole number of lots. */
  num: z
    .number({ error: requiredOr('must be a whole number') })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .max(1_000_000_000, 'must be at most 1000000000'),
});
export type BlockOrderInput = z.output<typeof blockOrderInput>;

export const blockTradingEndpoints = {
  blockTradeQuote: defineEndpoint({
    method: 'POST',
    path: '/blockTrade/detail',
    tag: 'block-trading',
    summary: 'One instrument open for block trading: the live price, the block price, the discount and the minimum',
    auth: false,
    input: z.strictObject({ stockCode: code, market: blockOrderInput.shape.market }),
    output: blockTradeSchema,
  }),
  blockTradingStatus: defineEndpoint({
    method: 'POST',
    path: '/blockTrade/permission',
    tag: 'block-trading',
    summary: "The user's block-trading permission: not yet open, under review, open, or rejected with the reason",
    auth: true,
    input: z.strictObject({}),
    output: blockTradingStatusSchema,
  }),
  blockTradingApply: defineEndpoint({
    method: 'POST',
    path: '/blockTrade/apply',
    tag: 'block-trading',
    summary: 'Apply for the block-trading permission; it is then under review (409 when under review or open)',
    auth: true,
    input: z.strictObject({}),
    output: blockTradingStatusSchema,
  }),
  blockTradeCreate: defineEndpoint({
    method: 'POST',
    path: '/blockTrade/create',
    tag: 'block-trading',
    summary:
      'Buy or sell at the block price from the Stock account, at least the minimum (403 without the permission, 422 below the minimum)',
    auth: true,
    idempotent: true,
    input: blockOrderInput,
    output: blockOrderResultSchema,
  }),
  blockOrderList: defineEndpoint({
    method: 'POST',
    path: '/blockTrade/pageList',
    tag: 'block-trading',
    summary: "The user's block orders, newest first",
    auth: true,
    input: z.strictObject({ ...pageQuery }),
    output: pageOf(blockOrderSchema),
  }),
};

const reviewStatusFilter = z
  .union([z.literal(ReviewStatus.pending), z.literal(ReviewStatus.failed), z.literal(ReviewStatus.completed)], {
    error: 'must be 1, 2 or 3',
  })
  .optional();

export const staffBlockTradingEndpoints = {
  staffBlockTradingList: defineEndpoint({
    method: 'POST',
    path: '/admin/blockTrade/listPage',
    tag: 'staff',
    permission: 'blockTrading.review',
    summary: 'Block-trading applications to review (staff only); the pending queue oldest first',
    auth: true,
    input: z.strictObject({ status: reviewStatusFilter, ...queueSort(QUEUE_SORTS), ...pageQuery }),
    output: pageOf(blockTradingApplicationSchema),
  }),
  staffBlockTradingApprove: defineEndpoint({
    method: 'POST',
    path: '/admin/blockTrade/approve',
    tag: 'staff',
    permission: 'blockTrading.review',
    summary: 'Approve a pending block-trading application: the user may place block orders',
    auth: true,
    input: z.strictObject({ id: idField, note: boundedText(300).optional() }),
    output: blockTradingApplicationSchema,
  }),
  staffBlockTradingReject: defineEndpoint({
    method: 'POST',
    path: '/admin/blockTrade/reject',
    tag: 'staff',
    permission: 'blockTrading.review',
    summary: 'Reject a pending block-trading application with the reason the user will see',
    auth: true,
    input: z.strictObject({ id: idField, reason: boundedText(300) }),
    output: blockTradingApplicationSchema,
  }),
};
