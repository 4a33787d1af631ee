import type { Role, SortOrder, STAFF_MEMBER_SORTS, StaffRole } from '@bourse/contract';
import { type Kysely, sql } from 'kysely';
import { preparedSql } from '../../db/prepared.ts';
import type { Database, EmailCodesTable, NewUser, UserUpdate } from '../../db/schema.ts';
import { contains } from '../../platform/paging.ts';

type Q = Kysely<Database>;

const liveSessionSql = preparedSql<{
  sessionId: number;
  created_at: number;
  last_seen_at: number;
  second_factor_at: number | null;
  userId: number;
  role: Role;
  staff_role: StaffRole | null;
}>(
  'select sessions.id as "sessionId", sessions.created_at, sessions.last_seen_at, sessions.second_factor_at, ' +
    'users.id as "userId", users.role, users.staff_role from sessions ' +
    'inner join users on users.id = sessions.user_id where sessions.token_hash = ? and sessions.revoked_at is null',
);

export interface StaffQuery {
  q?: string | undefined;
  role?: StaffRole | undefined;
  sort: (typeof STAFF_MEMBER_SORTS)[number];
  order: SortOrder;
  offset: number;
  limit: number;
}

const STAFF_SORT_COLUMNS = {
  id: 'id',
  email: 'email',
  userLoginId: 'login_key',
  role: 'staff_role',
  createdAt: 'created_at',
} as const;

