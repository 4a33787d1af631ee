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

/** The user behind a live token; an idle or revoked one is ended. */
export async function authenticate(ctx: AppContext, token: string): Promise<AuthUser | undefined> {
  if (token.length > 200) return undefined;
  const row = await repo.findLiveSession(ctx.db, hashToken(token));
  if (!row) return undefined;
  const now = ctx.now();
  if (now - row.last_seen_at > ctx.config.sessionIdleMs) {
    await repo.revokeSession(ctx.db, row.sessionId, now);
    return undefined;
  }
  if (now - row.last_seen_at > TOUCH_EVERY_MS) await repo.touchSession(ctx.db, row.sessionId, now);
  return { id: row.userId, role: row.role, sessionId: row.sessionId };
}
