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
};
