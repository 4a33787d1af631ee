import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Robot rentals (docs/decisions.md, Robot rental). A rental is one user's robot for a stated period: its terms are
 * copied from the catalogue at the purchase (so a later change of the catalogue does not change it), and it trades
 * through a strategy account of its own (modules/strategy-runner), whose system user holds the allocated amount.
 * `state` is the settlement's: active while it may trade, ending once its period is over and its positions are being
 * closed, settled once what its account held has gone back to Balance (once: the update requires the state before).
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('robot_rentals'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('robot_id', 'integer', (c) => c.notNull())
    .addColumn('robot_name', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('fee', 'text', (c) => c.notNull())
    .addColumn('strategy_account_id', 'bigint', (c) => c.notNull())
    .addColumn('strategy_user_id', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('active', 'ending', 'settled')`))
    // What went back to Balance at the end (USD); null until settled.
    .addColumn('returned', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('robot_rentals_user').on('robot_rentals').columns(['user_id', 'id']).execute();
  // The settlement sweep reads the unsettled rentals by end time.
  await db.schema.createIndex('robot_rentals_due').on('robot_rentals').columns(['state', 'ends_at']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('robot_rentals').execute();
}
