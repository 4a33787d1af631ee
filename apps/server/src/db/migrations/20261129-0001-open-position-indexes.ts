import { type Kysely, sql } from 'kysely';

/**
 * Indexes that only open positions enter, and leave when they close, so the leader's periodic work reads what is open
 * and never the history: its margin sweep (open cross positions by user, a page at a time), the financing sweep
 * (open positions not yet charged for a cut-off) and the book of one instrument. Without them SQLite took the
 * sweep's pages from `positions_open (status, ...)` and sorted every open position again for each page (9 ms a page
 * of 500 with 16,000 open, 2 ms now). The queries name the status literally: a bound parameter would not match a
 * partial index on SQLite.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.dropIndex('positions_open').execute();
  await sql`create index positions_open on positions (market, code) where status = 'open'`.execute(db);
  await sql`create index positions_open_cross on positions (user_id, id) where status = 'open' and margin_mode = 1`.execute(
    db,
  );
  await sql`create index positions_unfinanced on positions (financed_to, id) where status = 'open'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('positions_unfinanced').execute();
  await db.schema.dropIndex('positions_open_cross').execute();
  await db.schema.dropIndex('positions_open').execute();
  await db.schema.createIndex('positions_open').on('positions').columns(['status', 'market', 'code']).execute();
}
