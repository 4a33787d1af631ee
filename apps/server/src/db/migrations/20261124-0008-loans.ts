import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Loans (docs/decisions.md, Loans): the applications and loans, and every movement of each. Amounts are USD decimal
 * strings. A loan's interest day is posted at most once: (loan_id, day) is unique on its movements.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('loans'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('term_days', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The annual rate fixed when the user applied (a fraction).
    .addColumn('annual_rate', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    // What the loan owes now: principal still out, interest accrued and not repaid.
    .addColumn('principal', 'text', (c) => c.notNull())
    .addColumn('interest', 'text', (c) => c.notNull())
    .addColumn('total_interest', 'text', (c) => c.notNull())
    .addColumn('repaid', 'text', (c) => c.notNull())
    // The last loan day whose interest was posted (0 before the first).
    .addColumn('days_accrued', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'bigint')
    .addColumn('disbursed_at', 'bigint')
    .addColumn('due_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addCheckConstraint('loans_status', sql`status in ('pending', 'rejected', 'active', 'overdue', 'repaid')`)
    .execute();
  await db.schema.createIndex('loans_user').on('loans').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('loans_status').on('loans').columns(['status', 'id']).execute();
  // One unfinished loan per user, even when two applications race.
  await db.schema
    .createIndex('loans_one_open_per_user')
    .on('loans')
    .column('user_id')
    .unique()
    .where(sql<boolean>`status in ('pending', 'active', 'overdue')`)
    .execute();

  await withId(db, db.schema.createTable('loan_movements'))
    .addColumn('loan_id', 'bigint', (c) => c.notNull().references('loans.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    // The loan day of an interest movement; null for the others (nulls never collide in a unique key).
    .addColumn('day', 'integer')
    .addColumn('principal_after', 'text', (c) => c.notNull())
    .addColumn('interest_after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('loan_movements_kind', sql`kind in ('disbursed', 'interest', 'repayment', 'auto_repayment')`)
    .addUniqueConstraint('loan_movements_one_per_day', ['loan_id', 'day'])
    .execute();
  await db.schema.createIndex('loan_movements_loan').on('loan_movements').columns(['loan_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('loan_movements').execute();
  await db.schema.dropTable('loans').execute();
}
