import { randomInt } from 'node:crypto';
import type { Session, StaffRole, User } from '@bourse/contract';
import { KycStatus, Role } from '@bourse/contract';
import type { UserRow } from '../../db/schema.ts';
import type { AppContext, AuthUser, Caller } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, badRequest, conflict, refused, tooManyRequests, unauthorized } from '../../platform/errors.ts';
import {
  decoyHash,
  hashPassword,
  type PasswordOwner,
  verifyPassword,
  weakPasswordReason,
} from '../../platform/passwords.ts';
import { openUserAccounts } from '../ledger/service.ts';
import { referredUserJoined } from '../referral/service.ts';
import { type CodePurpose, consumeCode, issueCode, precheckCode } from './email-codes.ts';
import { accountsRepo as repo, type StaffQuery } from './repo.ts';
import { openSession, passSecondFactorOf } from './sessions.ts';
import { requireUserCode } from './totp.ts';

export { requireUserCode };

const WRONG_LOGIN = 'Incorrect username or password';
/** The failure in a row that first locks the account (for a minute); each further one doubles that, up to an hour. */
const LOCKING_LOGIN_FAILURE = 5;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 3_600_000;
/** How long the 5th, 6th, … failure in a row locks the account; the last one also for every failure after it. */
const LOGIN_LOCKS_MS = Array.from({ length: 7 }, (_, i) => Math.min(FIRST_LOCK_MS * 2 ** i, MAX_LOCK_MS));
const LOGINS_PER_IP_PER_15_MIN = 50;
/** Password changes a user may try an hour: each checks the old password, so a stolen session cannot guess it. */
const PASSWORD_CHANGES_PER_HOUR = 10;
const PAY_PASSWORD_TRIES = 5;
const PAY_LOCK_MS = 15 * 60_000;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name || row.user_login_id,
    phone: row.phone,
    profilePhoto: row.profile_photo,
    userLoginId: row.user_login_id,
    email: row.email,
    inviteCode: row.invite_code,
    hasPayPassword: row.pay_password_hash !== null,
    kycStatus: row.kyc_status,
  };
}

const newInviteCode = () =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

function checkNewPassword(password: string, owner: PasswordOwner, field = 'password') {
  const reason = weakPasswordReason(password, owner);
  if (reason) throw badRequest(field, reason);
}

async function loadUser(ctx: AppContext, id: number): Promise<UserRow> {
  const row = await repo.findUserById(ctx.db, id);
  if (!row) throw unauthorized();
  return row;
}

export async function requestEmailCode(ctx: AppContext, email: string, purpose: CodePurpose, caller: Caller) {
  const existing = await repo.findUserByEmail(ctx.db, email);
  if (purpose === 'register' && existing) throw conflict('This email is already registered; log in instead');
  // For a reset of an unknown email nothing is sent, and the answer is the same, so it tells nobody who has an account.
  if (purpose === 'reset' && !existing) return;
  await issueCode(ctx, email, purpose, caller.ip, caller.language);
}

export async function register(
  ctx: AppContext,
  input: { email: string; code: string; userLoginId: string; password: string; inviteCode?: string | undefined },
  caller: Caller,
): Promise<Session> {
  const loginKey = input.userLoginId.toLowerCase();
  if (await repo.findUserByEmail(ctx.db, input.email))
    throw conflict('This email is already registered; log in instead');
  if (await repo.loginKeyTaken(ctx.db, loginKey)) throw conflict('This user ID is taken; choose another');
  const invitedBy = input.inviteCode ? await repo.findUserIdByInviteCode(ctx.db, input.inviteCode) : undefined;
  if (input.inviteCode && invitedBy === undefined) throw badRequest('inviteCode', 'does not exist');
  checkNewPassword(input.password, { email: input.email, userId: input.userLoginId });
  // A wrong code is refused before the password is hashed: guessing must not cost the server a scrypt each time.
  const precheck = await precheckCode(ctx, input.email, 'register', input.code);
  if (!precheck.ok) throw badRequest('code', precheck.reason);
  const passwordHash = await hashPassword(input.password, ctx.config.scryptLogN);

  const now = ctx.now();
  const outcome = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const check = await consumeCode(ctx, trx, input.email, 'register', input.code);
      if (!check.ok) return check;
      const userId = await repo.insertUser(trx, {
        email: input.email,
        user_login_id: input.userLoginId,
        login_key: loginKey,
        password_hash: passwordHash,
        invite_code: await uniqueInviteCode(trx),
        invited_by: invitedBy ?? null,
        kyc_status: KycStatus.none,
        created_at: now,
        updated_at: now,
      });
      await openUserAccounts(trx, userId, now);
      const token = await openSession(ctx, trx, userId, caller.ip, caller.userAgent);
      return { ok: true as const, userId, token };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict('This email or user ID was just taken; choose another');
      throw err;
    });
  if (!outcome.ok) throw badRequest('code', outcome.reason);
  ctx.log.info({ userId: outcome.userId }, 'account created');
  if (invitedBy !== undefined) await referredUserJoined(ctx, invitedBy);
  return { token: outcome.token, user: toUser(await loadUser(ctx, outcome.userId)) };
}

