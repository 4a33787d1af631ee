import { z } from 'zod';
import { ReviewStatus, ReviewStatusLabel } from './codes.ts';
import {
  CRYPTO_CURRENCIES,
  CRYPTO_NETWORKS,
  type CryptoCurrency,
  checkCryptoTarget,
  cryptoTargetFields,
} from './crypto-addresses.ts';
import { defineEndpoint } from './endpoint.ts';
import { boundedText, idField, payPasswordField, requiredOr, text } from './fields.ts';
import { AMOUNT_QUEUE_SORTS, pageOf, pageQuery, queueSort } from './paging.ts';
import { totpCodeField } from './staff.ts';
import { AMOUNT_MAX_CHARS, moneyAmountField } from './wallet.ts';

/** docs/product.md §9: minimum deposit 1; smaller deposits are refused (and never kept). */
export const DEPOSIT_MIN = '1';
/**
 * The minimum of a crypto deposit, in the coin. USD stablecoins keep the product's 1 (docs/product.md §9); for BTC and ETH "1" would mean
 * thousands of dollars, so their minimum is a small amount of the coin.
 */
export const CRYPTO_DEPOSIT_MIN: Record<CryptoCurrency, string> = {
  USDT: DEPOSIT_MIN,
  USDC: DEPOSIT_MIN,
  BTC: '0.0001',
  ETH: '0.001',
};
/** A user may have at most this many deposits waiting for review. */
export const PENDING_DEPOSIT_LIMIT = 10;
export const WITHDRAWAL_MIN = '10';
/** docs/product.md §9: a crypto deposit needs three network confirmations by default. */
export const DEFAULT_CONFIRMATIONS = 3;
/** Coins credited one to one in USD; any other coin is credited at the amount staff confirm. */
export const USD_STABLECOINS = ['USDT', 'USDC'] as const;

export const FUNDING_CHANNELS = ['bank', 'crypto'] as const;
export type FundingChannel = (typeof FUNDING_CHANNELS)[number];

/** A positive decimal amount; the number of decimals allowed depends on the currency and is checked by the server. */
export const fundingAmountField = text()
  .max(AMOUNT_MAX_CHARS, `must be at most ${AMOUNT_MAX_CHARS} characters`)
  .regex(/^\d+(\.\d{1,18})?$/, 'must be a positive decimal number such as "100.50"')
  .refine((s) => /[1-9]/.test(s), 'must be greater than 0');

const reviewStatus = z.union([
  z.literal(ReviewStatus.pending),
  z.literal(ReviewStatus.failed),
  z.literal(ReviewStatus.completed),
]);
export { ReviewStatusLabel };

/** Where the platform receives a crypto deposit. */
export const depositChannelSchema = z.object({
  currency: z.enum(CRYPTO_CURRENCIES),
  network: z.enum(CRYPTO_NETWORKS),
  address: z.string(),
  confirmations: z.number().int(),
  minAmount: z.string(),
  /** True when the coin is credited one to one in USD. */
  usdPegged: z.boolean(),
});

/** The platform's bank account a bank deposit is sent to, with the reference that matches it to the deposit. */
export const bankInstructionsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
  referenceCode: z.string(),
});

