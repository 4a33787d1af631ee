import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { auditRepo as repo } from './repo.ts';

/** One staff decision, as the audit log keeps it. */
export interface Decision {
  /** The staff user who decided. */
  actorId: number;
  /** What was done, e.g. 'deposit.approve'. */
  action: string;
  target: { type: string; id: number };
  /** Why (a rejection's reason, an approval's note); '' when none was given. */
  reason?: string | undefined;
  beforeStatus: number;
  afterStatus: number;
  /** Anything else the decision set, e.g. the amount credited. */
  detail?: Record<string, unknown>;
  at: number;
}

/** Writes the decision inside the caller's transaction, so it is logged exactly when the decision commits. */
export async function recordDecision(trx: Kysely<Database>, d: Decision): Promise<void> {
  await repo.insert(trx, {
    actor_id: d.actorId,
    action: d.action,
    target_type: d.target.type,
    target_id: d.target.id,
    reason: d.reason ?? '',
    before_status: d.beforeStatus,
    after_status: d.afterStatus,
    detail: d.detail ? JSON.stringify(d.detail) : null,
    created_at: d.at,
  });
}

/** The decisions on one record, oldest first. */
export async function auditTrail(db: Kysely<Database>, type: string, id: number): Promise<Decision[]> {
  return (await repo.forTarget(db, type, id)).map((r) => ({
    actorId: r.actor_id,
    action: r.action,
    target: { type: r.target_type, id: r.target_id },
    reason: r.reason,
    beforeStatus: r.before_status ?? 0,
    afterStatus: r.after_status ?? 0,
    ...(r.detail ? { detail: JSON.parse(r.detail) as Record<string, unknown> } : {}),
    at: r.created_at,
  }));
}
