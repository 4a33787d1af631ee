import { ReviewStatus } from '@bourse/contract';
import { Decimal, withdrawalPaid, withdrawalRejected } from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import { post } from '../ledger/service.ts';
import { review, withOwners } from '../staff/review.ts';
import { withdrawalsRepo as repo } from './repo.ts';
import { toWithdrawal, type WithdrawalRow } from './view.ts';

/**
 * Approve: the money was paid out, so the frozen amount leaves to the house. Reject: it returns to Balance's
 * available amount, and the user sees the reason. Either in one transaction with the status and the audit row.
 */
async function decide(
  ctx: AppContext,
  reviewerId: number,
  input: { id: number; approve: boolean; why: string | undefined },
) {
  const row = await review(ctx, {
    kind: 'withdrawal',
    action: input.approve ? 'approve' : 'reject',
    id: input.id,
    reviewerId,
    lock: repo.lock,
    async decide(trx, pending, now) {
      const decided = await repo.updatePending(trx, pending.id, {
        status: input.approve ? ReviewStatus.completed : ReviewStatus.failed,
        ...(input.approve ? {} : { reason: input.why ?? '' }),
        reviewed_at: now,
        reviewed_by: reviewerId,
      });
      if (!decided) throw new Error(`withdrawal ${pending.id} changed while locked`);
      const movement = input.approve ? withdrawalPaid : withdrawalRejected;
      await post(trx, movement(String(pending.user_id), pending.amount), {
        now,
        userId: pending.user_id,
        reference: { type: 'withdrawal', id: pending.id },
      });
      return { row: decided, amount: Decimal.from(decided.amount).toFixed(2), why: input.why };
    },
  });
  const [view] = await withOwners(ctx, [row], toWithdrawal);
  if (!view) throw new Error('unreachable');
  return view;
}

export const approve = (ctx: AppContext, reviewerId: number, input: { id: number; note?: string | undefined }) =>
  decide(ctx, reviewerId, { id: input.id, approve: true, why: input.note });

export const reject = (ctx: AppContext, reviewerId: number, input: { id: number; reason: string }) =>
  decide(ctx, reviewerId, { id: input.id, approve: false, why: input.reason });

/** Every user's withdrawals for review, newest first; the pending queue oldest first. */
export async function staffList(ctx: AppContext, q: PageRequest & { status?: ReviewStatus | undefined }) {
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, { status: q.status, ...pageWindow(q) }),
    repo.count(ctx.db, { status: q.status }),
  ]);
  return toPage(await withOwners(ctx, rows, (r: WithdrawalRow) => toWithdrawal(r)), total, q);
}
