import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** The SQL of referral. Who invited whom is `users.invited_by`, written by accounts at sign-up; this only reads it. */
export const referralRepo = {
  inviteCodeOf: async (db: Q, userId: number) =>
    (await db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirst())?.invite_code,

  countInvited: async (db: Q, userId: number): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('invited_by', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** The ids of the accounts registered with `userId`'s invite code, oldest first. */
  invitedIds: async (db: Q, userId: number): Promise<number[]> =>
    (await db.selectFrom('users').select('id').where('invited_by', '=', userId).orderBy('id').execute()).map(
      (r) => r.id,
    ),
};
