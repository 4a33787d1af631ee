import { type KycResultEvent, KycStatusLabel, ReviewStatus } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { pageWindow, toPage } from '../../platform/paging.ts';
import type { QueueRequest } from '../../platform/reviewed-repo.ts';
import { setKycStatus } from '../accounts/service.ts';
import { recordDecision } from '../audit/service.ts';
import { withOwners } from '../staff/review.ts';
import * as uploads from '../uploads/service.ts';
import * as inbox from '../inbox/service.ts';
import { kycMessage, notifyKycResult } from './notify.ts';
import { kycRepo as repo } from './repo.ts';
import { DOCUMENT_IN_USE } from './service.ts';
import { type KycRow, toStaffKyc } from './view.ts';

type Verdict = typeof ReviewStatus.completed | typeof ReviewStatus.failed;

/**
 * One staff decision on a pending submission, in the style of the funding reviews: in one transaction the
 * submission is locked and decided, the user's status follows and the decision is audited; a missing submission is
 * 404, the reviewer's own 403, one already decided 409. After the commit the user is told.
 */
async function decide(
  ctx: AppContext,
  reviewerId: number,
  id: number,
  verdict: Verdict,
  why: string | undefined,
): Promise<KycRow> {
  const row = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const now = ctx.now();
      const pending = await repo.lock(trx, id);
      if (!pending) throw notFound('Identity submission not found');
      // Four eyes: staff do not verify themselves.
      if (pending.user_id === reviewerId) throw forbidden('You may not review your own identity');
      if (pending.status !== ReviewStatus.pending) {
        throw conflict(`This identity submission was already reviewed (${KycStatusLabel[pending.status]})`);
      }
      if (verdict === ReviewStatus.completed && (await repo.documentVerifiedElsewhere(trx, pending, pending.user_id))) {
        throw conflict(DOCUMENT_IN_USE);
      }
      const decided = await repo.updatePending(trx, id, {
        status: verdict,
        reason: verdict === ReviewStatus.failed ? (why ?? '') : '',
        reviewed_at: now,
        reviewed_by: reviewerId,
      });
      if (!decided) throw new Error(`identity submission ${id} changed while locked`);
      await setKycStatus(trx, decided.user_id, verdict, now);
      await recordDecision(trx, {
        actorId: reviewerId,
        action: verdict === ReviewStatus.completed ? 'kyc.approve' : 'kyc.reject',
        target: { type: 'kyc', id },
        reason: why,
        beforeStatus: pending.status,
        afterStatus: decided.status,
        at: now,
      });
      const event = resultEvent(decided);
      return { decided, event, delivery: await inbox.store(trx, now, kycMessage(decided.user_id, event)) };
    })
    // Two approvals of one document at once: the one-verified-document index lets one in.
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? conflict(DOCUMENT_IN_USE) : err;
    });
  notifyKycResult(ctx, row.decided.user_id, row.event, row.delivery);
  return row.decided;
}

const resultEvent = (row: KycRow): KycResultEvent => ({
  id: row.id,
  status: row.status,
  statusLabel: KycStatusLabel[row.status] ?? '',
  reason: row.reason,
});

const staffView = async (ctx: AppContext, row: KycRow) => {
  const [view] = await withOwners(ctx, [row], toStaffKyc);
  if (!view) throw new Error('unreachable');
  return view;
};

/** Verifies the user. */
export async function approve(ctx: AppContext, reviewerId: number, input: { id: number; note?: string | undefined }) {
  return staffView(ctx, await decide(ctx, reviewerId, input.id, ReviewStatus.completed, input.note));
}

/** Refuses the submission with the reason its owner sees beside Try Again. */
export async function reject(ctx: AppContext, reviewerId: number, input: { id: number; reason: string }) {
  return staffView(ctx, await decide(ctx, reviewerId, input.id, ReviewStatus.failed, input.reason));
}

/** Every submission, newest first; the pending queue oldest first; or as sorted. */
export async function staffList(ctx: AppContext, q: QueueRequest<ReviewStatus>) {
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, { status: q.status, sort: q.sort, order: q.order, ...pageWindow(q) }),
    repo.count(ctx.db, { status: q.status }),
  ]);
  return toPage(await withOwners(ctx, rows, toStaffKyc), total, q);
}

/** One submission with signed urls of its images (valid for UPLOAD_URL_TTL_MS), for the reviewer to compare. */
export async function staffDetail(ctx: AppContext, id: number) {
  const row = await repo.find(ctx.db, id);
  if (!row) throw notFound('Identity submission not found');
  return {
    ...(await staffView(ctx, row)),
    frontImageUrl: uploads.signedUrl(ctx, row.front_upload, row.user_id),
    backImageUrl: row.back_upload ? uploads.signedUrl(ctx, row.back_upload, row.user_id) : null,
  };
}
