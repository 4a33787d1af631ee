import type { Insertable, Kysely } from 'kysely';
import type { Database, TransfersTable } from '../../db/schema.ts';

type Q = Kysely<Database>;

export const walletRepo = {
  insertTransfer: (db: Q, row: Insertable<TransfersTable>) =>
    db.insertInto('transfers').values(row).returningAll().executeTakeFirstOrThrow(),

  findTransfer: (db: Q, userId: number, id: number) =>
    db.selectFrom('transfers').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

  /** Marks a due pending transfer completed; undefined when another run (or a cancel) got there first. */
  completeDue: (db: Q, id: number, now: number) =>
    db
      .updateTable('transfers')
      .set({ status: 'completed' })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('settle_at', '<=', now)
      .returningAll()
      .executeTakeFirst(),

  /** Cancels the user's transfer if it is still pending and not yet due; undefined otherwise. */
  cancelPending: (db: Q, userId: number, id: number, now: number) =>
    db
      .updateTable('transfers')
      .set({ status: 'cancelled', cancelled_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('settle_at', '>', now)
      .returningAll()
      .executeTakeFirst(),

  dueTransferIds: async (db: Q, now: number, userId: number | undefined, limit: number) =>
    (
      await db
        .selectFrom('transfers')
        .select('id')
        .where('status', '=', 'pending')
        .where('settle_at', '<=', now)
        .$if(userId !== undefined, (q) => q.where('user_id', '=', userId ?? 0))
        .orderBy('id')
        .limit(limit)
        .execute()
    ).map((r) => r.id),

  listTransfers: (db: Q, userId: number, status: string | undefined, offset: number, limit: number) =>
    db
      .selectFrom('transfers')
      .selectAll()
      .where('user_id', '=', userId)
      .$if(status !== undefined, (q) => q.where('status', '=', status ?? ''))
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),

  countTransfers: async (db: Q, userId: number, status: string | undefined) =>
    Number(
      (
        await db
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .$if(status !== undefined, (q) => q.where('status', '=', status ?? ''))
          .executeTakeFirstOrThrow()
      ).n,
    ),
};
