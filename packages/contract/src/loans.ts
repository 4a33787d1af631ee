import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { boundedText, decimalString, idField, requiredOr, text } from './fields.ts';
import { AMOUNT_QUEUE_SORTS, pageOf, pageQuery, queueSort } from './paging.ts';
import { moneyAmountField } from './wallet.ts';

/**
 * Loans (docs/product.md §1 "a loan application"; docs/decisions.md, Loans). A verified user applies (amount within
 * the configured limits, a term from the configured list, a purpose); staff approve or reject with a reason; an
 * approved loan is paid into Balance from the house lending account; interest is added to what it owes once a day;
 * the user repays from Balance, early or at term; at term what is still owed is taken from Balance as far as it goes
 * and the rest is overdue.
 */
export const LOAN_STATUSES = ['pending', 'rejected', 'active', 'overdue', 'repaid'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
/** The loans that are not finished: one at a time per user. */
export const OPEN_LOAN_STATUSES = ['pending', 'active', 'overdue'] as const satisfies readonly LoanStatus[];
/** The loans that are finished: repaid, or rejected before they ran. */
export const FINISHED_LOAN_STATUSES = ['rejected', 'repaid'] as const satisfies readonly LoanStatus[];
/**
 * The user's list filter by phase: `open` is the unfinished loan (`OPEN_LOAN_STATUSES`, at most one), `finished` the
 * others (`FINISHED_LOAN_STATUSES`): the /loan screen's card and its Past loans.
 */
export const LOAN_PHASES = ['open', 'finished'] as const;
export type LoanPhase = (typeof LOAN_PHASES)[number];

/** Every movement of a loan, as its record shows it. */
export const LOAN_MOVEMENT_KINDS = ['disbursed', 'interest', 'repayment', 'auto_repayment'] as const;
export type LoanMovementKind = (typeof LOAN_MOVEMENT_KINDS)[number];

/** The private /push event type of a loan decision or of what happened at term. */
export const LOAN_PUSH_TYPE = 'loan';

export const LOAN_PURPOSE_MAX = 200;

const termDaysField = z
  .number({ error: requiredOr('must be a whole number of days') })
  .int('must be a whole number of days');

const loanApply = z.strictObject({
  amount: moneyAmountField,
  termDays: termDaysField,
  purpose: boundedText(LOAN_PURPOSE_MAX),
});

export const loanTermsSchema = z.object({
  minAmount: decimalString,
  maxAmount: decimalString,
  /** The annual rate as a fraction ("0.12" is 12% a year). */
  annualRate: decimalString,
  /** The terms a loan may have, in days. */
  termDays: z.array(z.number().int()),
});
export type LoanTerms = z.infer<typeof loanTermsSchema>;

export const loanQuoteSchema = z.object({
  amount: decimalString,
  termDays: z.number().int(),
  annualRate: decimalString,
  /** Interest for one day on the whole amount, rounded up to the cent. */
  dailyInterest: decimalString,
  /** dailyInterest × termDays: the interest when the loan is held to term. */
  totalInterest: decimalString,
  /** amount + totalInterest. */
  totalRepayment: decimalString,
});
export type LoanQuote = z.infer<typeof loanQuoteSchema>;

export const loanMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LOAN_MOVEMENT_KINDS),
  /** Positive: what the movement added to the debt (disbursed, interest) or paid off it (repayments). */
  amount: decimalString,
  /** The loan day an interest movement is for (1 is the first 24 hours), otherwise null. */
  day: z.number().int().nullable(),
  principalAfter: decimalString,
  interestAfter: decimalString,
  createTimeTimestamp: z.number().int(),
});
export type LoanMovement = z.infer<typeof loanMovementSchema>;

export const loanSchema = z.object({
  id: z.number().int(),
  amount: decimalString,
  termDays: z.number().int(),
  purpose: z.string(),
  annualRate: decimalString,
  status: z.enum(LOAN_STATUSES),
  /** A rejection's reason; '' otherwise. */
  reason: z.string(),
  /** Principal still owed. */
  principal: decimalString,
  /** Interest accrued and not yet repaid. */
  interest: decimalString,
  /** principal + interest. */
  owed: decimalString,
  /** What one more day adds now (on the principal still owed). */
  dailyInterest: decimalString,
  /** Every cent of interest the loan has accrued. */
  totalInterest: decimalString,
  /** Every cent repaid, by the user or at term. */
  repaid: decimalString,
  createTimeTimestamp: z.number().int(),
  reviewTimeTimestamp: z.number().int().nullable(),
  disburseTimeTimestamp: z.number().int().nullable(),
  dueTimeTimestamp: z.number().int().nullable(),
  closeTimeTimestamp: z.number().int().nullable(),
});
export type Loan = z.infer<typeof loanSchema>;

