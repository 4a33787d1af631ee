import { type AMOUNT_QUEUE_SORTS, ReviewStatus, type SortOrder } from '@bourse/contract';
import { type Kysely, type Selectable, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import { isPostgres } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { byValue, type PageRequest } from './paging.ts';

type Q = Kysely<Database>;

/** The tables of records staff review (funding, identity); each has id, user_id and status (ReviewStatus). */
export type ReviewedTable = 'deposits' | 'withdrawals' | 'kyc_applications';

/** A staff queue's sort (the contract's `queueSort`): a field of a closed set, or none for the queue's own order. */
export interface QueueSort {
  sort?: (typeof AMOUNT_QUEUE_SORTS)[number] | undefined;
  order: SortOrder;
}

const QUEUE_SORT_COLUMNS = { id: sql.ref('id'), createdAt: sql.ref('created_at'), amount: byValue('amount') };

/**
 * The order of every staff review queue: the field asked for, ties by id in the same order; without one, the pending
 * queue oldest first (first come, first reviewed) and any other list newest first.
 */
export function queueOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  q: Partial<QueueSort>,
  pendingQueue: boolean,
) {
  if (!q.sort) return query.orderBy(sql.ref('id'), pendingQueue ? 'asc' : 'desc');
  const order = q.order ?? 'desc';
  return query.orderBy(QUEUE_SORT_COLUMNS[q.sort], order).orderBy(sql.ref('id'), order);
}

/** A staff queue's request: its status filter, sort and page. */
export type QueueRequest<S> = PageRequest & Partial<QueueSort> & { status?: S | undefined };

export interface ListQuery extends Partial<QueueSort> {
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

    /** Newest first; a staff queue in the order asked, else pending records oldest first (see `queueOrder`). */
    list: async (db: Q, q: ListQuery) =>
      (await queueOrder(filtered(db, q).selectAll(), q, q.userId === undefined && q.status === ReviewStatus.pending)
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