async function uniqueInviteCode(db: AppContext['db']): Promise<string> {
  for (;;) {
    const code = newInviteCode();
    if ((await repo.findUserIdByInviteCode(db, code)) === undefined) return code;
  }
}

/**
 * A new staff account with `role`, inside the caller's transaction: a user row (no referrer, no invite used) and its
 * accounts. A taken email or user ID throws the unique violation.
 */
export async function insertStaffAccount(
  trx: AppContext['db'],
  staff: { email: string; userLoginId: string; passwordHash: string; role: StaffRole },
  now: number,
): Promise<number> {
  const id = await repo.insertUser(trx, {
    email: staff.email,
    user_login_id: staff.userLoginId,
    login_key: staff.userLoginId.toLowerCase(),
    password_hash: staff.passwordHash,
    invite_code: await uniqueInviteCode(trx),
    invited_by: null,
    kyc_status: KycStatus.none,
    role: Role.staff,
    staff_role: staff.role,
    created_at: now,
    updated_at: now,
  });
  await openUserAccounts(trx, id, now);
  return id;
}

/** For the back office (modules/staff): an account's row, whether an email or user ID is taken, the staff rows. */
export const accountRow = (db: AppContext['db'], id: number) => repo.findUserById(db, id);
export async function takenIdentity(db: AppContext['db'], email: string, userLoginId: string) {
  if (await repo.findUserByEmail(db, email)) return 'email' as const;
  if (await repo.loginKeyTaken(db, userLoginId.toLowerCase())) return 'userLoginId' as const;
  return undefined;
}
export const staffAccounts = (db: AppContext['db'], query: StaffQuery) => repo.staffPage(db, query);

/** Gives an account a back-office role (null: none, a user again) and ends its sessions, in the caller's transaction. */
export async function setStaffRole(trx: AppContext['db'], userId: number, role: StaffRole | null, now: number) {
  await repo.updateUser(trx, userId, {
    staff_role: role,
    role: role === null ? Role.user : Role.staff,
    updated_at: now,
  });
  await repo.revokeUserSessions(trx, userId, now);
}

/** Ends every session of an account, in the caller's transaction (tell the sockets after the commit). */
export const endSessions = (trx: AppContext['db'], userId: number, now: number) =>
  repo.revokeUserSessions(trx, userId, now);

/** Marks a session as having passed the second factor. */
export const passSecondFactor = (trx: AppContext['db'], sessionId: number, now: number) =>
  repo.passSecondFactor(trx, sessionId, now);

/**
 * The first staff account (made by app.ts at start, from STAFF_EMAIL and STAFF_PASSWORD), an admin. Created once,
 * with the user ID 'staff' when free; an existing account with that email is made an admin and keeps its password.
 * Safe on every start of every node: a node that loses the race to create it finds it made.
 */
