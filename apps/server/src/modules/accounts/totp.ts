import { TOTP_LOCK_MS, TOTP_MAX_FAILURES, type TotpEnrolment, type UserTotpStatus } from '@bourse/contract';
import { sql } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import type { AppContext } from '../../platform/context.ts';
import { AppError, conflict, refused, tooManyRequests, unauthorized } from '../../platform/errors.ts';
import { seal, unseal } from '../../platform/sealed.ts';
import { deriveKey } from '../../platform/secrets.ts';

/**
 * The authenticator second factor (TOTP, RFC 6238, through otplib): 6 digits, 30-second steps, one step of clock
 * drift either way. The secret is sealed at rest and shown only while enrolling; a code is accepted once (its time
 * step is remembered, so it and older ones are replays); five refused codes in a row lock it for 15 minutes. The
 * clock is the server's (`ctx.now()`), so tests move it.
 */
const ISSUER = 'Bourse';
const PERIOD_S = 30;

const totpKey = (ctx: AppContext) => deriveKey(ctx.secret, 'totp-secrets');
const sealContext = (userId: number) => `totp:${userId}`;

async function loadTotp(ctx: AppContext, userId: number) {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'staff_role', 'totp_secret', 'totp_enabled_at', 'totp_user_on', 'totp_locked_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return row;
}

/** A user's own two-factor authentication: whether login and withdrawals ask for the code, and whether one is set up. */
export async function userStatus(ctx: AppContext, userId: number): Promise<UserTotpStatus> {
  const row = await loadTotp(ctx, userId);
  return { enabled: row.totp_user_on, enrolled: row.totp_enabled_at === null ? 0 : 1 };
}

async function setUserOn(ctx: AppContext, userId: number, on: 0 | 1) {
  await ctx.db.updateTable('users').set({ totp_user_on: on, updated_at: ctx.now() }).where('id', '=', userId).execute();
}

/** Turns the user's two-factor authentication on with a right code (confirming an enrolment in progress). */
export async function enableForUser(ctx: AppContext, userId: number, code: string): Promise<UserTotpStatus> {
  if ((await loadTotp(ctx, userId)).totp_user_on === 1) throw conflict('Two-factor authentication is already on');
  await checkCode(ctx, userId, code);
  await setUserOn(ctx, userId, 1);
  return userStatus(ctx, userId);
}

/**
 * Turns it off with a right code; a user's authenticator is then forgotten (a staff account keeps its own, which the
 * back office needs).
 */
export async function disableForUser(ctx: AppContext, userId: number, code: string): Promise<UserTotpStatus> {
  const row = await loadTotp(ctx, userId);
  if (row.totp_user_on === 0) throw conflict('Two-factor authentication is already off');
  await checkCode(ctx, userId, code);
  if (row.staff_role === null) await removeTotp(ctx.db, userId, ctx.now());
  await setUserOn(ctx, userId, 0);
  return userStatus(ctx, userId);
}

/**
 * The second factor of a login or a withdrawal: nothing when the user has not turned it on; otherwise the code is
 * required (422 `totpCode: is required`) and checked. Answers whether a code was checked.
 */
export async function requireUserCode(ctx: AppContext, userId: number, code: string | undefined): Promise<boolean> {
  if ((await loadTotp(ctx, userId)).totp_user_on === 0) return false;
  if (code === undefined) throw new AppError(422, 'totpCode: is required');
  await checkCode(ctx, userId, code, 'totpCode');
  return true;
}

/**
 * A new secret to add to an authenticator app (replacing an enrolment not yet confirmed); 409 once one is in use.
 * It counts only after a right code confirms it (`checkCode`).
 */
export async function startEnrolment(ctx: AppContext, userId: number): Promise<TotpEnrolment> {
  const row = await loadTotp(ctx, userId);
  if (row.totp_enabled_at !== null) throw conflict('The authenticator is already set up');
  const secret = generateSecret();
  await ctx.db
    .updateTable('users')
    .set({
      totp_secret: seal(totpKey(ctx), secret, sealContext(userId)),
      totp_last_step: 0,
      totp_failures: 0,
      updated_at: ctx.now(),
    })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .execute();
  return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: row.email, secret }) };
}

/** Forgets the authenticator (turned off, or reset by an admin): the next use enrols again. */
export async function removeTotp(db: AppContext['db'], userId: number, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: 0,
      totp_failures: 0,
      totp_locked_until: 0,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * Checks an authenticator code of the user's secret (the enrolment in progress too, which a right code confirms).
 * Throws 422 naming `field` for a wrong or replayed code, 429 while locked. Decided in one statement each way, so
 * two requests with the same code cannot both pass, and simultaneous wrong codes each count.
 */
export async function checkCode(ctx: AppContext, userId: number, code: string, field = 'code'): Promise<void> {
  const row = await loadTotp(ctx, userId);
  if (row.totp_secret === null) throw refused('Set up the authenticator first');
  const now = ctx.now();
  const locked = (until: number) =>
    tooManyRequests(until - now, 'Too many wrong authenticator codes, so it is locked for a while');
  if (row.totp_locked_until > now) throw locked(row.totp_locked_until);
  const secret = unseal(totpKey(ctx), row.totp_secret, sealContext(userId));
  const result = await verify({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: PERIOD_S });
  // The time step the code belongs to (a TOTP result always has one).
  const step = result.valid && 'timeStep' in result ? result.timeStep : undefined;
  if (step !== undefined) {
    const accepted = await ctx.db
      .updateTable('users')
      .set({
        totp_last_step: step,
        totp_failures: 0,
        totp_enabled_at: sql<number>`coalesce(totp_enabled_at, ${now})`,
        updated_at: now,
      })
      .where('id', '=', userId)
      .where('totp_last_step', '<', step)
      .where('totp_locked_until', '<=', now)
      .returning('id')
      .executeTakeFirst();
    if (accepted) return;
  }
  const replay = step !== undefined;
  const failure = await ctx.db
    .updateTable('users')
    .set({
      totp_failures: sql<number>`case when totp_failures + 1 >= ${TOTP_MAX_FAILURES} then 0 else totp_failures + 1 end`,
      totp_locked_until: sql<number>`case when totp_failures + 1 >= ${TOTP_MAX_FAILURES} then ${now + TOTP_LOCK_MS} else totp_locked_until end`,
      updated_at: now,
    })
    .where('id', '=', userId)
    .where('totp_locked_until', '<=', now)
    .returning(['totp_failures', 'totp_locked_until'])
    .executeTakeFirst();
  if (!failure) throw locked((await loadTotp(ctx, userId)).totp_locked_until);
  if (failure.totp_locked_until > now) throw new AppError(422, `${field}: is incorrect; locked for 15 minutes`);
  if (replay) throw new AppError(422, `${field}: was already used; wait for the next one`);
  const left = TOTP_MAX_FAILURES - failure.totp_failures;
  throw new AppError(422, `${field}: is incorrect (${left} ${left === 1 ? 'try' : 'tries'} left)`);
}
