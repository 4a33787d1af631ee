import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppContext, AuthUser } from '../../platform/context.ts';
import { accountsRepo as repo } from './repo.ts';

/** How stale last_seen_at may get before a request writes it again. */
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new session: 256 random bits handed to the client once; only their hash is stored. */
export async function openSession(
  ctx: AppContext,
  db: Kysely<Database>,
  userId: number,
  ip: string,
  userAgent: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    user_id: userId,
    token_hash: hashToken(token),
    now: ctx.now(),
    ip,
    user_agent: userAgent,
  });
  return token;
}

/**
 * The user behind a live token; an idle, too old or revoked one is ended. A staff account's sessions are kept
 * shorter (docs/decisions.md, back office): `staffSessions.idleMs` idle and `staffSessions.maxMs` at most.
 */
export async function authenticate(ctx: AppContext, token: string): Promise<AuthUser | undefined> {
  if (token.length > 200) return undefined;
  const row = await repo.findLiveSession(ctx.db, hashToken(token));
  if (!row) return undefined;
  const now = ctx.now();
  const staff = row.staff_role !== null;
  const idleMs = staff ? Math.min(ctx.config.sessionIdleMs, ctx.config.staffSessions.idleMs) : ctx.config.sessionIdleMs;
  const tooOld = staff && now - row.created_at > ctx.config.staffSessions.maxMs;
  if (now - row.last_seen_at > idleMs || tooOld) {
    await repo.revokeSession(ctx.db, row.sessionId, now);
    return undefined;
  }
  // A staff session's idle clock is kept to the second: a minute's slack is much of its 30 minutes.
  if (now - row.last_seen_at > (staff ? 1_000 : TOUCH_EVERY_MS)) await repo.touchSession(ctx.db, row.sessionId, now);
  return {
    id: row.userId,
    role: row.role,
    sessionId: row.sessionId,
    staffRole: row.staff_role,
    secondFactor: row.second_factor_at !== null,
  };
}

/** Marks the session of `token` as having passed the second factor (a login that gave the authenticator code). */
export async function passSecondFactorOf(ctx: AppContext, token: string): Promise<void> {
  const row = await repo.findLiveSession(ctx.db, hashToken(token));
  if (row) await repo.passSecondFactor(ctx.db, row.sessionId, ctx.now());
}