export async function ensureStaffAccount(
  db: AppContext['db'],
  staff: { email: string; password: string },
  scryptLogN: number,
  now: number,
): Promise<number> {
  const existing = await repo.findUserByEmail(db, staff.email);
  if (existing) {
    if (existing.role !== Role.staff || existing.staff_role !== 'admin') {
      await repo.updateUser(db, existing.id, { role: Role.staff, staff_role: 'admin', updated_at: now });
    }
    return existing.id;
  }
  const userLoginId = (await repo.loginKeyTaken(db, 'staff')) ? `staff_${newInviteCode().toLowerCase()}` : 'staff';
  const passwordHash = await hashPassword(staff.password, scryptLogN);
  try {
    return await db
      .transaction()
      .execute((trx) => insertStaffAccount(trx, { email: staff.email, userLoginId, passwordHash, role: 'admin' }, now));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return ensureStaffAccount(db, staff, scryptLogN, now);
  }
}

export async function login(
  ctx: AppContext,
  input: { username: string; password: string; totpCode?: string | undefined },
  caller: Caller,
) {
  const perIp = await ctx.rateLimiter.hit(`login:ip:${caller.ip}`, LOGINS_PER_IP_PER_15_MIN, 15 * 60_000);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterMs, 'Too many login attempts');

  const row = await repo.findUserByLogin(ctx.db, input.username);
  const now = ctx.now();
  if (!row) {
    await verifyPassword(input.password, await decoyHash(ctx.config.scryptLogN));
    throw refused(WRONG_LOGIN);
  }
  const locked = (until: number) =>
    tooManyRequests(until - now, 'Too many failed logins, so this account is locked for a while');
  if (row.locked_until > now) throw locked(row.locked_until);
  // Decided against the count as it is after the check (as for the pay password): simultaneous guesses each count,
  // and once the account locks no guess is told right or wrong.
  if (!(await verifyPassword(input.password, row.password_hash))) {
    const failure = await repo.recordLoginFailure(ctx.db, row.id, now, LOCKING_LOGIN_FAILURE, LOGIN_LOCKS_MS);
    if (!failure) throw locked((await loadUser(ctx, row.id)).locked_until);
    ctx.log.warn({ userId: row.id, failures: failure.failed_logins }, 'login failed');
    throw refused(WRONG_LOGIN);
  }
  if (!(await repo.clearLoginFailures(ctx.db, row.id, now))) throw locked((await loadUser(ctx, row.id)).locked_until);
  // Locked by staff (the back office): told only to someone who knows the password.
  if (row.staff_locked_at !== null) throw refused('This account is locked; please contact support');
  // Two-factor authentication, when the user turned it on: the right password alone opens no session.
  const secondFactor = await requireUserCode(ctx, row.id, input.totpCode);
  const token = await openSession(ctx, ctx.db, row.id, caller.ip, caller.userAgent);
  if (secondFactor) await passSecondFactorOf(ctx, token);
  return { token, user: toUser(row) };
}

export async function resetPassword(ctx: AppContext, input: { email: string; code: string; password: string }) {
  const row = await repo.findUserByEmail(ctx.db, input.email);
  if (!row) throw badRequest('code', 'is wrong or has expired; request a new code');
  checkNewPassword(input.password, { email: input.email, userId: row.user_login_id });
  const precheck = await precheckCode(ctx, input.email, 'reset', input.code);
  if (!precheck.ok) throw badRequest('code', precheck.reason);
  const passwordHash = await hashPassword(input.password, ctx.config.scryptLogN);
  const now = ctx.now();
  const check = await ctx.db.transaction().execute(async (trx) => {
    const result = await consumeCode(ctx, trx, input.email, 'reset', input.code);
    if (!result.ok) return result;
    await repo.updateUser(trx, row.id, {
      password_hash: passwordHash,
      failed_logins: 0,
      locked_until: 0,
      updated_at: now,
    });
    await repo.revokeUserSessions(trx, row.id, now);
    return result;
  });
  if (!check.ok) throw badRequest('code', check.reason);
  ctx.push.sessionsEnded({ userId: row.id });
}

