import { type LoanStatus, ReviewStatus } from '@bourse/contract';
import { Decimal, LOAN_DAY_MS, loanDisbursed } from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { QueueRequest } from '../../platform/reviewed-repo.ts';
import { pageWindow, toPage } from '../../platform/paging.ts';
import { recordDecision } from '../audit/service.ts';
import { post, withMoneyTx } from '../ledger/service.ts';
import { withOwners } from '../staff/review.ts';
import { notifyLoan } from './notify.ts';
import { type LoanRow, loansRepo as repo } from './repo.ts';
import { toLoan } from './view.ts';

/**
 * Staff decisions on loan applications, in the style of the funding reviews (staff/review.ts): in one transaction the
 * application is locked, decided, its money moved and the decision audited; a missing one is 404, the reviewer's own
 * 403, one already decided 409. The audit log keeps the review codes (1 pending → 3 approved or 2 rejected) with the
 * loan's status in the detail. After the commit the user is told (notify.ts).
 */
async function decide(
  ctx: AppContext,
  step: {
    action: 'approve' | 'reject';
    id: number;
    reviewerId: number;
    why: string | undefined;
    change: (trx: Parameters<Parameters<typeof withMoneyTx>[1]>[0], row: LoanRow, now: number) => Promise<LoanRow>;
  },
) {
  const row = await withMoneyTx(ctx, async (trx) => {
    const now = ctx.now();
    const pending = await repo.lock(trx, step.id);
    if (!pending) throw notFound('Loan not found');
    if (pending.user_id === step.reviewerId) throw forbidden('You may not review your own loan');
    if (pending.status !== 'pending') throw conflict(`This loan was already reviewed (${pending.status})`);
    const decided = await step.change(trx, pending, now);
    await recordDecision(trx, {
      actorId: step.reviewerId,
      action: `loan.${step.action}`,
      target: { type: 'loan', id: decided.id },
      reason: step.why,
      beforeStatus: ReviewStatus.pending,
      afterStatus: step.action === 'approve' ? ReviewStatus.completed : ReviewStatus.failed,
      detail: { status: decided.status, amount: Decimal.from(decided.amount).toFixed(2) },
      at: now,
    });
    return decided;
  });
  await notifyLoan(ctx, row.user_id, {
    kind: step.action === 'approve' ? 'approved' : 'rejected',
    loanId: row.id,
    status: row.status,
    amount: Decimal.from(row.amount).toFixed(2),
    reason: row.reason,
  });
  return staffView(ctx, row);
}

/** Approves a pending application: the loan is paid into Balance from the house lending account and starts to run. */
export function approve(ctx: AppContext, reviewerId: number, input: { id: number; note?: string | undefined }) {
  return decide(ctx, {
    action: 'approve',
    id: input.id,
    reviewerId,
    why: input.note,
    async change(trx, pending, now) {
      const decided = await repo.update(trx, pending.id, 'pending', {
        status: 'active',
        principal: pending.amount,
        reviewed_at: now,
        reviewed_by: reviewerId,
        disbursed_at: now,
        due_at: now + pending.term_days * LOAN_DAY_MS,
      });
      if (!decided) throw new Error(`loan ${pending.id} changed while locked`);
      await post(trx, loanDisbursed(String(pending.user_id), pending.amount), {
        now,
        userId: pending.user_id,
        memo: `loan ${pending.id}`,
        reference: { type: 'loan', id: pending.id },
      });
      await repo.insertMovement(trx, {
        loan_id: pending.id,
        kind: 'disbursed',
        amount: pending.amount,
        day: null,
        principal_after: pending.amount,
        interest_after: '0',
        created_at: now,
      });
      return decided;
    },
  });
}

/** Rejects a pending application with the reason the user sees; no money moves. */
export function reject(ctx: AppContext, reviewerId: number, input: { id: number; reason: string }) {
  return decide(ctx, {
    action: 'reject',
    id: input.id,
    reviewerId,
    why: input.reason,
    async change(trx, pending, now) {
      const decided = await repo.update(trx, pending.id, 'pending', {
        status: 'rejected',
        reason: input.reason,
        reviewed_at: now,
        reviewed_by: reviewerId,
        closed_at: now,
      });
      if (!decided) throw new Error(`loan ${pending.id} changed while locked`);
      return decided;
    },
  });
}

async function staffView(ctx: AppContext, row: LoanRow) {
  const [view] = await withOwners(ctx, [row], toLoan);
  if (!view) throw new Error('unreachable');
  return view;
}

/** Every user's loans, newest first; the pending queue oldest first; or as sorted. */
export async function staffList(ctx: AppContext, q: QueueRequest<LoanStatus>) {
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, { status: q.status, sort: q.sort, order: q.order, ...pageWindow(q) }),
    repo.count(ctx.db, { status: q.status }),
  ]);
  return toPage(await withOwners(ctx, rows, toLoan), total, q);
}
