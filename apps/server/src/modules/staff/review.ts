import { type FundingResultEvent, ReviewStatus, ReviewStatusLabel } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { identitiesOf } from '../accounts/service.ts';
import { recordDecision } from '../audit/service.ts';
import { type MoneyTx, withMoneyTx } from '../ledger/service.ts';
import * as inbox from '../inbox/service.ts';
import { notifyReviewResult, reviewMessage } from './review-notice.ts';

/** What a reviewed record (deposit, withdrawal) has in common. */
export interface Reviewable {
  id: number;
  user_id: number;
  status: ReviewStatus;
  reason: string;
  /** What the record was declared in (a deposit's coin); USD when absent. */
  currency?: string;
}

export interface Verdict<R> {
  /** The record as decided. */
  row: R;
  /** The amount the user is told about. */
  amount: string;
  /** An approval's note or a rejection's reason, for the audit log. */
  why?: string | undefined;
  detail?: Record<string, unknown>;
  /**
   * What the audit log calls this step when it is not `<kind>.<action>`: a first approval that leaves the record
   * pending (four eyes) is audited as such, and the user is told nothing until the record is decided.
   */
  auditAction?: string;
}

export interface ReviewStep<R extends Reviewable> {
  kind: 'deposit' | 'withdrawal';
  action: 'approve' | 'reject';
  id: number;
  reviewerId: number;
  /** Reads the record, locked for this transaction. */
  lock(trx: MoneyTx, id: number): Promise<R | undefined>;
  /** Changes the record (only while it is pending) and moves any money, inside the same transaction. */
  decide(trx: MoneyTx, row: R, now: number): Promise<Verdict<R>>;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One staff decision on a pending record: in one transaction the record is locked, changed, its money moved and the
 * decision audited; a missing record is 404, the reviewer's own 403, and one already decided 409 (so a double decision
 * changes nothing). The user's inbox message is stored in the same transaction; after the commit the user is told.
 */
export async function review<R extends Reviewable>(ctx: AppContext, step: ReviewStep<R>): Promise<R> {
  const { verdict, event, delivery } = await withMoneyTx(ctx, async (trx) => {
    const now = ctx.now();
    const row = await step.lock(trx, step.id);
    if (!row) throw notFound(`${capitalised(step.kind)} not found`);
    // Four eyes: staff do not decide on their own money.
    if (row.user_id === step.reviewerId) throw forbidden(`You may not review your own ${step.kind}`);
    if (row.status !== ReviewStatus.pending) {
      throw conflict(`This ${step.kind} was already reviewed (${ReviewStatusLabel[row.status]})`);
    }
    const v = await step.decide(trx, row, now);
    await recordDecision(trx, {
      actorId: step.reviewerId,
      action: v.auditAction ?? `${step.kind}.${step.action}`,
      target: { type: step.kind, id: row.id },
      reason: v.why,
      beforeStatus: row.status,
      afterStatus: v.row.status,
      ...(v.detail ? { detail: v.detail } : {}),
      at: now,
    });
    if (v.row.status === ReviewStatus.pending) return { verdict: v, event: undefined, delivery: undefined };
    const told: FundingResultEvent = {
      kind: step.kind,
      id: v.row.id,
      status: v.row.status,
      statusLabel: ReviewStatusLabel[v.row.status] ?? '',
      reason: v.row.reason,
      amount: v.amount,
    };
    // The inbox message commits with the decision, or not at all.
    const stored = await inbox.store(trx, now, reviewMessage(v.row.user_id, told, v.row.currency));
    return { verdict: v, event: told, delivery: stored };
  });
  const { row } = verdict;
  if (event) notifyReviewResult(ctx, row.user_id, event, delivery);
  return row;
}

/** Staff lists show whose record each is. */
export async function withOwners<R extends { user_id: number }, V>(
  ctx: AppContext,
  rows: R[],
  view: (row: R) => V,
): Promise<(V & { userId: number; userLoginId: string; email: string })[]> {
  const owners = await identitiesOf(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => {
    const who = owners.get(r.user_id);
    return { ...view(r), userId: r.user_id, userLoginId: who?.userLoginId ?? '', email: who?.email ?? '' };
  });
}
