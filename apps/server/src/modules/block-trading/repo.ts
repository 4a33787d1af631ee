import { ReviewStatus } from '@bourse/contract';
import type { Insertable, Kysely } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { BlockOrdersTable, Database } from '../../db/schema.ts';
import { queueOrder, type QueueSort } from '../../platform/reviewed-repo.ts';

type Q = Kysely<Database>;

/** Block trading's SQL: applications for the permission, and block orders. */
export const blockTradingRepo = {
  /** The user's newest application, if any. */
  latest: (db: Q, userId: number) =>
    db
      .selectFrom('block_trading_applications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Whether one of the user's applications was approved (the permission). */
  approved: async (db: Q, userId: number) =>
    (await db
      .selectFrom('block_trading_applications')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', ReviewStatus.completed)
      .executeTakeFirst()) !== undefined,

  insertApplication: (db: Q, userId: number, now: number) =>
    db
      .insertInto('block_trading_applications')
      .values({ user_id: userId, status: ReviewStatus.pending, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** An application, locked until the transaction ends (SQLite's writer already serialises). */
  lock: (db: Q, id: number) =>
    db
      .selectFrom('block_trading_applications')
      .selectAll()
      .where('id', '=', id)
      .$if(isPostgres(db), (b) => b.forUpdate())
      .executeTakeFirst(),

  /** Decides an application while it is pending; undefined otherwise. */
  decide: (
    db: Q,
    id: number,
    patch: { status: ReviewStatus; reason: string; reviewed_at: number; reviewed_by: number },
  ) =>
    db
      .updateTable('block_trading_applications')
      .set(patch)
      .where('id', '=', id)
      .where('status', '=', ReviewStatus.pending)
      .returningAll()
      .executeTakeFirst(),

  /** Staff's list in the order asked; else the pending queue oldest first, anything else newest first. */
  listApplications: (
    db: Q,
    q: Partial<QueueSort> & { status?: ReviewStatus | undefined; offset: number; limit: number },
  ) =>
    queueOrder(
      db
        .selectFrom('block_trading_applications')
        .selectAll()
        .$if(q.status !== undefined, (b) => b.where('status', '=', q.status as ReviewStatus)),
      q,
      q.status === ReviewStatus.pending,
    )
      .limit(q.limit)
      .offset(q.offset)
      .execute(),

  countApplications: async (db: Q, status?: ReviewStatus) =>
    Number(
      (
        await db
          .selectFrom('block_trading_applications')
          .$if(status !== undefined, (b) => b.where('status', '=', status as ReviewStatus))
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),

  insertOrder: (db: Q, row: Insertable<BlockOrdersTable>) =>
    db.insertInto('block_orders').values(row).returningAll().executeTakeFirstOrThrow(),

  ordersPage: (db: Q, userId: number, q: { offset: number; limit: number }) =>
    db
      .selectFrom('block_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),

  countOrders: async (db: Q, userId: number) =>
    Number(
      (
        await db
          .selectFrom('block_orders')
          .where('user_id', '=', userId)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
};

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof blockTradingRepo.latest>>>;
export type BlockOrderRow = Awaited<ReturnType<typeof blockTradingRepo.insertOrder>>;