export async function updatePassword(
  ctx: AppContext,
  user: AuthUser,
  input: { oldPassword: string; password: string },
) {
  const rate = await ctx.rateLimiter.hit(`password-change:${user.id}`, PASSWORD_CHANGES_PER_HOUR, 3_600_000);
  if (!rate.allowed) throw tooManyRequests(rate.retryAfterMs, 'Too many password changes');
  const row = await loadUser(ctx, user.id);
  if (!(await verifyPassword(input.oldPassword, row.password_hash))) throw refused('The old password is incorrect');
  if (input.oldPassword === input.password) throw badRequest('password', 'must differ from the old password');
  checkNewPassword(input.password, { email: row.email, userId: row.user_login_id });
  const passwordHash = await hashPassword(input.password, ctx.config.scryptLogN);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, row.id, { password_hash: passwordHash, updated_at: now });
    await repo.revokeUserSessions(trx, row.id, now, user.sessionId);
  });
  ctx.push.sessionsEnded({ userId: row.id, exceptSessionId: user.sessionId });
}

export async function settingPayPassword(ctx: AppContext, user: AuthUser, payPassword: string) {
  const row = await loadUser(ctx, user.id);
  if (row.pay_password_hash !== null) throw conflict('The pay password is already set; change it instead');
  await repo.updateUser(ctx.db, row.id, {
    pay_password_hash: await hashPassword(payPassword, ctx.config.scryptLogN),
    updated_at: ctx.now(),
  });
}

/**
 * Checks a pay password; wrong tries are limited (five, then a 15-minute lock). Used by withdrawals too.
 * Throws with `field` named in the message. The answer is decided against the count as it is after the check, not
 * as it was read before it: tries made at the same moment cannot all slip under the limit, and once it locks every
 * answer is the lock's, so no further guess is told right or wrong.
 */
export async function verifyPayPassword(ctx: AppContext, userId: number, payPassword: string, field = 'payPassword') {
  const row = await loadUser(ctx, userId);
  const now = ctx.now();
  if (row.pay_password_hash === null) throw refused('Set a pay password first');
  const locked = (until: number) =>
    tooManyRequests(until - now, 'Too many wrong pay passwords, so it is locked for a while');
  if (row.pay_locked_until > now) throw locked(row.pay_locked_until);
  if (await verifyPassword(payPassword, row.pay_password_hash)) {
    if (await repo.clearPayFailures(ctx.db, row.id, now)) return row;
    throw locked((await loadUser(ctx, userId)).pay_locked_until);
  }
  const failure = await repo.recordPayFailure(ctx.db, row.id, now, PAY_PASSWORD_TRIES, now + PAY_LOCK_MS);
  if (!failure) throw locked((await loadUser(ctx, userId)).pay_locked_until);
  const left = PAY_PASSWORD_TRIES - failure.pay_failed_tries;
  throw new AppError(
    422,
    failure.pay_locked_until > now
      ? `${field}: is incorrect; locked for 15 minutes`
      : `${field}: is incorrect (${left} ${left === 1 ? 'try' : 'tries'} left)`,
  );
}

export async function updatePayPassword(
  ctx: AppContext,
  user: AuthUser,
  input: { oldPayPassword: string; payPassword: string },
) {
  await verifyPayPassword(ctx, user.id, input.oldPayPassword, 'oldPayPassword');
  await repo.updateUser(ctx.db, user.id, {
    pay_password_hash: await hashPassword(input.payPassword, ctx.config.scryptLogN),
    updated_at: ctx.now(),
  });
}

export async function userInfo(ctx: AppContext, user: AuthUser): Promise<User> {
  return toUser(await loadUser(ctx, user.id));
}

/** Who the given users are, for staff lists: user ID and email by id. */
export async function identitiesOf(
  db: AppContext['db'],
  ids: number[],
): Promise<Map<number, { userLoginId: string; email: string }>> {
  const rows = await repo.findUsersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { userLoginId: r.user_login_id, email: r.email }]));
}

export async function logout(ctx: AppContext, user: AuthUser) {
  await repo.revokeSession(ctx.db, user.sessionId, ctx.now());
  ctx.push.sessionsEnded({ userId: user.id, sessionId: user.sessionId });
}

/** Mirrors an identity review's outcome on the user (what /api/user/info carries), inside the caller's transaction. */
export async function setKycStatus(db: AppContext['db'], userId: number, status: KycStatus, now: number) {
  await repo.updateUser(db, userId, { kyc_status: status, updated_at: now });
}
