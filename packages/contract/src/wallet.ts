import { z } from 'zod';
import { WALLET_TYPES } from './codes.ts';
import { defineEndpoint } from './endpoint.ts';
import { decimalString, text } from './fields.ts';
import { pageOf, pageQuery } from './paging.ts';

export const TRANSFER_MAX = '1000000000000';
export const TRANSFER_STATUSES = ['pending', 'completed', 'cancelled'] as const;

/** What a bill line was; the server derives it from the journal transaction's kind. */
export const BILL_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'transfer_in',
  'transfer_out',
  'transfer_cancelled',
  'fee',
  'freeze',
  'unfreeze',
  'pnl',
  'interest',
  'mining_reward',
  'trade_open',
  'trade_close',
  'margin_add',
  'financing',
  'loan',
  'loan_repayment',
  'robot_rental',
  'robot_return',
] as const;
export type BillType = (typeof BILL_TYPES)[number];

const required = (rule: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : rule;

const WALLET_RULE = `must be one of ${WALLET_TYPES.join(', ')}`;
export const walletTypeField = z.enum(WALLET_TYPES, { error: required(WALLET_RULE) });

/** True when `amount` (digits, optional 2 decimals) is at most TRANSFER_MAX; compared as text, never as a float. */
function withinMax(amount: string): boolean {
  const [int = '', frac = ''] = amount.split('.');
  const digits = int.replace(/^0+(?=\d)/, '');
  if (digits.length !== TRANSFER_MAX.length) return digits.length < TRANSFER_MAX.length;
  return digits < TRANSFER_MAX || (digits === TRANSFER_MAX && /^0*$/.test(frac));
}

/** The longest amount string taken: far more than any amount needs, and short enough to parse cheaply. */
export const AMOUNT_MAX_CHARS = 40;

/** A positive USD amount: a decimal string with at most 2 decimals, at most TRANSFER_MAX. */
export const moneyAmountField = z
  .string({ error: required('must be a decimal string such as "100.50"') })
  .max(AMOUNT_MAX_CHARS, `must be at most ${AMOUNT_MAX_CHARS} characters`)
  .regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number')
  .refine((s) => !s.startsWith('-') && /[1-9]/.test(s), 'must be greater than 0')
  .refine((s) => !/\.\d{3,}$/.test(s), 'must have at most 2 decimals')
  .refine((s) => !/^\d+(\.\d+)?$/.test(s) || withinMax(s), `must be at most ${TRANSFER_MAX}`);

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = text()
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .refine(isTimeZone, 'must be an IANA time zone such as America/New_York');

export const walletBalanceSchema = z.object({ balance: decimalString, usedBalance: decimalString });

export const transferSchema = z.object({
  id: z.number().int(),
  from: walletTypeField,
  to: walletTypeField,
  amount: decimalString,
  status: z.enum(TRANSFER_STATUSES),
  createTimeTimestamp: z.number().int(),
  /** When it completed, or (pending) when it will. */
  settleTimeTimestamp: z.number().int(),
  cancelTimeTimestamp: z.number().int().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const billSchema = z.object({
  id: z.number().int(),
  /** Signed: money in is positive, money out negative. */
  amount: decimalString,
  createTimeTimestamp: z.number().int(),
  /** MM-DD-YYYY HH:mm:ss (24-hour) in the requested time zone. */
  createTime: z.string(),
  type: z.enum(BILL_TYPES),
  walletType: walletTypeField,
  /** The wallet's available balance after this line. */
  balanceAfter: decimalString,
});
export type Bill = z.infer<typeof billSchema>;

export const fundingOverviewSchema = z.object({
  totalAmount: decimalString,
  todayProfit: decimalString,
  /** What is free in Balance. */
  balance: decimalString,
  /** What is frozen in Balance: withdrawals under review, part of `totalAmount` until paid or returned. */
  frozenAmount: decimalString,
  dailyInterest: decimalString,
  totalInterest: decimalString,
  /** Today in the requested time zone, MM/DD/YYYY. */
  thisDate: z.string(),
});
export type FundingOverview = z.infer<typeof fundingOverviewSchema>;

const idField = z
  .number({ error: required('must be a whole number') })
  .int('must be a whole number')
  .positive('must be greater than 0');

export const walletEndpoints = {
  getWalletBalance: defineEndpoint({
    method: 'POST',
    path: '/wallet/getWalletBalance',
    tag: 'wallet',
    summary: "One wallet's available (balance) and frozen (usedBalance) amounts",
    auth: true,
    input: z.strictObject({ walletType: walletTypeField }),
    output: walletBalanceSchema,
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: '/wallet/transfer',
    tag: 'wallet',
    summary:
      'Move money between Balance and a trading wallet; into a trading wallet it completes at once, out of one it ' +
      'is pending (cancellable) for TRANSFER_SETTLE_MS',
    auth: true,
    idempotent: true,
    input: z
      .strictObject({ from: walletTypeField, to: walletTypeField, amount: moneyAmountField })
      .superRefine((t, ctx) => {
        if (t.from === t.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must differ from from' });
        else if (t.from !== 'balance' && t.to !== 'balance') {
          ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be balance when from is a trading wallet' });
        }
      }),
    output: transferSchema,
  }),
  cancelTransfer: defineEndpoint({
    method: 'POST',
    path: '/wallet/cancelTransfer',
    tag: 'wallet',
    summary: 'Cancel a pending transfer; the money returns to the wallet it left',
    auth: true,
    idempotent: true,
    input: z.strictObject({ id: idField }),
    output: transferSchema,
  }),
  getTransferList: defineEndpoint({
    method: 'POST',
    path: '/wallet/getTransferList',
    tag: 'wallet',
    summary: "The user's transfers, newest first",
    auth: true,
    input: z.strictObject({
      status: z.enum(TRANSFER_STATUSES, { error: `must be one of ${TRANSFER_STATUSES.join(', ')}` }).optional(),
      ...pageQuery,
    }),
    output: pageOf(transferSchema),
  }),
  getWalletBill: defineEndpoint({
    method: 'POST',
    path: '/wallet/getWalletBill',
    tag: 'wallet',
    summary: 'Every movement of the available balance of one wallet (or all), newest first',
    auth: true,
    input: z.strictObject({ walletType: walletTypeField.optional(), timeZone: timeZoneField, ...pageQuery }),
    output: pageOf(billSchema),
  }),
  getFundingOverview: defineEndpoint({
    method: 'POST',
    path: '/userCenter/getFundingOverview',
    tag: 'wallet',
    summary: "Total value, today's profit, funding balance and interest; 'today' in timeZone (default UTC)",
    auth: true,
    input: z.strictObject({ timeZone: timeZoneField.optional() }),
    output: fundingOverviewSchema,
  }),
};
