import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Block trading (docs/design.md §5): applications for the permission, reviewed by staff, and the block orders placed
 * with it. The permission is an approved application; a user may apply again after a rejection, and has at most one
 * application pending at a time.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('block_trading_applications'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // ReviewStatus: 1 pending, 2 rejected (Audit Failure), 3 approved (Completed).
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (1, 2, 3)`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('block_trading_applications_user')
    .on('block_trading_applications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('block_trading_applications_status')
    .on('block_trading_applications')
    .columns(['status', 'id'])
    .execute();
  // One pending application per user, even when two arrive at once.
  await db.schema
    .createIndex('block_trading_applications_one_pending')
    .on('block_trading_applications')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 1)
    .execute();

  await withId(db, db.schema.createTable('block_orders'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // The trading order and the position it opened (trade_orders, positions).
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('position_id', 'bigint', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('direction', 'integer', (c) => c.notNull().check(sql`direction in (0, 1)`))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    // Quote currency: the price paid and the market price it was taken from; the discount a fraction.
    .addColumn('block_price', 'text', (c) => c.notNull())
    .addColumn('market_price', 'text', (c) => c.notNull())
    .addColumn('discount_rate', 'text', (c) => c.notNull())
    // USD: the shares at the block price, and the open fee.
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('fee', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('block_orders_user').on('block_orders').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const t of ['block_orders', 'block_trading_applications']) await db.schema.dropTable(t).ifExists().execute();
}
