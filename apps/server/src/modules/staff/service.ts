import {
  type AdminMe,
  type Endpoints,
  type Page,
  isStaffRole,
  ROLE_PERMISSIONS,
  type StaffMember,
  type StaffRole,
  type TotpEnrolment,
} from '@bourse/contract';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema.ts';
import { pageWindow, toPage } from '../../platform/paging.ts';
import type { AppContext, AuthUser } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { badRequest, conflict, forbidden, notFound, refused } from '../../platform/errors.ts';
import { hashPassword, weakPasswordReason } from '../../platform/passwords.ts';
import { recordDecision } from '../audit/service.ts';
import {
  accountRow,
  endSessions,
  insertStaffAccount,
  passSecondFactor,
  setStaffRole,
  staffAccounts,
  takenIdentity,
} from '../accounts/service.ts';
import { checkCode, removeTotp, startEnrolment } from '../accounts/totp.ts';

/** The back office's own calls: who is signed in, the second factor, and admins managing staff (all audited). */

const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;

function staffRoleOf(row: Pick<UserRow, 'staff_role'> | undefined): StaffRole {
  if (!row || !isStaffRole(row.staff_role)) throw forbidden('Staff only');
  return row.staff_role;
}

const toMember = (row: UserRow): StaffMember => ({
  id: row.id,
  userLoginId: row.user_login_id,
  email: row.email,
  role: staffRoleOf(row),
  totpEnrolled: flag(row.totp_enabled_at !== null),
  createdAt: row.created_at,
});

export async function me(ctx: AppContext, user: AuthUser, secondFactor = user.secondFactor): Promise<AdminMe> {
  const row = await accountRow(ctx.db, user.id);
  const role = staffRoleOf(row);
  return {
    ...toMember(row as UserRow),
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    secondFactor: flag(secondFactor),
  };
}

export const enrol = (ctx: AppContext, user: AuthUser): Promise<TotpEnrolment> => startEnrolment(ctx, user.id);

/** A right authenticator code gives this session its staff powers; the sign-in is audited. */
export async function verify(ctx: AppContext, user: AuthUser, code: string): Promise<AdminMe> {
  await checkCode(ctx, user.id, code);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await passSecondFactor(trx, user.sessionId, now);
    await audit(trx, user.id, 'staff.sign_in', user.id, now);
  });
  return me(ctx, user, true);
}

const audit = (
  trx: AppContext['db'],
  actorId: number,
  action: string,
  targetId: number,
  at: number,
  detail?: Record<string, unknown>,
) =>
  recordDecision(trx, {
    actorId,
    action,
    target: { type: 'user', id: targetId },
    beforeStatus: 0,
    afterStatus: 0,
    ...(detail ? { detail } : {}),
    at,
  });

/** Staff members searched by email or user ID, filtered by role, sorted and paged. */
export async function list(
  ctx: AppContext,
  input: z.output<Endpoints['staffList']['input']>,
): Promise<Page<StaffMember>> {
  const { rows, total } = await staffAccounts(ctx.db, { ...input, ...pageWindow(input) });
  return toPage(rows.map(toMember), total, input);
}

export async function create(
  ctx: AppContext,
  actor: AuthUser,
  input: { email: string; userLoginId: string; password: string; role: StaffRole },
): Promise<StaffMember> {
  const weak = weakPasswordReason(input.password, { email: input.email, userId: input.userLoginId });
  if (weak) throw badRequest('password', weak);
  const taken = await takenIdentity(ctx.db, input.email, input.userLoginId);
  if (taken) throw conflict(taken === 'email' ? 'This email is already registered' : 'This user ID is taken');
  const passwordHash = await hashPassword(input.password, ctx.config.scryptLogN);
  const now = ctx.now();
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const id = await insertStaffAccount(trx, { ...input, passwordHash }, now);
      await audit(trx, actor.id, 'staff.create', id, now, { role: input.role });
      return id;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict('This email or user ID was just taken');
      throw err;
    });
  return toMember((await accountRow(ctx.db, id)) as UserRow);
}

/** A staff member other than the caller, or 404. */
async function otherStaff(ctx: AppContext, actor: AuthUser, userId: number, what: string) {
  if (userId === actor.id) throw refused(`You may not ${what} yourself; ask another admin`);
  const row = await accountRow(ctx.db, userId);
  if (!row || row.staff_role === null) throw notFound('Staff member not found');
  return row;
}

/** Changes a staff member's role (null: no longer staff); their sessions end, so the new role applies at once. */
export async function setRole(
  ctx: AppContext,
  actor: AuthUser,
  input: { userId: number; role: StaffRole | null },
): Promise<StaffMember | null> {
  const row = await otherStaff(ctx, actor, input.userId, 'change the role of');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setStaffRole(trx, row.id, input.role, now);
    await audit(trx, actor.id, 'staff.role', row.id, now, { from: row.staff_role, to: input.role });
  });
  ctx.push.sessionsEnded({ userId: row.id });
  const after = await accountRow(ctx.db, row.id);
  return after?.staff_role ? toMember(after) : null;
}

/** Removes a staff member's authenticator (a lost phone): they enrol again at their next sign-in. */
export async function resetTotp(ctx: AppContext, actor: AuthUser, userId: number): Promise<void> {
  const row = await otherStaff(ctx, actor, userId, 'reset the authenticator of');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await removeTotp(trx, row.id, now);
    await endSessions(trx, row.id, now);
    await audit(trx, actor.id, 'staff.totp_reset', row.id, now);
  });
  ctx.push.sessionsEnded({ userId: row.id });
}
