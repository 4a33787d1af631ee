import { ReviewStatus, TRANSFER_MAX, USD_STABLECOINS } from '@bourse/contract';
import { Decimal, depositApproved, roundMoney } from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/paging.ts';
import type { QueueRequest } from '../../platform/reviewed-repo.ts';
import { post } from '../ledger/service.ts';
import { review, withOwners } from '../staff/review.ts';
import { depositsRepo as repo } from './repo.ts';
import { type DepositRow, showAmount, toDeposit } from './view.ts';

/**
 * What Balance gets for a deposit, in USD: a bank deposit and a USD stablecoin one to one; any other coin the USD
 * value staff confirm. Rounded half-up to the cent.
 */
function creditFor(row: DepositRow, creditedAmount: string | undefined): Decimal {
  const pegged = row.channel === 'bank' || (USD_STABLECOINS as readonly string[]).includes(row.currency);
  if (pegged) {
    if (creditedAmount !== undefined) {
      throw badRequest(
        'creditedAmount',
        `is only for coins not pegged to USD; ${row.currency} is credited as declared`,
      );
    }
    return roundMoney(row.amount, 'USD');
  }
  if (creditedAmount === undefined) {
    throw badRequest('creditedAmount', `is required for a ${row.currency} deposit: its value in USD`);
  }
  const credited = roundMoney(creditedAmount, 'USD');
  if (!credited.isPositive()) throw badRequest('creditedAmount', 'must be at least 0.01');
  if (credited.gt(TRANSFER_MAX)) throw badRequest('creditedAmount', `must be at most ${TRANSFER_MAX}`);
  return credited;
}

/** Approves a pending deposit: Balance is credited in the same transaction as the status and the audit row. */
export async function approve(
  ctx: AppContext,
  reviewerId: number,
  input: { id: number; creditedAmount?: string | undefined; note?: string | undefined },
) {
  const row = await review(ctx, {
    kind: 'deposit',
    action: 'approve',
    id: input.id,
    reviewerId,
    lock: repo.lock,
    async decide(trx, pending, now) {
      const credited = creditFor(pending, input.creditedAmount);
      const decided = await repo.updatePending(trx, pending.id, {
        status: ReviewStatus.completed,
        credited_amount: credited.toString(),
        reviewed_at: now,
        reviewed_by: reviewerId,
      });
      if (!decided) throw new Error(`deposit ${pending.id} changed while locked`);
      await post(trx, depositApproved(String(pending.user_id), credited), {
        now,
        userId: pending.user_id,
        memo: `deposit ${pending.reference_code}`,
        reference: { type: 'deposit', id: pending.id },
      });
      return {
        row: decided,
        amount: credited.toFixed(2),
        why: input.note,
        detail: { creditedAmount: credited.toFixed(2) },
      };
    },
  });
  return staffView(ctx, row);
}

/** Rejects a pending deposit with the reason the user sees; no money moves. */
export async function reject(ctx: AppContext, reviewerId: number, input: { id: number; reason: string }) {
  const row = await review(ctx, {
    kind: 'deposit',
    action: 'reject',
    id: input.id,
    reviewerId,
    lock: repo.lock,
    async decide(trx, pending, now) {
      const decided = await repo.updatePending(trx, pending.id, {
        status: ReviewStatus.failed,
        reason: input.reason,
        reviewed_at: now,
        reviewed_by: reviewerId,
      });
      if (!decided) throw new Error(`deposit ${pending.id} changed while locked`);
      return { row: decided, amount: showAmount(decided.amount, decided.currency), why: input.reason };
    },
  });
  return staffView(ctx, row);
}

async function staffView(ctx: AppContext, row: DepositRow) {
  const [view] = await withOwners(ctx, [row], (r) => toDeposit(ctx, r));
  if (!view) throw new Error('unreachable');
  return view;
}

/** Every user's deposits for review, newest first; the pending queue oldest first; or as sorted. */
export async function staffList(ctx: AppContext, q: QueueRequest<ReviewStatus>) {
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, { status: q.status, sort: q.sort, order: q.order, ...pageWindow(q) }),
    repo.count(ctx.db, { status: q.status }),
  ]);
  return toPage(await withOwners(ctx, rows, (r) => toDeposit(ctx, r)), total, q);
}
