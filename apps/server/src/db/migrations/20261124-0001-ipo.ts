import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * IPO subscriptions and draws (docs/design.md §5, docs/decisions.md "IPO"). Amounts are USD decimal strings (the IPO
 * account's currency); the issue price is in the offering's currency, with the FX rate the amount was converted at.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('ipo_subscriptions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('issue_price', 'text', (c) => c.notNull())
    .addColumn('lot_size', 'integer', (c) => c.notNull())
    // Shares applied for (whole lots).
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    // USD per unit of `currency` when it was placed ('1' for USD).
    .addColumn('fx_rate', 'text', (c) => c.notNull())
    // Frozen when placed: the amount and the handling fee.
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('fee', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Set by the draw: shares won, what they cost, the fee charged and the refund.
    .addColumn('won_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paid', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('charged_fee', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('refund', 'text', (c) => c.notNull().defaultTo('0'))
    // The holding opened on the listing date.
    .addColumn('position_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('drawn_at', 'bigint')
    .addColumn('listed_at', 'bigint')
    .addCheckConstraint('ipo_subscriptions_status', sql`status in ('pending', 'won', 'lost', 'cancelled')`)
    .execute();
  // One live subscription per user and offering (a cancelled one does not count).
  await db.schema
    .createIndex('ipo_subscriptions_one_per_offering')
    .on('ipo_subscriptions')
    .columns(['user_id', 'symbol'])
    .unique()
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  await db.schema.createIndex('ipo_subscriptions_user').on('ipo_subscriptions').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('ipo_subscriptions_offering')
    .on('ipo_subscriptions')
    .columns(['symbol', 'status', 'id'])
    .execute();

  // One row per offering drawn: the ballot's inputs and totals, so a draw can be audited and is never run twice.
  await withId(db, db.schema.createTable('ipo_draws'))
    .addColumn('symbol', 'text', (c) => c.notNull().unique())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('tranche_lots', 'bigint', (c) => c.notNull())
    .addColumn('demand_lots', 'bigint', (c) => c.notNull())
    .addColumn('applications', 'bigint', (c) => c.notNull())
    .addColumn('other_applications', 'bigint', (c) => c.notNull())
    .addColumn('allotted_lots', 'bigint', (c) => c.notNull())
    .addColumn('drawn_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('ipo_draws').execute();
  await db.schema.dropTable('ipo_subscriptions').execute();
}
