import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Strategy accounts (docs/decisions.md, Copy trading): a house-owned system user per account whose trading account a
 * rule-based strategy trades through the engine, and the account's equity sampled on a fixed grid (its track record).
 * A sample's time is a multiple of the grid, unique per account, so two nodes sampling at once store it once.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('strategy_accounts'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('users.id'))
    // Who runs it ('institution', 'robot'): the runner itself does not care.
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // The domain's StrategyRules as JSON.
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    // The fraction of what the account can trade that one position commits, e.g. "0.5".
    .addColumn('allocation', 'text', (c) => c.notNull())
    .addColumn('candles', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_run_at', 'bigint')
    .addCheckConstraint('strategy_accounts_status', sql`status in ('running', 'stopped')`)
    .addCheckConstraint('strategy_accounts_candles', sql`candles in ('minute', 'day')`)
    .execute();

  await withId(db, db.schema.createTable('strategy_equity'))
    .addColumn('strategy_account_id', 'bigint', (c) => c.notNull().references('strategy_accounts.id'))
    .addColumn('t', 'bigint', (c) => c.notNull())
    .addColumn('equity', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('strategy_equity_account_t')
    .on('strategy_equity')
    .columns(['strategy_account_id', 't'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('strategy_equity').execute();
  await db.schema.dropTable('strategy_accounts').execute();
}
