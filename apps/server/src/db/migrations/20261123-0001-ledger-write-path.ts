import { type Kysely, sql } from 'kysely';

/**
 * Every index is one more page written per posting (bench/ledger.ts), so the money write path keeps only those a
 * query reads: the journal's reference and entry-by-transaction indexes had no reader, and the due-transfer index
 * now covers only pending transfers (an instant transfer, completed at once, is never looked up as due).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.dropIndex('journal_transactions_reference').execute();
  await db.schema.dropIndex('journal_entries_tx').execute();
  await db.schema.dropIndex('transfers_due').execute();
  // Partial: the queries name status = 'pending' literally (a bound parameter would not match it on SQLite).
  await sql`create index transfers_pending on transfers (user_id, settle_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('transfers_pending').execute();
  await db.schema.createIndex('transfers_due').on('transfers').columns(['status', 'settle_at']).execute();
  await db.schema.createIndex('journal_entries_tx').on('journal_entries').column('tx_id').execute();
  await db.schema
    .createIndex('journal_transactions_reference')
    .on('journal_transactions')
    .columns(['reference_type', 'reference_id'])
    .execute();
}