export const accountsRepo = {
  findUserById: (db: Q, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  findUsersByIds: (db: Q, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom('users').select(['id', 'email', 'user_login_id']).where('id', 'in', ids).execute(),

  /** Staff accounts searched by email or user ID, filtered by role, in the order asked (ties by id), and their count. */
  staffPage: async (db: Q, query: StaffQuery) => {
    let base = db.selectFrom('users').where('staff_role', 'is not', null);
    if (query.q) {
      const q = query.q.trim();
      base = base.where((eb) => eb.or([contains(eb.fn('lower', ['email']), q), contains('login_key', q)]));
    }
    if (query.role) base = base.where('staff_role', '=', query.role);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy(STAFF_SORT_COLUMNS[query.sort], query.order)
        .orderBy('id', query.order)
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  findUserByEmail: (db: Q, email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

  findUserByLogin: (db: Q, username: string) =>
    db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('email', '=', username.toLowerCase()), eb('login_key', '=', username.toLowerCase())]))
      .executeTakeFirst(),

  loginKeyTaken: async (db: Q, loginKey: string) =>
    (await db.selectFrom('users').select('id').where('login_key', '=', loginKey).executeTakeFirst()) !== undefined,

  findUserIdByInviteCode: async (db: Q, inviteCode: string) =>
    (await db.selectFrom('users').select('id').where('invite_code', '=', inviteCode).executeTakeFirst())?.id,

  insertUser: async (db: Q, user: NewUser) =>
    (await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()).id,

  updateUser: (db: Q, id: number, patch: UserUpdate) =>
    db.updateTable('users').set(patch).where('id', '=', id).execute(),

  /**
   * Counts a failed login unless the account is locked (then undefined), in one statement, so failures at the same
   * moment each count and the one that reaches a lock sets it. `locksMs[i]` is how long the (`firstLocking` + i)-th
   * failure in a row locks the account; the last also applies to every failure after it.
   */
  recordLoginFailure: (db: Q, id: number, now: number, firstLocking: number, locksMs: readonly number[]) => {
    const failures = sql`failed_logins + 1`;
    const steps = locksMs.map((ms, i) => sql`when ${failures} = ${firstLocking + i} then ${now + ms}`);
    const last = now + (locksMs.at(-1) ?? 0);
    return db
      .updateTable('users')
      .set({
        failed_logins: sql<number>`${failures}`,
        locked_until: sql<number>`case when ${failures} < ${firstLocking} then locked_until ${sql.join(steps, sql` `)} else ${last} end`,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('locked_until', '<=', now)
      .returning(['failed_logins', 'locked_until'])
      .executeTakeFirst();
  },

  /** Clears the failed logins after a right password; false when the account is locked (so it does not count). */
  clearLoginFailures: async (db: Q, id: number, now: number) =>
    (await db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: 0 })
      .where('id', '=', id)
      .where('locked_until', '<=', now)
      .returning('id')
      .executeTakeFirst()) !== undefined,

  /**
   * Records a wrong pay password unless it is locked (then undefined), in one statement, so wrong tries made at the
   * same moment each count. The one that reaches `limit` locks it until `lockUntil` and restarts the count.
   */
  recordPayFailure: (db: Q, id: number, now: number, limit: number, lockUntil: number) =>
    db
      .updateTable('users')
      .set({
        pay_failed_tries: sql<number>`case when pay_failed_tries + 1 >= ${limit} then 0 else pay_failed_tries + 1 end`,
        pay_locked_until: sql<number>`case when pay_failed_tries + 1 >= ${limit} then ${lockUntil} else pay_locked_until end`,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('pay_locked_until', '<=', now)
      .returning(['pay_failed_tries', 'pay_locked_until'])
      .executeTakeFirst(),

  /** Clears the wrong tries after a right pay password; false when it is locked (so the right one does not count). */
  clearPayFailures: async (db: Q, id: number, now: number) =>
    (await db
      .updateTable('users')
      .set({ pay_failed_tries: 0 })
      .where('id', '=', id)
      .where('pay_locked_until', '<=', now)
      .returning('id')
      .executeTakeFirst()) !== undefined,

  insertSession: async (
    db: Q,
    s: { user_id: number; token_hash: string; now: number; ip: string; user_agent: string },
  ) =>
    (
      await db
        .insertInto('sessions')
        .values({
          user_id: s.user_id,
          token_hash: s.token_hash,
          created_at: s.now,
          last_seen_at: s.now,
          ip: s.ip,
          user_agent: s.user_agent,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  /** The live session of a token with its user (every signed-in request reads it: prepared SQL). */
  findLiveSession: async (db: Q, tokenHash: string) => (await liveSessionSql(db, [tokenHash])).rows[0],

  /** Marks a live session as having passed the second factor. */
  passSecondFactor: (db: Q, id: number, now: number) =>
    db
      .updateTable('sessions')
      .set({ second_factor_at: now, last_seen_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute(),

  touchSession: (db: Q, id: number, now: number) =>
    db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute(),

  revokeSession: (db: Q, id: number, now: number) =>
    db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute(),

  revokeUserSessions: (db: Q, userId: number, now: number, exceptSessionId?: number) => {
    let q = db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId !== undefined) q = q.where('id', '<>', exceptSessionId);
    return q.execute();
  },

  latestCode: (db: Q, email: string, purpose: EmailCodesTable['purpose']) =>
    db
      .selectFrom('email_codes')
      .selectAll()
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  voidOpenCodes: (db: Q, email: string, purpose: EmailCodesTable['purpose'], now: number) =>
    db
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute(),

  insertCode: (
    db: Q,
    c: {
      email: string;
      purpose: EmailCodesTable['purpose'];
      code_hash: string;
      created_at: number;
      expires_at: number;
      ip: string;
    },
  ) => db.insertInto('email_codes').values(c).returning('id').executeTakeFirstOrThrow(),

  /** Counts a wrong try of an unused code with tries left; answers the tries now, or undefined when none were left. */
  countCodeTry: async (db: Q, id: number, maxTries: number) =>
    (
      await db
        .updateTable('email_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('tries', '<', maxTries)
        .returning('tries')
        .executeTakeFirst()
    )?.tries,

  /** Uses up an unused code with tries left; false when it was used or its tries spent meanwhile. */
  useCode: async (db: Q, id: number, now: number, maxTries: number) =>
    (await db
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('tries', '<', maxTries)
      .returning('id')
      .executeTakeFirst()) !== undefined,

  deleteCode: (db: Q, id: number) => db.deleteFrom('email_codes').where('id', '=', id).execute(),
};