export const loanDetailSchema = loanSchema.extend({ movements: z.array(loanMovementSchema) });
export type LoanDetail = z.infer<typeof loanDetailSchema>;

/** The private /push event of a loan: a hint to refresh, with the loan's new state. */
export const loanEventSchema = z.object({
  kind: z.enum(['approved', 'rejected', 'repaid', 'overdue']),
  loanId: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  amount: decimalString,
  reason: z.string(),
});
export type LoanEvent = z.infer<typeof loanEventSchema>;

const statusFilter = z
  .enum(LOAN_STATUSES, { error: requiredOr(`must be one of ${LOAN_STATUSES.join(', ')}`) })
  .optional();
const phaseFilter = z.enum(LOAN_PHASES, { error: requiredOr(`must be one of ${LOAN_PHASES.join(', ')}`) }).optional();

export const loanEndpoints = {
  loanTerms: defineEndpoint({
    method: 'GET',
    path: '/loan/terms',
    tag: 'loans',
    summary: 'What a loan may be: the amount limits, the annual rate and the terms in days',
    auth: true,
    input: z.strictObject({}),
    output: loanTermsSchema,
  }),
  loanQuote: defineEndpoint({
    method: 'POST',
    path: '/loan/quote',
    tag: 'loans',
    summary: 'What a loan of this amount and term costs: the annual rate, the daily interest and the total',
    auth: true,
    input: loanApply.pick({ amount: true, termDays: true }),
    output: loanQuoteSchema,
  }),
  loanApply: defineEndpoint({
    method: 'POST',
    path: '/loan/apply',
    tag: 'loans',
    summary: 'Apply for a loan (a verified identity is needed); staff review it',
    auth: true,
    idempotent: true,
    input: loanApply,
    output: loanSchema,
  }),
  loanList: defineEndpoint({
    method: 'POST',
    path: '/loan/pageList',
    tag: 'loans',
    summary:
      "The user's loans, newest first unless sorted; only the unfinished one (phase open) or the finished ones (phase finished)",
    auth: true,
    input: z.strictObject({
      status: statusFilter,
      phase: phaseFilter,
      ...queueSort(AMOUNT_QUEUE_SORTS),
      ...pageQuery,
    }),
    output: pageOf(loanSchema),
  }),
  loanDetail: defineEndpoint({
    method: 'POST',
    path: '/loan/detail',
    tag: 'loans',
    summary: 'One loan with every movement; another user’s loan is 404',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: loanDetailSchema,
  }),
  loanRepay: defineEndpoint({
    method: 'POST',
    path: '/loan/repay',
    tag: 'loans',
    summary: 'Repay from Balance: interest first, then principal; without amount, everything owed',
    auth: true,
    idempotent: true,
    input: z.strictObject({ id: idField, amount: moneyAmountField.optional() }),
    output: loanDetailSchema,
  }),
};

const staffLoan = loanSchema.extend({ userId: z.number().int(), userLoginId: z.string(), email: z.string() });
const reason = text().trim().min(1, 'is required').max(300, 'must be at most 300 characters');

export const staffLoanEndpoints = {
  staffLoanList: defineEndpoint({
    method: 'POST',
    path: '/admin/loan/listPage',
    tag: 'staff',
    permission: 'loans.review',
    summary: 'Loan applications and loans (staff only); the pending queue oldest first',
    auth: true,
    input: z.strictObject({ status: statusFilter, ...queueSort(AMOUNT_QUEUE_SORTS), ...pageQuery }),
    output: pageOf(staffLoan),
  }),
  staffLoanApprove: defineEndpoint({
    method: 'POST',
    path: '/admin/loan/approve',
    tag: 'staff',
    permission: 'loans.review',
    summary: 'Approve a pending loan: it is paid into Balance from the house lending account',
    auth: true,
    input: z.strictObject({ id: idField, note: boundedText(300).optional() }),
    output: staffLoan,
  }),
  staffLoanReject: defineEndpoint({
    method: 'POST',
    path: '/admin/loan/reject',
    tag: 'staff',
    permission: 'loans.review',
    summary: 'Reject a pending loan with the reason the user will see',
    auth: true,
    input: z.strictObject({ id: idField, reason }),
    output: staffLoan,
  }),
};
