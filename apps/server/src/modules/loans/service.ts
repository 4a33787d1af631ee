import type { LoanDetail, LoanEvent, LoanPhase, LoanQuote, LoanStatus, LoanTerms, Page, Loan } from '@bourse/contract';
import {
  applyRepayment,
  autoRepayment,
  Decimal,
  dailyLoanInterest,
  LOAN_DAY_MS,
  loanDayEnd,
  loanDaysElapsed,
  loanInterestAccrued,
  loanQuote,
  loanRepaid,
  owed,
} from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { badRequest, notFound, refused } from '../../platform/errors.ts';
import { type IdempotentRequest, once } from '../../platform/idempotency.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import type { QueueSort } from '../../platform/reviewed-repo.ts';
import { requireVerifiedIdentity } from '../kyc/service.ts';
import * as ledger from '../ledger/service.ts';
import { notifyLoan } from './notify.ts';
import { type LoanRow, loansRepo as repo } from './repo.ts';
import { toLoan, toLoanDetail } from './view.ts';

/** What a loan may be, from the configuration (LOAN_MIN_AMOUNT, LOAN_MAX_AMOUNT, LOAN_ANNUAL_RATE, LOAN_TERMS_DAYS). */
export function terms(ctx: Pick<AppContext, 'config'>): LoanTerms {
  const c = ctx.config.loans;
  return {
    minAmount: Decimal.from(c.minAmount).toFixed(2),
    maxAmount: Decimal.from(c.maxAmount).toFixed(2),
    annualRate: Decimal.from(c.annualRate).toString(),
    termDays: [...c.termsDays],
  };
}

/** The rules the contract cannot know: the configured amount limits and terms. */
function checkRequest(ctx: Pick<AppContext, 'config'>, input: { amount: string; termDays: number }) {
  const t = terms(ctx);
  const amount = Decimal.from(input.amount);
  if (amount.lt(t.minAmount)) throw badRequest('amount', `must be at least ${t.minAmount}`);
  if (amount.gt(t.maxAmount)) throw badRequest('amount', `must be at most ${t.maxAmount}`);
  if (!t.termDays.includes(input.termDays)) throw badRequest('termDays', `must be one of ${t.termDays.join(', ')}`);
  return amount;
}

/** The figures the application screen states before submitting, computed here from the rules. */
export function quote(ctx: Pick<AppContext, 'config'>, input: { amount: string; termDays: number }): LoanQuote {
  const amount = checkRequest(ctx, input);
  const q = loanQuote(amount, ctx.config.loans.annualRate, input.termDays);
  return {
    amount: q.amount.toFixed(2),
    termDays: q.termDays,
    annualRate: q.annualRate.toString(),
    dailyInterest: q.dailyInterest.toFixed(2),
    totalInterest: q.totalInterest.toFixed(2),
    totalRepayment: q.totalRepayment.toFixed(2),
  };
}

const ONE_OPEN =
  'You already have a loan that is pending, active or overdue; a new one can be applied for once it is settled';

/** A new application, pending staff review. One unfinished loan per user. */
export async function apply(
  ctx: AppContext,
  userId: number,
  input: { amount: string; termDays: number; purpose: string },
  idempotency?: IdempotentRequest,
): Promise<Loan> {
  const amount = checkRequest(ctx, input);
  // A verified identity is needed (docs/design.md §5): 403 kycRequired, which the app turns into a way to /kyc.
  await requireVerifiedIdentity(ctx, userId);
  try {
    return await ledger.withMoneyTx(ctx, (trx) => {
      const now = ctx.now();
      return once(trx, idempotency, now, async () => {
        if (await repo.openOf(trx, userId)) throw refused(ONE_OPEN);
        const row = await repo.insert(trx, {
          user_id: userId,
          amount: amount.toFixed(2),
          term_days: input.termDays,
          purpose: input.purpose,
          annual_rate: Decimal.from(ctx.config.loans.annualRate).toString(),
          status: 'pending',
          principal: '0',
          interest: '0',
          total_interest: '0',
          repaid: '0',
          days_accrued: 0,
          created_at: now,
          reviewed_at: null,
          reviewed_by: null,
          disbursed_at: null,
          due_at: null,
          closed_at: null,
        });
        return toLoan(row);
      });
    });
  } catch (error) {
    // Two applications raced past the check: the unique index on open loans let one through.
    if (isUniqueViolation(error)) throw refused(ONE_OPEN);
    throw error;
  }
}

