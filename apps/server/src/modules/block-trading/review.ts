import { type BlockTradingApplication, type Page, ReviewStatus, ReviewStatusLabel } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/paging.ts';
import type { QueueRequest } from '../../platform/reviewed-repo.ts';
import { recordDecision } from '../audit/service.ts';
import { withMoneyTx } from '../ledger/service.ts';
import { withOwners } from '../staff/review.ts';
import * as inbox from '../inbox/service.ts';
import { blockTradingEvent, blockTradingMessage, notifyBlockTrading } from './notify.ts';
import { type ApplicationRow, blockTradingRepo as repo } from './repo.ts';
import { statusView } from './service.ts';

/**
 * Staff review of block-trading applications, in the style of the funding reviews: in one transaction the application
 * is locked, decided (only while pending) and the decision audited; a missing one is 404, the reviewer's own 403, one
 * already decided 409. After the commit the user is told live (notify.ts).
 */

const view = (r: ApplicationRow) => ({
  id: r.id,
  status: r.status,
  statusLabel: ReviewStatusLabel[r.status] ?? '',
  reason: r.reason,
  createTimeTimestamp: r.created_at,
  reviewTimeTimestamp: r.reviewed_at,
});

async function staffView(ctx: AppContext, row: ApplicationRow): Promise<BlockTradingApplication> {
  const [v] = await withOwners(ctx, [row], view);
  if (!v) throw new Error('unreachable');
  return v;
}

async function decide(
  ctx: AppContext,
  reviewerId: number,
  step: { id: number; action: 'approve' | 'reject'; status: ReviewStatus; reason: string; note?: string | undefined },
): Promise<BlockTradingApplication> {
  const outcome = await withMoneyTx(ctx, async (trx) => {
    const now = ctx.now();
    const row = await repo.lock(trx, step.id);
    if (!row) throw notFound('Application not found');
    // Four eyes: staff do not decide on their own permission.
    if (row.user_id === reviewerId) throw forbidden('You may not review your own application');
    if (row.status !== ReviewStatus.pending) {
      throw conflict(`This application was already reviewed (${ReviewStatusLabel[row.status]})`);
    }
    const after = await repo.decide(trx, row.id, {
      status: step.status,
      reason: step.reason,
      reviewed_at: now,
      reviewed_by: reviewerId,
    });
    if (!after) throw new Error(`block-trading application ${row.id} changed while locked`);
    await recordDecision(trx, {
      actorId: reviewerId,
      action: `blockTrading.${step.action}`,
      target: { type: 'blockTrading', id: row.id },
      reason: step.action === 'reject' ? step.reason : step.note,
      beforeStatus: row.status,
      afterStatus: after.status,
      at: now,
    });
    const status = statusView(after);
    const event = blockTradingEvent(after.id, status.state, status.reason);
    return { after, event, delivery: await inbox.store(trx, now, blockTradingMessage(after.user_id, event)) };
  });
  notifyBlockTrading(ctx, outcome.after.user_id, outcome.event, outcome.delivery);
  return staffView(ctx, outcome.after);
}

/** Approves a pending application: the user may place block orders from now on. */
export const approve = (ctx: AppContext, reviewerId: number, input: { id: number; note?: string | undefined }) =>
  decide(ctx, reviewerId, {
    id: input.id,
    action: 'approve',
    status: ReviewStatus.completed,
    reason: '',
    note: input.note,
  });

/** Rejects a pending application with the reason the user sees; the user may apply again. */
export const reject = (ctx: AppContext, reviewerId: number, input: { id: number; reason: string }) =>
  decide(ctx, reviewerId, { id: input.id, action: 'reject', status: ReviewStatus.failed, reason: input.reason });

/** Every user's applications for review; the pending queue oldest first. */
export async function staffList(
  ctx: AppContext,
  q: QueueRequest<ReviewStatus>,
): Promise<Page<BlockTradingApplication>> {
  const [rows, total] = await Promise.all([
    repo.listApplications(ctx.db, { status: q.status, sort: q.sort, order: q.order, ...pageWindow(q) }),
    repo.countApplications(ctx.db, q.status),
  ]);
  return toPage(await withOwners(ctx, rows, view), total, q);
}
