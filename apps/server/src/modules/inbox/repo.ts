import type { Insertable, Kysely } from 'kysely';
import type { Database, InboxMessagesTable } from '../../db/schema.ts';

type Q = Kysely<Database>;

const live = (db: Q, userId: number) =>
  db.selectFrom('inbox_messages').where('user_id', '=', userId).where('deleted_at', 'is', null);

export const inboxRepo = {
  /** Stores a message unless its event is already stored for that user; answers the new row or undefined. */
  insertOnce: (db: Q, row: Insertable<InboxMessagesTable>) =>
    db
      .insertInto('inbox_messages')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing())
      .returningAll()
      .executeTakeFirst(),

  /**
   * Stores many messages in one statement, each unless its event is already stored for its user; answers the new rows
   * (a repeated event answers nothing). The caller keeps a statement to a size both databases bind.
   */
  insertManyOnce: (db: Q, rows: readonly Insertable<InboxMessagesTable>[]) =>
    rows.length === 0
      ? Promise.resolve([])
      : db
          .insertInto('inbox_messages')
          .values([...rows])
          .onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing())
          .returningAll()
          .execute(),

  page: (db: Q, userId: number, q: { isRead?: 0 | 1 | undefined; offset: number; limit: number }) => {
    let query = live(db, userId).selectAll();
    if (q.isRead !== undefined) query = query.where('is_read', '=', q.isRead);
    return query.orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute();
  },

  count: async (db: Q, userId: number, isRead?: 0 | 1) => {
    let query = live(db, userId).select((eb) => eb.fn.countAll().as('n'));
    if (isRead !== undefined) query = query.where('is_read', '=', isRead);
    return Number((await query.executeTakeFirstOrThrow()).n);
  },

  findOwned: (db: Q, userId: number, id: number) =>
    live(db, userId).selectAll().where('id', '=', id).executeTakeFirst(),

  markRead: (db: Q, userId: number, id: number, now: number) =>
    db
      .updateTable('inbox_messages')
      .set({ is_read: 1, read_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .where('is_read', '=', 0)
      .execute(),

  markAllRead: async (db: Q, userId: number, now: number) =>
    Number(
      (
        await db
          .updateTable('inbox_messages')
          .set({ is_read: 1, read_at: now })
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .where('is_read', '=', 0)
          .executeTakeFirst()
      ).numUpdatedRows,
    ),

  /** Deletes a message's words and keeps its event key (so the event is not told again); answers rows changed. */
  remove: async (db: Q, userId: number, id: number, now: number) =>
    Number(
      (
        await db
          .updateTable('inbox_messages')
          .set({ title: '', body: '', link: null, deleted_at: now })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows,
    ),

  emailCopy: async (db: Q, userId: number): Promise<0 | 1> =>
    (await db.selectFrom('inbox_settings').select('email_copy').where('user_id', '=', userId).executeTakeFirst())
      ?.email_copy ?? 0,

  setEmailCopy: (db: Q, userId: number, emailCopy: 0 | 1, now: number) =>
    db
      .insertInto('inbox_settings')
      .values({ user_id: userId, email_copy: emailCopy, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ email_copy: emailCopy, updated_at: now }))
      .execute(),

  /** The address to copy a user's messages to: their email when the copy is on, otherwise undefined. */
  emailCopyAddress: async (db: Q, userId: number) =>
    (
      await db
        .selectFrom('inbox_settings as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select('u.email')
        .where('s.user_id', '=', userId)
        .where('s.email_copy', '=', 1)
        .executeTakeFirst()
    )?.email,

  /** `emailCopyAddress` for many users at once: user id → email, only for those with the copy on. */
  emailCopyAddresses: async (db: Q, userIds: readonly number[]) =>
    new Map(
      userIds.length === 0
        ? []
        : (
            await db
              .selectFrom('inbox_settings as s')
              .innerJoin('users as u', 'u.id', 's.user_id')
              .select(['s.user_id', 'u.email'])
              .where('s.user_id', 'in', [...new Set(userIds)])
              .where('s.email_copy', '=', 1)
              .execute()
          ).map((r) => [r.user_id, r.email] as const),
    ),
};
