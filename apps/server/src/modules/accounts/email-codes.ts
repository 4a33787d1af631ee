import { randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_MAX_TRIES, EMAIL_CODE_RESEND_MS, EMAIL_CODE_TTL_MS, type Language } from '@bourse/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { hmac } from '../../platform/secrets.ts';
import { accountsRepo as repo } from './repo.ts';

export type CodePurpose = 'register' | 'reset';

const PER_EMAIL_PER_HOUR = 10;
const PER_IP_PER_HOUR = 30;
const HOUR = 3_600_000;

/** Enforces the resend interval and the per-email and per-IP limits, then stores a new code (hashed) and mails it. */
export async function issueCode(
  ctx: AppContext,
  email: string,
  purpose: CodePurpose,
  ip: string,
  language: Language = 'en',
): Promise<void> {
  const now = ctx.now();
  const last = await repo.latestCode(ctx.db, email, purpose);
  if (last && now - last.created_at < EMAIL_CODE_RESEND_MS) {
    throw tooManyRequests(EMAIL_CODE_RESEND_MS - (now - last.created_at), 'A code was just sent');
  }
  for (const [key, limit] of [
    [`code:email:${email}`, PER_EMAIL_PER_HOUR],
    [`code:ip:${ip}`, PER_IP_PER_HOUR],
  ] as const) {
    const d = await ctx.rateLimiter.hit(key, limit, HOUR);
    if (!d.allowed) throw tooManyRequests(d.retryAfterMs, 'Too many codes requested');
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await ctx.db.transaction().execute(async (trx) => {
    await repo.voidOpenCodes(trx, email, purpose, now);
    return repo.insertCode(trx, {
      email,
      purpose,
      code_hash: hmac(ctx.secret, email, purpose, code),
      created_at: now,
      expires_at: now + EMAIL_CODE_TTL_MS,
      ip,
    });
  });

  const minutes = EMAIL_CODE_TTL_MS / 60_000;
  const action = purpose === 'register' ? 'finish creating your Bourse account' : 'reset your Bourse password';
  try {
    await ctx.mailer.send({
      to: email,
      subject: translate(`Your Bourse verification code: ${code}`, language),
      text: translate(
        `Your verification code is ${code}.\n\nEnter it to ${action}. It expires in ${minutes} minutes and works once.\nIf you did not ask for it, ignore this email.\n`,
        language,
      ),
    });
  } catch (err) {
    // A code nobody received must not block the next request for 60 s.
    await repo.deleteCode(ctx.db, row.id);
    throw err;
  }
  if (ctx.config.embedded) ctx.log.info({ email, purpose, code }, 'email code (embedded mode only)');
}

export type CodeCheck = { ok: true } | { ok: false; reason: string };

const STALE: CodeCheck = { ok: false, reason: 'is wrong or has expired; request a new code' };

/**
 * Checks a code inside the caller's transaction. A wrong code counts a try (committed with the caller's
 * transaction, which must not roll back on a failed check); the fifth wrong try voids it; a right one is used up.
 */
export const consumeCode = (
  ctx: AppContext,
  trx: Kysely<Database>,
  email: string,
  purpose: CodePurpose,
  code: string,
) => judgeCode(ctx, trx, email, purpose, code, true);

/**
 * Checks a code without using it up (a wrong one still counts a try), so a call refuses a wrong code before its
 * expensive part, hashing the new password; it then uses the code up with `consumeCode`.
 */
export const precheckCode = (ctx: AppContext, email: string, purpose: CodePurpose, code: string) =>
  judgeCode(ctx, ctx.db, email, purpose, code, false);

/**
 * A wrong try is counted, and a right code used, each in one statement that holds only while the code is unused and
 * has tries left: guesses made at the same moment each count, and once the tries are spent no guess is told right or
 * wrong any more.
 */
async function judgeCode(
  ctx: AppContext,
  db: Kysely<Database>,
  email: string,
  purpose: CodePurpose,
  code: string,
  use: boolean,
): Promise<CodeCheck> {
  const now = ctx.now();
  const row = await repo.latestCode(db, email, purpose);
  if (!row || row.used_at !== null || row.expires_at <= now || row.tries >= EMAIL_CODE_MAX_TRIES) return STALE;
  const expected = Buffer.from(row.code_hash);
  const actual = Buffer.from(hmac(ctx.secret, email, purpose, code));
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
    return !use || (await repo.useCode(db, row.id, now, EMAIL_CODE_MAX_TRIES)) ? { ok: true } : STALE;
  }
  const tries = await repo.countCodeTry(db, row.id, EMAIL_CODE_MAX_TRIES);
  if (tries === undefined) return STALE;
  const left = EMAIL_CODE_MAX_TRIES - tries;
  return {
    ok: false,
    reason: left > 0 ? `is wrong (${left} ${left === 1 ? 'try' : 'tries'} left)` : 'is wrong; request a new code',
  };
}
