import { FINISHED_LOAN_STATUSES, type LoanPhase, type LoanStatus, OPEN_LOAN_STATUSES } from '@bourse/contract';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database, LoanMovementsTable, LoansTable } from '../../db/schema.ts';
import { queueOrder, type QueueSort } from '../../platform/reviewed-repo.ts';

type Q = Kysely<Database>;
export type LoanRow = Selectable<LoansTable>;
export type LoanMovementRow = Selectable<LoanMovementsTable>;

interface ListQuery extends Partial<QueueSort> {
  userId?: number | undefined;
  status?: LoanStatus | undefined;
  /** Only the unfinished loans (`open`) or only the finished ones (`finished`). */
  phase?: LoanPhase | undefined;
  offset: number;
  limit: number;
}

type Filter = Pick<ListQuery, 'userId' | 'status' | 'phase'>;

const filtered = (db: Q, q: Filter) =>
  db
    .selectFrom('loans')
    .$if(q.userId !== undefined, (b) => b.where('user_id', '=', q.userId ?? 0))
    .$if(q.status !== undefined, (b) => b.where('status', '=', q.status ?? 'pending'))
    .$if(q.phase !== undefined, (b) =>
      b.where('status', 'in', q.phase === 'open' ? OPEN_LOAN_STATUSES : FINISHED_LOAN_STATUSES),
    );

/** The SQL of loans; only this module imports it. */
export const loansRepo = {
  insert: (db: Q, row: Insertable<LoansTable>) =>
    db.insertInto('loans').values(row).returningAll().executeTakeFirstOrThrow(),

  findOwned: (db: Q, userId: number, id: number) =>
    db.selectFrom('loans').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

  /** The loan, locked until the transaction ends (SQLite's writer already serialises). */
  lock: (db: Q, id: number) =>
    db
      .selectFrom('loans')
      .selectAll()
      .where('id', '=', id)
      .$if(isPostgres(db), (b) => b.forUpdate())
      .executeTakeFirst(),

  /** The user's unfinished loan (pending, active or overdue), if any. */
  openOf: (db: Q, userId: number) =>
    db
      .selectFrom('loans')
      .select(['id', 'status'])
      .where('user_id', '=', userId)
      .where('status', 'in', OPEN_LOAN_STATUSES)
      .executeTakeFirst(),

  /** Changes a loan only while it has status `from`; undefined when it no longer has it. */
  update: (db: Q, id: number, from: LoanStatus, patch: Updateable<LoansTable>) =>
    db
      .updateTable('loans')
      .set(patch)
      .where('id', '=', id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst(),

  /** Newest first; the staff queue in the order asked, else pending loans oldest first (see `queueOrder`). */
  list: (db: Q, q: ListQuery) =>
    queueOrder(filtered(db, q).selectAll(), q, q.userId === undefined && q.status === 'pending')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),

  count: async (db: Q, q: Filter) =>
    Number(
      (
        await filtered(db, q)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** Running loans with an interest day that has ended (day days_accrued + 1 ends at or before `now`). */
  dueForInterest: (db: Q, now: number, dayMs: number, limit: number) =>
    db
      .selectFrom('loans')
      .select('id')
      .where('status', 'in', ['active', 'overdue'])
      // In 64 bits: on PostgreSQL an int4 day count times a day in ms overflows from the 25th day.
      .where(sql<boolean>`disbursed_at + cast(days_accrued + 1 as bigint) * ${sql.lit(dayMs)} <= ${now}`)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** Active loans whose term has ended. */
  dueAtTerm: (db: Q, now: number, limit: number) =>
    db
      .selectFrom('loans')
      .select('id')
      .where('status', '=', 'active')
      .where('due_at', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /**
   * Records a movement. An interest movement for a day already recorded inserts nothing and answers undefined (the
   * unique key (loan_id, day)), so a day is posted once whichever node or restart gets there first.
   */
  insertMovement: (db: Q, row: Insertable<LoanMovementsTable>) =>
    db
      .insertInto('loan_movements')
      .values(row)
      .onConflict((oc) => oc.columns(['loan_id', 'day']).doNothing())
      .returningAll()
      .executeTakeFirst(),

  movements: (db: Q, loanId: number) =>
    db.selectFrom('loan_movements').selectAll().where('loan_id', '=', loanId).orderBy('id').execute(),

  /** The interest a user's loans accrued in [from, until), for the funding overview. */
  interestOf: (db: Q, userId: number, from?: number, until?: number) =>
    db
      .selectFrom('loan_movements as m')
      .innerJoin('loans as l', 'l.id', 'm.loan_id')
      .select('m.amount')
      .where('l.user_id', '=', userId)
      .where('m.kind', '=', 'interest')
      .$if(from !== undefined, (b) => b.where('m.created_at', '>=', from ?? 0))
      .$if(until !== undefined, (b) => b.where('m.created_at', '<', until ?? 0))
      .execute(),
};
