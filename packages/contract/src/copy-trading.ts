import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { decimalString, idField, requiredOr } from './fields.ts';
import { MARKETS } from './codes.ts';
import { pageOf, pageQuery } from './paging.ts';
import { statedRulesSchema } from './strategies.ts';
import { moneyAmountField } from './wallet.ts';

/**
 * Copy trading through institutions (docs/product.md §4 "Follow-order statuses", §6 "Follow order"; docs/decisions.md,
 * Copy trading). An institution is a strategy that really trades on the simulated market through the trading engine
 * from a house-owned account; its figures come from that account's equity. A follow order of 100 to 1,000,000 USD,
 * paid from the Follow account, waits for the institution's next cycle (cancellable until then), follows the account's
 * equity through the cycle and is settled at its end, less the stated profit share on a gain.
 */
export const FOLLOW_MIN = '100';
export const FOLLOW_MAX = '1000000';

export const FOLLOW_STATUSES = ['wait_confirm', 'to_be_settled', 'settled', 'cancelled'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];
/** The labels of docs/product.md §4 (and Cancelled for an order withdrawn while it waited). */
export const FOLLOW_STATUS_LABELS: Record<FollowStatus, string> = {
  wait_confirm: 'Wait Confirm',
  to_be_settled: 'To be settled',
  settled: 'Settled',
  cancelled: 'Cancelled',
};

/** The private /push event type of a follow order's step (started, settled). */
export const FOLLOW_PUSH_TYPE = 'follow';

/** Whole cents of a decimal string with at most two decimals (the amount field has already checked the form). */
function cents(amount: string): bigint {
  const [int = '0', frac = ''] = amount.split('.');
  return BigInt(int) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
}

export const followAmountField = moneyAmountField
  .refine((s) => !/^\d+(\.\d{1,2})?$/.test(s) || cents(s) >= cents(FOLLOW_MIN), `must be at least ${FOLLOW_MIN}`)
  .refine((s) => !/^\d+(\.\d{1,2})?$/.test(s) || cents(s) <= cents(FOLLOW_MAX), `must be at most ${FOLLOW_MAX}`);

const point = z.object({ t: z.number().int(), equity: decimalString });

export const institutionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The strategy's rules in one English sentence, with its parameters (kept for compatibility and the back office). */
  rules: z.string(),
  /** The same rules as figures, with the candles they read: the app writes them in the user's language. */
  strategyRules: statedRulesSchema,
  stockCode: z.string(),
  market: z.enum(MARKETS),
  instrumentName: z.string(),
  leverage: z.number().int(),
  /** The fraction of a follower's gain the institution keeps ("0.2" is 20 %); nothing is taken from a loss. */
  profitShareRate: decimalString,
  cycleMs: z.number().int(),
  /** When the next cycle starts: what a follow order placed now waits for. */
  nextCycleTimestamp: z.number().int(),
  /** The institution account's equity now (USD). */
  equity: decimalString,
  /** Returns in percent, two decimals, from the account's own equity; null before its first sample. */
  weekReturn: decimalString.nullable(),
  monthReturn: decimalString.nullable(),
  totalReturn: decimalString.nullable(),
  /** The largest fall from a peak, in percent. */
  maxDrawdown: decimalString,
  /** Users with a follow order waiting or running. */
  followers: z.number().int(),
  /** The equity over the last 30 days (samples, then now). */
  curve: z.array(point),
});
export type Institution = z.infer<typeof institutionSchema>;

export const institutionTradeSchema = z.object({
  direction: z.number().int(),
  /** 0 open, 1 close. */
  openClose: z.number().int(),
  quantity: z.number().int(),
  price: decimalString,
  profit: decimalString,
  createTimeTimestamp: z.number().int(),
});

export const institutionDetailSchema = institutionSchema.extend({
  /** Its most recent fills, newest first: the trades its record comes from. */
  trades: z.array(institutionTradeSchema),
  minAmount: decimalString,
  maxAmount: decimalString,
});
export type InstitutionDetail = z.infer<typeof institutionDetailSchema>;

