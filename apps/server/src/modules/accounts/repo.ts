import type { Kysely } from 'kysely';
import type { Database, NewUser, UserUpdate } from '../../db/schema.ts';

type Q = Kysely<Database>;

export const accountsRepo = {
  findUserById: (db: Q, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  findUsersByIds: (db: Q, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom('users').select(['id', 'email', 'user_login_id']).where('id', 'in', ids).execute(),

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

  findLiveSession: (db: Q, tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id as sessionId', 'sessions.last_seen_at', 'users.id as userId', 'users.role'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .executeTakeFirst(),

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

  latestCode: (db: Q, email: string, purpose: string) =>
    db
      .selectFrom('email_codes')
      .selectAll()
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  voidOpenCodes: (db: Q, email: string, purpose: string, now: number) =>
    db
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute(),

  insertCode: (
    db: Q,
    c: { email: string; purpose: string; code_hash: string; created_at: number; expires_at: number; ip: string },
  ) => db.insertInto('email_codes').values(c).returning('id').executeTakeFirstOrThrow(),

  setCodeState: (db: Q, id: number, patch: { tries?: number; used_at?: number }) =>
    db.updateTable('email_codes').set(patch).where('id', '=', id).execute(),

  deleteCode: (db: Q, id: number) => db.deleteFrom('email_codes').where('id', '=', id).execute(),
};