export const depositSchema = z.object({
  id: z.number().int(),
  channel: z.enum(FUNDING_CHANNELS),
  amount: z.string(),
  currency: z.string(),
  network: z.string().nullable(),
  /** Crypto: the platform's address the coins were sent to (as offered when the deposit was made). */
  address: z.string().nullable(),
  txHash: z.string().nullable(),
  /** A signed url of the credential image (it works without the Authorization header for a while). */
  credentialUrl: z.string().nullable(),
  /** USD credited to Balance once approved. */
  creditedAmount: z.string().nullable(),
  status: reviewStatus,
  statusLabel: z.string(),
  reason: z.string(),
  referenceCode: z.string(),
  bank: bankInstructionsSchema.nullable(),
  createTimeTimestamp: z.number().int(),
  reviewTimeTimestamp: z.number().int().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  channel: z.enum(FUNDING_CHANNELS),
  /** USD taken from Balance. */
  amount: z.string(),
  fee: z.string(),
  /** What it is paid out in: USD to a card, the coin to a crypto address. */
  currency: z.string(),
  /** Card: bank name and masked number; crypto: currency, network and address. Copied when the request is made. */
  bankName: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  cardNo: z.string().nullable(),
  network: z.string().nullable(),
  address: z.string().nullable(),
  status: reviewStatus,
  statusLabel: z.string(),
  reason: z.string(),
  createTimeTimestamp: z.number().int(),
  reviewTimeTimestamp: z.number().int().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

const statusFilter = reviewStatus.optional();

const depositCreate = z
  .strictObject({
    channel: z.enum(FUNDING_CHANNELS, { error: requiredOr('must be bank or crypto') }),
    amount: fundingAmountField,
    currency: z
      .enum(CRYPTO_CURRENCIES, { error: requiredOr(`must be one of ${CRYPTO_CURRENCIES.join(', ')}`) })
      .optional(),
    network: z.enum(CRYPTO_NETWORKS, { error: requiredOr(`must be one of ${CRYPTO_NETWORKS.join(', ')}`) }).optional(),
    txHash: text()
      .trim()
      .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be a transaction hash (64 hex digits)')
      .optional(),
    credentialUrl: boundedText(300).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.channel === 'crypto') {
      if (!d.currency) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'is required' });
      if (!d.network) ctx.addIssue({ code: 'custom', path: ['network'], message: 'is required' });
    } else if (d.currency || d.network || d.txHash) {
      ctx.addIssue({ code: 'custom', path: ['channel'], message: 'bank deposits take no currency, network or txHash' });
    }
  });

/** The amount is USD from Balance (at most 2 decimals) whatever it is paid out in. */
/** With two-factor authentication on, a withdrawal also needs the authenticator code. */
const secondFactorField = { totpCode: totpCodeField.optional() };
const withdrawalApply = z.union([
  z.strictObject({ amount: moneyAmountField, payPassword: payPasswordField, cardId: idField, ...secondFactorField }),
  z
    .strictObject({
      amount: moneyAmountField,
      payPassword: payPasswordField,
      ...cryptoTargetFields,
      ...secondFactorField,
    })
    .superRefine(checkCryptoTarget),
]);

/**
 * The private /push event (type FUNDING_PUSH_TYPE) a user's sockets get when staff decide one of their deposits or
 * withdrawals: a hint to refresh the record and the balances.
 */
export const FUNDING_PUSH_TYPE = 'funding';
export const fundingResultEventSchema = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  id: z.number().int(),
  status: reviewStatus,
  statusLabel: z.string(),
  reason: z.string(),
  amount: z.string(),
});
export type FundingResultEvent = z.infer<typeof fundingResultEventSchema>;

export const fundingEndpoints = {
  depositChannels: defineEndpoint({
    method: 'POST',
    path: '/recharge/currency/selectList',
    tag: 'funding',
    summary: 'Digital currencies and networks the platform receives, with its address and required confirmations',
    auth: true,
    input: z.strictObject({}),
    output: z.array(depositChannelSchema),
  }),
  depositCreate: defineEndpoint({
    method: 'POST',
    path: '/recharge/create',
    tag: 'funding',
    summary: 'Declare a deposit (bank or crypto); it reaches Balance only when staff approve it',
    auth: true,
    idempotent: true,
    input: depositCreate,
    output: depositSchema,
  }),
  depositCredential: defineEndpoint({
    method: 'POST',
    path: '/recharge/uploadCredential',
    tag: 'funding',
    summary: 'Attach the transfer credential (a screenshot uploaded with /upload) to a pending deposit',
    auth: true,
    input: z.strictObject({ id: idField, credentialUrl: boundedText(300) }),
    output: depositSchema,
  }),
  depositList: defineEndpoint({
    method: 'POST',
    path: '/recharge/listPage',
    tag: 'funding',
    summary:
      'The caller’s deposits, newest first: amount, reason, status 1 Pending Review, 2 Audit Failure, 3 Completed',
    auth: true,
    input: z.strictObject({ status: statusFilter, ...pageQuery }),
    output: pageOf(depositSchema),
  }),
  usableWithdrawal: defineEndpoint({
    method: 'GET',
    path: '/withdrawal/getUsableWithdrawalAmount',
    tag: 'funding',
    summary: 'What can be withdrawn now: Balance’s available amount',
    auth: true,
    input: z.strictObject({}),
    output: z.object({ amount: z.string(), currency: z.string(), minAmount: z.string() }),
  }),
  withdrawalApply: defineEndpoint({
    method: 'POST',
    path: '/withdrawal/withdrawal-apply',
    tag: 'funding',
    summary:
      'Ask to withdraw to a bound card ({cardId}) or a crypto address ({currency, network, address}); the amount is frozen at once',
    auth: true,
    idempotent: true,
    // The key names the request without the pay password (docs/decisions.md).
    idempotencyOmits: ['payPassword', 'totpCode'],
    input: withdrawalApply,
    output: withdrawalSchema,
  }),
  withdrawalList: defineEndpoint({
    method: 'POST',
    path: '/withdrawal/listPage',
    tag: 'funding',
    summary: 'The caller’s withdrawals, newest first, with status and reason',
    auth: true,
    input: z.strictObject({ status: statusFilter, ...pageQuery }),
    output: pageOf(withdrawalSchema),
  }),
};

