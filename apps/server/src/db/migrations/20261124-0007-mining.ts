import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Mining rewards (docs/decisions.md, Mining rewards). Energy is not money: it is kept here, never in the ledger. A
 * user's energy on hand is `mining_accounts.energy`; every award that added to it is a row of `mining_awards`, unique
 * per user and award key (a day's check-in, the first deposit, one referral...), so an award is given once whatever
 * the concurrency. Sessions spend energy and are paid in USD through the ledger; `mining_budget_days` holds what the
 * house rewards account has paid on each UTC day, against the daily budget.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('mining_accounts')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('energy', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`energy >= 0`),
    )
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('mining_awards'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('checkin', 'first_deposit', 'identity', 'referral', 'trading_volume')`),
    )
    .addColumn('award_key', 'text', (c) => c.notNull())
    // The UTC day it was given (YYYY-MM-DD), which the daily caps count by.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('energy', 'integer', (c) => c.notNull().check(sql`energy >= 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mining_awards_key')
    .on('mining_awards')
    .columns(['user_id', 'award_key'])
    .unique()
    .execute();
  await db.schema.createIndex('mining_awards_day').on('mining_awards').columns(['user_id', 'day']).execute();

  await withId(db, db.schema.createTable('mining_sessions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('mining', 'successful', 'failed')`))
    .addColumn('energy', 'integer', (c) => c.notNull().check(sql`energy > 0`))
    // USD it pays when it ends, fixed at the start from the published reward per unit.
    .addColumn('reward', 'text', (c) => c.notNull())
    // 1 when it was started with less energy than a full session needs ('Insufficient energy, stop mining').
    .addColumn('short', 'integer', (c) => c.notNull().check(sql`short in (0, 1)`))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    // The ledger transaction that paid it (successful only).
    .addColumn('journal_tx_id', 'bigint')
    .execute();
  await db.schema.createIndex('mining_sessions_user').on('mining_sessions').columns(['user_id', 'id']).execute();
  // One running session per user, whatever the concurrency; and the sweep reads the running ones by end time.
  await db.schema
    .createIndex('mining_sessions_one_running')
    .on('mining_sessions')
    .column('user_id')
    .unique()
    .where(sql.ref('state'), '=', 'mining')
    .execute();
  await db.schema
    .createIndex('mining_sessions_due')
    .on('mining_sessions')
    .column('ends_at')
    .where(sql.ref('state'), '=', 'mining')
    .execute();

  await db.schema
    .createTable('mining_budget_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('paid', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const t of ['mining_budget_days', 'mining_sessions', 'mining_awards', 'mining_accounts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
