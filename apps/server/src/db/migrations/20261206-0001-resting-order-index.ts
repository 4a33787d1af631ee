import { type Kysely, sql } from 'kysely';

/**
 * The indexes of the order book hold resting orders only. A market order (and every filled, cancelled or expired one)
 * is written once and never looked up by instrument or expiry, yet entered `trade_orders_status (status, market,
 * code)` with every order placed, at a leaf page chosen by its instrument: each commit of a batch of orders wrote one
 * page more per order. Now the book of an instrument reads `trade_orders_resting`, and the whole book at start and
 * the expiry sweep's pages (by id) read `trade_orders_resting_by_id`. The queries name the status literally: a bound
 * parameter would not match a partial index on SQLite.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.dropIndex('trade_orders_status').execute();
  await sql`create index trade_orders_resting on trade_orders (market, code) where status = 0`.execute(db);
  await sql`create index trade_orders_resting_by_id on trade_orders (id) where status = 0`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('trade_orders_resting_by_id').execute();
  await db.schema.dropIndex('trade_orders_resting').execute();
  await db.schema.createIndex('trade_orders_status').on('trade_orders').columns(['status', 'market', 'code']).execute();
}
