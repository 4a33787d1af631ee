import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Copy trading (docs/decisions.md, Copy trading): institutions (each runs a strategy account), their cycles with the
 * account's equity at start and end, and follow orders. A cycle is unique per institution and start, so it is opened
 * once however many nodes try; a follow order moves wait_confirm → to_be_settled → settled (or cancelled before its
 * cycle) by conditional updates, so each step happens once.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('institutions'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('strategy_account_id', 'bigint', (c) => c.notNull().unique().references('strategy_accounts.id'))
    .addColumn('cycle_ms', 'bigint', (c) => c.notNull())
    // Cycles start at cycle_anchor + k × cycle_ms.
    .addColumn('cycle_anchor', 'bigint', (c) => c.notNull())
    // The fraction of a follower's gain the institution keeps, e.g. "0.2".
    .addColumn('profit_share', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('institution_cycles'))
    .addColumn('institution_id', 'bigint', (c) => c.notNull().references('institutions.id'))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('start_equity', 'text', (c) => c.notNull())
    .addColumn('end_equity', 'text')
    // When the equity was read at each end (the sweep runs a moment after the boundary).
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('institution_cycles_start')
    .on('institution_cycles')
    .columns(['institution_id', 'starts_at'])
    .unique()
    .execute();
  await db.schema
    .createIndex('institution_cycles_open')
    .on('institution_cycles')
    .columns(['ended_at', 'ends_at'])
    .execute();

  await withId(db, db.schema.createTable('follow_orders'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('institution_id', 'bigint', (c) => c.notNull().references('institutions.id'))
    .addColumn('amount', 'text', (c) => c.notNull())
    // The profit share stated when the order was placed.
    .addColumn('profit_share_rate', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cycle_id', 'bigint', (c) => c.references('institution_cycles.id'))
    .addColumn('pnl', 'text')
    .addColumn('profit_share', 'text')
    .addColumn('payout', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addCheckConstraint(
      'follow_orders_status',
      sql`status in ('wait_confirm', 'to_be_settled', 'settled', 'cancelled')`,
    )
    .execute();
  await db.schema.createIndex('follow_orders_user').on('follow_orders').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('follow_orders_institution')
    .on('follow_orders')
    .columns(['institution_id', 'status'])
    .execute();
  await db.schema.createIndex('follow_orders_cycle').on('follow_orders').columns(['cycle_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('follow_orders').execute();
  await db.schema.dropTable('institution_cycles').execute();
  await db.schema.dropTable('institutions').execute();
}
