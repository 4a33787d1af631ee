import { ReviewStatus } from '@bourse/contract';
import { Decimal, withdrawalPaid, withdrawalRejected } from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/paging.ts';
import type { QueueRequest } from '../../platform/reviewed-repo.ts';
import { recordDecision } from '../audit/service.ts';
import * as cards from '../cards/service.ts';
import { post } from '../ledger/service.ts';
import { review, withOwners } from '../staff/review.ts';
import { openPayoutCard } from './payout-card.ts';
import { withdrawalsRepo as repo } from './repo.ts';
import { toWithdrawal, type WithdrawalRow } from './view.ts';

/** Four eyes: how many approvals a withdrawal of this amount needs (two above `FOUR_EYES_WITHDRAWAL_USD`). */
const approvalsNeeded = (ctx: AppContext, amount: string): 1 | 2 =>
  Decimal.from(amount).gt(Decimal.from(ctx.config.fourEyesWithdrawalUsd)) ? 2 : 1;

/** The staff view of a withdrawal: the user's, with how many approvals it has and needs. */
const staffView = (ctx: AppContext) => (row: WithdrawalRow) => {
  const needed = approvalsNeeded(ctx, row.amount);
  const paid = row.status === ReviewStatus.completed;
  return {
    ...toWithdrawal(row),
    approvals: paid ? needed : row.first_approved_by === null ? 0 : 1,
    approvalsNeeded: needed,
    firstApproverId: row.first_approved_by,
  };
};

/**
 * Approve: the money was paid out, so the frozen amount leaves to the house. Reject: it returns to Balance's
 * available amount, and the user sees the reason. Either in one transaction with the status and the audit row.
 * Four eyes: a withdrawal above the threshold is paid only at the approval of a second, different staff member; the
 * first approval is recorded (audited as `withdrawal.approve_first`) and leaves it pending. One staff member may
 * reject it at any time.
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
      const needed = approvalsNeeded(ctx, pending.amount);
      const amount = Decimal.from(pending.amount).toFixed(2);
      if (input.approve && needed === 2 && pending.first_approved_by === null) {
        const first = await repo.updatePending(trx, pending.id, {
          first_approved_by: reviewerId,
          first_approved_at: now,
        });
        if (!first) throw new Error(`withdrawal ${pending.id} changed while locked`);
        return {
          row: first,
          amount,
          why: input.why,
          auditAction: 'withdrawal.approve_first',
          detail: { approvals: 1, approvalsNeeded: 2 },
        };
      }
      if (input.approve && needed === 2 && pending.first_approved_by === reviewerId) {
        throw conflict('You gave this withdrawal its first approval; a different staff member must give the second');
      }
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
      const fourEyes =
        input.approve && needed === 2 ? { detail: { approvals: 2, firstApproverId: pending.first_approved_by } } : {};
      return { row: decided, amount, why: input.why, ...fourEyes };
    },
  });
  const [view] = await withOwners(ctx, [row], staffView(ctx));
  if (!view) throw new Error('unreachable');
  return view;
}

export const approve = (ctx: AppContext, reviewerId: number, input: { id: number; note?: string | undefined }) =>
  decide(ctx, reviewerId, { id: input.id, approve: true, why: input.note });

export const reject = (ctx: AppContext, reviewerId: number, input: { id: number; reason: string }) =>
  decide(ctx, reviewerId, { id: input.id, approve: false, why: input.reason });

/** Every user's withdrawals for review, newest first; the pending queue oldest first; or as sorted. */
export async function staffList(ctx: AppContext, q: QueueRequest<ReviewStatus>) {
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, { status: q.status, sort: q.sort, order: q.order, ...pageWindow(q) }),
    repo.count(ctx.db, { status: q.status }),
  ]);
  return toPage(await withOwners(ctx, rows, staffView(ctx)), total, q);
}

/**
 * The full number of the card a pending withdrawal pays to, for the staff member making the payout: each reveal is
 * audited (`withdrawal.card_reveal`) in the same transaction, so no number is shown without its audit row. Not for
 * one's own withdrawal (403), a crypto one or one already decided (409).
 */
export async function revealCard(ctx: AppContext, staffId: number, id: number): Promise<{ cardNumber: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lock(trx, id);
    if (!row) throw notFound('Withdrawal not found');
    if (row.user_id === staffId) throw forbidden('You may not review your own withdrawal');
    if (row.channel !== 'bank' || row.card_id === null) throw conflict('This withdrawal is not paid to a card');
    if (row.status !== ReviewStatus.pending) throw conflict('The card is shown only while the withdrawal is pending');
    const cardNumber =
      row.card_no_sealed !== null
        ? openPayoutCard(ctx, row.user_id, row.card_no_sealed)
        : (await cards.getOwnedCard(ctx, row.user_id, row.card_id)).revealCardNo();
    const now = ctx.now();
    await recordDecision(trx, {
      actorId: staffId,
      action: 'withdrawal.card_reveal',
      target: { type: 'withdrawal', id: row.id },
      beforeStatus: row.status,
      afterStatus: row.status,
      detail: { cardNo: row.card_no },
      at: now,
    });
    return { cardNumber };
  });
}
