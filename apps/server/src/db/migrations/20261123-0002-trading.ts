import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Trading (docs/design.md §5): orders, open and closed positions, and every fill. Prices are canonical decimal strings
 * in the instrument's quote currency; amounts (margin, fees, totals, profit) are USD strings.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('trade_orders'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // The trading account that pays: 'stock', 'future' or 'forex'.
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('direction', 'integer', (c) => c.notNull())
    .addColumn('order_type', 'integer', (c) => c.notNull())
    // 0 resting, 1 filled, 2 cancelled.
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('time_in_force', 'text', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('margin_mode', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('limit_price', 'text')
    // USD frozen while it rests (margin and open fee, fixed when it was placed).
    .addColumn('reserved_margin', 'text', (c) => c.notNull())
    .addColumn('reserved_fee', 'text', (c) => c.notNull())
    .addColumn('fill_price', 'text')
    .addColumn('position_id', 'bigint')
    .addColumn('stop_loss', 'text')
    .addColumn('take_profit', 'text')
    .addColumn('trailing_type', 'text')
    .addColumn('trailing_value', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('trade_orders_user').on('trade_orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('trade_orders_status').on('trade_orders').columns(['status', 'market', 'code']).execute();

  await withId(db, db.schema.createTable('positions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('direction', 'integer', (c) => c.notNull())
    .addColumn('margin_mode', 'integer', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    // Units still open; 0 once wholly closed.
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('entry_price', 'text', (c) => c.notNull())
    .addColumn('market_entry_price', 'text', (c) => c.notNull())
    .addColumn('contract_size', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // USD margin still held for the open units.
    .addColumn('margin', 'text', (c) => c.notNull())
    .addColumn('open_fee', 'text', (c) => c.notNull())
    // 'open' or 'closed'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stop_loss', 'text')
    .addColumn('take_profit', 'text')
    .addColumn('trailing_type', 'text')
    .addColumn('trailing_value', 'text')
    .addColumn('trailing_best', 'text')
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    // The last daily cut-off whose overnight financing it has paid (or its opening time).
    .addColumn('financed_to', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('positions_user').on('positions').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('positions_open').on('positions').columns(['status', 'market', 'code']).execute();

  // Every fill: the opening of a position (open_close 0) or a close of some or all of it (1).
  await withId(db, db.schema.createTable('trade_fills'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('position_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint')
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('direction', 'integer', (c) => c.notNull())
    .addColumn('open_close', 'integer', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('entry_price', 'text', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('fee', 'text', (c) => c.notNull())
    .addColumn('profit', 'text', (c) => c.notNull())
    .addColumn('write_off', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trade_fills_user').on('trade_fills').columns(['user_id', 'open_close', 'id']).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const t of ['trade_fills', 'positions', 'trade_orders']) await db.schema.dropTable(t).ifExists().execute();
}