export async function list(
  ctx: AppContext,
  userId: number,
  q: PageRequest & Partial<QueueSort> & { status?: LoanStatus | undefined; phase?: LoanPhase | undefined },
): Promise<Page<Loan>> {
  const filter = { userId, status: q.status, phase: q.phase };
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, { ...filter, sort: q.sort, order: q.order, ...pageWindow(q) }),
    repo.count(ctx.db, filter),
  ]);
  return toPage(rows.map(toLoan), total, q);
}

/** One loan with every movement; another user's loan is not found, like a missing one. */
export async function detail(ctx: AppContext, userId: number, id: number): Promise<LoanDetail> {
  const row = await repo.findOwned(ctx.db, userId, id);
  if (!row) throw notFound('Loan not found');
  return toLoanDetail(row, await repo.movements(ctx.db, row.id));
}

const running = (status: LoanStatus) => status === 'active' || status === 'overdue';

/**
 * Posts the interest of every loan day that has ended up to `until` (day k ends k × 24 h after the disbursement),
 * each day once: the movement's unique (loan, day) key and days_accrued move with the journal in one transaction.
 */
async function accrueDays(trx: ledger.MoneyTx, loan: LoanRow, untilDay: number, now: number): Promise<LoanRow> {
  let l = loan;
  const disbursedAt = l.disbursed_at ?? 0;
  for (let day = l.days_accrued + 1; day <= untilDay; day++) {
    const principal = Decimal.from(l.principal);
    const amount = dailyLoanInterest(principal, l.annual_rate);
    const interest = Decimal.from(l.interest).add(amount);
    if (amount.isPositive()) {
      const recorded = await repo.insertMovement(trx, {
        loan_id: l.id,
        kind: 'interest',
        amount: amount.toString(),
        day,
        principal_after: principal.toString(),
        interest_after: interest.toString(),
        created_at: loanDayEnd(disbursedAt, day),
      });
      if (!recorded) throw new Error(`loan ${l.id} day ${day} was posted but days_accrued is ${l.days_accrued}`);
      await ledger.post(trx, loanInterestAccrued(amount), {
        now,
        userId: l.user_id,
        memo: `loan ${l.id} interest day ${day}`,
        reference: { type: 'loan', id: l.id },
      });
    }
    const next = await repo.update(trx, l.id, l.status, {
      days_accrued: day,
      interest: interest.toString(),
      total_interest: Decimal.from(l.total_interest).add(amount).toString(),
    });
    if (!next) throw new Error(`loan ${l.id} changed while locked`);
    l = next;
  }
  return l;
}

/** Takes `amount` from Balance for the loan: interest first, then principal; repaid when nothing is owed. */
async function takeRepayment(
  trx: ledger.MoneyTx,
  l: LoanRow,
  amount: Decimal,
  kind: 'repayment' | 'auto_repayment',
  now: number,
  idempotencyKey?: string,
): Promise<LoanRow> {
  const { after } = applyRepayment(
    { principal: Decimal.from(l.principal), interest: Decimal.from(l.interest) },
    amount,
  );
  await ledger.post(trx, loanRepaid(String(l.user_id), amount), {
    now,
    userId: l.user_id,
    memo: `loan ${l.id} ${kind === 'repayment' ? 'repayment' : 'repaid at term'}`,
    idempotencyKey,
    reference: { type: 'loan', id: l.id },
  });
  await repo.insertMovement(trx, {
    loan_id: l.id,
    kind,
    amount: amount.toString(),
    day: null,
    principal_after: after.principal.toString(),
    interest_after: after.interest.toString(),
    created_at: now,
  });
  const done = owed(after).isZero();
  const next = await repo.update(trx, l.id, l.status, {
    principal: after.principal.toString(),
    interest: after.interest.toString(),
    repaid: Decimal.from(l.repaid).add(amount).toString(),
    ...(done ? { status: 'repaid' as const, closed_at: now } : {}),
  });
  if (!next) throw new Error(`loan ${l.id} changed while locked`);
  return next;
}

/**
 * Brings a locked running loan up to `now`: the interest days of its term, then (once its term has ended) the
 * repayment at term from Balance as far as it goes, the rest overdue; an overdue loan keeps accruing. Returns the
 * loan and the event to tell the user, if its term ended here.
 */