/** Staff review (API only for now): every decision is audited with who, when, what and why. */
const staffDeposit = depositSchema.extend({ userId: z.number().int(), userLoginId: z.string(), email: z.string() });
const staffWithdrawal = withdrawalSchema.extend({
  userId: z.number().int(),
  userLoginId: z.string(),
  email: z.string(),
  /** Four eyes: approvals given and needed (2 above the server's threshold), and who gave the first. */
  approvals: z.number().int(),
  approvalsNeeded: z.union([z.literal(1), z.literal(2)]),
  firstApproverId: z.number().int().nullable(),
});
const reason = text().trim().min(1, 'is required').max(300, 'must be at most 300 characters');

export const staffFundingEndpoints = {
  staffDepositList: defineEndpoint({
    method: 'POST',
    path: '/admin/recharge/listPage',
    tag: 'staff',
    permission: 'deposits.review',
    summary: 'Deposits to review, sorted by id, amount or createdAt (staff only)',
    auth: true,
    input: z.strictObject({ status: statusFilter, ...queueSort(AMOUNT_QUEUE_SORTS), ...pageQuery }),
    output: pageOf(staffDeposit),
  }),
  staffDepositApprove: defineEndpoint({
    method: 'POST',
    path: '/admin/recharge/approve',
    tag: 'staff',
    permission: 'deposits.review',
    summary:
      'Approve a pending deposit: Balance is credited (creditedAmount in USD is required for coins not pegged to USD)',
    auth: true,
    input: z.strictObject({
      id: idField,
      creditedAmount: fundingAmountField.optional(),
      note: boundedText(300).optional(),
    }),
    output: staffDeposit,
  }),
  staffDepositReject: defineEndpoint({
    method: 'POST',
    path: '/admin/recharge/reject',
    tag: 'staff',
    permission: 'deposits.review',
    summary: 'Reject a pending deposit with the reason the user will see',
    auth: true,
    input: z.strictObject({ id: idField, reason }),
    output: staffDeposit,
  }),
  staffWithdrawalList: defineEndpoint({
    method: 'POST',
    path: '/admin/withdrawal/listPage',
    tag: 'staff',
    permission: 'withdrawals.review',
    summary: 'Withdrawals to review, sorted by id, amount or createdAt (staff only)',
    auth: true,
    input: z.strictObject({ status: statusFilter, ...queueSort(AMOUNT_QUEUE_SORTS), ...pageQuery }),
    output: pageOf(staffWithdrawal),
  }),
  staffWithdrawalApprove: defineEndpoint({
    method: 'POST',
    path: '/admin/withdrawal/approve',
    tag: 'staff',
    permission: 'withdrawals.review',
    summary:
      'Approve a withdrawal: paid (the frozen amount leaves to the house), or above the four-eyes threshold first recorded and paid at a different staff member’s approval',
    auth: true,
    input: z.strictObject({ id: idField, note: boundedText(300).optional() }),
    output: staffWithdrawal,
  }),
  staffWithdrawalRevealCard: defineEndpoint({
    method: 'POST',
    path: '/admin/withdrawal/revealCard',
    tag: 'staff',
    permission: 'withdrawals.revealCard',
    summary:
      'The full number of the card a pending withdrawal pays to, for the payout; every reveal is written to the audit log (lists stay masked)',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: z.object({ cardNumber: z.string() }),
  }),
  staffWithdrawalReject: defineEndpoint({
    method: 'POST',
    path: '/admin/withdrawal/reject',
    tag: 'staff',
    permission: 'withdrawals.review',
    summary: 'Reject a withdrawal: the frozen amount returns to Balance, and the user sees the reason',
    auth: true,
    input: z.strictObject({ id: idField, reason }),
    output: staffWithdrawal,
  }),
};
