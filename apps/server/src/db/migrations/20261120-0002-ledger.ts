import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database.ts';
import { withId } from './helpers.ts';

const APPEND_ONLY = ['journal_transactions', 'journal_entries'];

export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('journal_transactions'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    // The user the movement was made for or by; 0 for none.
    .addColumn('user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text')
    .addColumn('reference_type', 'text')
    .addColumn('reference_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('journal_transactions_reference')
    .on('journal_transactions')
    .columns(['reference_type', 'reference_id'])
    .execute();

  await withId(db, db.schema.createTable('journal_entries'))
    .addColumn('tx_id', 'bigint', (c) => c.notNull().references('journal_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('bucket', 'text', (c) => c.notNull())
    // Signed decimal strings, like the balances.
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance_after', 'text', (c) => c.notNull())
    .addColumn('fx_rate', 'text')
    .addColumn('fx_from_currency', 'text')
    .addColumn('fx_from_amount', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('journal_entries_bucket', sql`bucket in ('available', 'used')`)
    .execute();
  await db.schema.createIndex('journal_entries_account').on('journal_entries').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('journal_entries_tx').on('journal_entries').column('tx_id').execute();

  // The journal is append-only: the database itself refuses to change or remove a line.
  if (isPostgres(db)) {
    await sql`create function journal_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the journal is append-only'; end $$`.execute(db);
    for (const table of APPEND_ONLY) {
      await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
        for each row execute function journal_append_only()`.execute(db);
    }
  } else {
    for (const table of APPEND_ONLY) {
      for (const op of ['update', 'delete']) {
        await sql`create trigger ${sql.id(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.table(table)}
          begin select raise(abort, 'the journal is append-only'); end`.execute(db);
      }
    }
  }

  await withId(db, db.schema.createTable('transfers'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('from_kind', 'text', (c) => c.notNull())
    .addColumn('to_kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // When a pending transfer is due to complete; when a completed one did.
    .addColumn('settle_at', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addCheckConstraint('transfers_status', sql`status in ('pending', 'completed', 'cancelled')`)
    .execute();
  await db.schema.createIndex('transfers_user').on('transfers').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('transfers_due').on('transfers').columns(['status', 'settle_at']).execute();

  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // The first successful answer, as JSON; written in the same transaction as the work it answers for.
    .addColumn('response', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const t of ['idempotency_keys', 'transfers', 'journal_entries', 'journal_transactions']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  if (isPostgres(db)) await sql`drop function if exists journal_append_only()`.execute(db);
}