async function bringUpToDate(trx: ledger.MoneyTx, loan: LoanRow, now: number) {
  const elapsed = loanDaysElapsed(loan.disbursed_at ?? now, now);
  let l = await accrueDays(trx, loan, loan.status === 'active' ? Math.min(elapsed, loan.term_days) : elapsed, now);
  let event: LoanEvent | undefined;
  if (l.status === 'active' && l.due_at !== null && now >= l.due_at) {
    const { available } = await ledger.lockedBalance(trx, l.user_id, 'balance', now);
    const pay = autoRepayment({ principal: Decimal.from(l.principal), interest: Decimal.from(l.interest) }, available);
    if (pay.isPositive()) l = await takeRepayment(trx, l, pay, 'auto_repayment', now);
    if (l.status === 'active') {
      const overdue = await repo.update(trx, l.id, 'active', { status: 'overdue' });
      if (!overdue) throw new Error(`loan ${l.id} changed while locked`);
      l = overdue;
    }
    // Repaid: what was taken from Balance; overdue: what is still owed.
    const amount = l.status === 'repaid' ? pay : Decimal.from(l.principal).add(l.interest);
    event = {
      kind: l.status === 'repaid' ? 'repaid' : 'overdue',
      loanId: l.id,
      status: l.status,
      amount: amount.toFixed(2),
      reason: '',
    };
    l = await accrueDays(trx, l, elapsed, now);
  }
  return { loan: l, event };
}

/**
 * Repays from Balance: `amount`, or everything owed when absent. Any loan day that has ended and is not posted yet is
 * posted first, so a full repayment settles exactly what is owed.
 */
export async function repay(
  ctx: AppContext,
  userId: number,
  input: { id: number; amount?: string | undefined },
  idempotency?: IdempotentRequest,
): Promise<LoanDetail> {
  const { detail: answer, event } = await ledger.withMoneyTx(ctx, async (trx) => {
    const now = ctx.now();
    let event: LoanEvent | undefined;
    const result = await once(trx, idempotency, now, async () => {
      const locked = await repo.lock(trx, input.id);
      if (!locked || locked.user_id !== userId) throw notFound('Loan not found');
      if (!running(locked.status)) {
        throw refused(
          locked.status === 'repaid' ? 'This loan is already repaid' : 'Only an active or overdue loan can be repaid',
        );
      }
      const current = await bringUpToDate(trx, locked, now);
      event = current.event;
      let l = current.loan;
      if (running(l.status)) {
        const due = Decimal.from(l.principal).add(l.interest);
        const pay = input.amount === undefined ? due : Decimal.from(input.amount);
        if (pay.gt(due)) throw refused(`The loan owes ${due.toFixed(2)}; repay at most that`);
        l = await takeRepayment(trx, l, pay, 'repayment', now, idempotency?.key);
      }
      return toLoanDetail(l, await repo.movements(trx, l.id));
    });
    return { detail: result, event };
  });
  if (event) await notifyLoan(ctx, userId, event);
  return answer;
}

const SWEEP_BATCH = 100;
/** Batches per run at most; the next run goes on where this one stopped. */
const SWEEP_ROUNDS = 50;

/**
 * The leader's daily work (routes.ts runs it every LOAN_INTEREST_SWEEP_MS, on the leader only): every running loan
 * with an interest day that has ended, and every active loan whose term has ended, is brought up to date, each in a
 * transaction of its own. Safe to run anywhere at once: each loan is locked, and a day is posted once.
 */
export async function sweep(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let done = 0;
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const [interest, term] = await Promise.all([
      repo.dueForInterest(ctx.db, now, LOAN_DAY_MS, SWEEP_BATCH),
      repo.dueAtTerm(ctx.db, now, SWEEP_BATCH),
    ]);
    const ids = [...new Set([...interest, ...term].map((r) => r.id))];
    if (ids.length === 0) return done;
    const results = await Promise.all(
      ids.map((id) =>
        ledger.withMoneyTx(ctx, async (trx) => {
          const l = await repo.lock(trx, id);
          if (!l || !running(l.status)) return undefined;
          const { event } = await bringUpToDate(trx, l, now);
          return event && { userId: l.user_id, event };
        }),
      ),
    );
    for (const r of results) if (r) await notifyLoan(ctx, r.userId, r.event);
    done += ids.length;
    if (ids.length < SWEEP_BATCH) return done;
  }
  return done;
}

/**
 * The interest a user's loans accrued in [from, until) (all of it without bounds), for the funding overview's
 * dailyInterest and totalInterest.
 */
export async function interestCharged(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  within?: { start: number; end: number },
): Promise<Decimal> {
  const rows = await repo.interestOf(ctx.db, userId, within?.start, within?.end);
  return Decimal.sum(rows.map((r) => r.amount));
}