export const followOrderSchema = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  institutionName: z.string(),
  amount: decimalString,
  status: z.enum(FOLLOW_STATUSES),
  profitShareRate: decimalString,
  /** The cycle it follows: the expected one while it waits, the actual one once it started. */
  cycleStartTimestamp: z.number().int(),
  cycleEndTimestamp: z.number().int(),
  /** The institution's equity at the cycle's start and end; null until known. */
  startEquity: decimalString.nullable(),
  endEquity: decimalString.nullable(),
  /** The share of the cycle's profit or loss, the profit share taken and what came back; null until settled. */
  pnl: decimalString.nullable(),
  profitShare: decimalString.nullable(),
  payout: decimalString.nullable(),
  createTimeTimestamp: z.number().int(),
  startTimeTimestamp: z.number().int().nullable(),
  settleTimeTimestamp: z.number().int().nullable(),
  cancelTimeTimestamp: z.number().int().nullable(),
});
export type FollowOrder = z.infer<typeof followOrderSchema>;

/** The private /push event of a follow order's step: a hint to refresh, with the order's new state. */
export const followEventSchema = z.object({
  kind: z.enum(['started', 'settled']),
  order: followOrderSchema,
});
export type FollowEvent = z.infer<typeof followEventSchema>;

const statusFilter = z
  .enum(FOLLOW_STATUSES, { error: requiredOr(`must be one of ${FOLLOW_STATUSES.join(', ')}`) })
  .optional();

export const copyTradingEndpoints = {
  institutionList: defineEndpoint({
    method: 'POST',
    path: '/institution/list',
    tag: 'copy-trading',
    summary: 'The institutions to copy, each with its strategy, track record from its own fills and followers',
    auth: true,
    input: z.strictObject({}),
    output: z.array(institutionSchema),
  }),
  institutionDetail: defineEndpoint({
    method: 'POST',
    path: '/institution/detail',
    tag: 'copy-trading',
    summary: 'One institution with its recent trades and the follow amount limits',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: institutionDetailSchema,
  }),
  followCreate: defineEndpoint({
    method: 'POST',
    path: '/follow/create',
    tag: 'copy-trading',
    summary:
      'Follow an institution with 100 to 1,000,000 USD from the Follow account (a verified identity is needed); it waits for the next cycle',
    auth: true,
    idempotent: true,
    input: z.strictObject({ institutionId: idField, amount: followAmountField }),
    output: followOrderSchema,
  }),
  followCancel: defineEndpoint({
    method: 'POST',
    path: '/follow/cancel',
    tag: 'copy-trading',
    summary: 'Cancel a follow order that still waits for its cycle; the amount returns to the Follow account',
    auth: true,
    idempotent: true,
    input: z.strictObject({ id: idField }),
    output: followOrderSchema,
  }),
  followList: defineEndpoint({
    method: 'POST',
    path: '/follow/pageList',
    tag: 'copy-trading',
    summary: "The user's follow orders, newest first",
    auth: true,
    input: z.strictObject({ status: statusFilter, ...pageQuery }),
    output: pageOf(followOrderSchema),
  }),
  followDetail: defineEndpoint({
    method: 'POST',
    path: '/follow/detail',
    tag: 'copy-trading',
    summary: 'One follow order; another user’s is 404',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: followOrderSchema,
  }),
  followTestRun: defineEndpoint({
    method: 'POST',
    path: '/test/follow/run',
    tag: 'copy-trading',
    summary:
      'Test hook, answered only when the server runs with COPY_TRADING_TEST_HOOKS=1 (else 404): ends the institution’s running cycle now and starts the next',
    auth: true,
    input: z.strictObject({ institutionId: idField }),
    output: z.object({ started: z.number().int(), settled: z.number().int() }),
  }),
};
