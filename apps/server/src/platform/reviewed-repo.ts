import { ReviewStatus } from '@bourse/contract';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { isPostgres } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Q = Kysely<Database>;

/** The tables of records staff review (funding, identity); each has id, user_id and status (ReviewStatus). */
export type ReviewedTable = 'deposits' | 'withdrawals' | 'kyc_applications';

export interface ListQuery {
  userId?: number | undefined;
  status?: ReviewStatus | undefined;
  offset: number;
  limit: number;
}

/** The queries deposits and withdrawals share: by owner, locked, changed while pending, listed and counted. */
export function reviewedRepo<T extends ReviewedTable>(table: T) {
  type Row = Selectable<Database[T]>;
  const from = (db: Q) => db.selectFrom(table as ReviewedTable);
  const filtered = (db: Q, q: Pick<ListQuery, 'userId' | 'status'>) => {
    let b = from(db);
    if (q.userId !== undefined) b = b.where('user_id', '=', q.userId);
    if (q.status !== undefined) b = b.where('status', '=', q.status);
    return b;
  };
  return {
    findOwned: async (db: Q, userId: number, id: number) =>
      (await from(db).selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()) as
        Row | undefined,

    /** The record, locked until the transaction ends (SQLite's BEGIN IMMEDIATE already serialises writers). */
    lock: async (db: Q, id: number) =>
      (await from(db)
        .selectAll()
        .where('id', '=', id)
        .$if(isPostgres(db), (b) => b.forUpdate())
        .executeTakeFirst()) as Row | undefined,

    countPending: async (db: Q, userId: number) =>
      Number(
        (
          await filtered(db, { userId, status: ReviewStatus.pending })
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Changes a record only while it is pending (and of that user, when given); undefined otherwise. */
    updatePending: async (db: Q, id: number, patch: Updateable<Database[T]>, userId?: number) =>
      (await db
        .updateTable(table as ReviewedTable)
        .set(patch as Updateable<Database[ReviewedTable]>)
        .where('id', '=', id)
        .where('status', '=', ReviewStatus.pending)
        .$if(userId !== undefined, (b) => b.where('user_id', '=', userId ?? 0))
        .returningAll()
        .executeTakeFirst()) as Row | undefined,

    /** Newest first; the staff queue of pending records oldest first (first come, first reviewed). */
    list: async (db: Q, q: ListQuery) =>
      (await filtered(db, q)
        .selectAll()
        .orderBy('id', q.userId === undefined && q.status === ReviewStatus.pending ? 'asc' : 'desc')
        .limit(q.limit)
        .offset(q.offset)
        .execute()) as Row[],

    count: async (db: Q, q: Pick<ListQuery, 'userId' | 'status'>) =>
      Number(
        (
          await filtered(db, q)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
