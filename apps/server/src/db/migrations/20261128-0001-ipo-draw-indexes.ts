import { type Kysely, sql } from 'kysely';

/**
 * The draw rewrites every subscription of an offering from 'pending' to its result, and each index holding `status`
 * is one more entry rewritten per row (bench/ipo-draw.ts). The offering's subscriptions are found by symbol alone,
 * and the listing sweep's "won, not listed yet" by a partial index that only won subscriptions enter and that
 * empties as they list (the sweep read every subscription before). The queries name the statuses literally: a bound
 * parameter would not match a partial index on SQLite.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.dropIndex('ipo_subscriptions_offering').execute();
  await db.schema.createIndex('ipo_subscriptions_offering').on('ipo_subscriptions').columns(['symbol', 'id']).execute();
  await sql`create index ipo_subscriptions_awaiting_listing on ipo_subscriptions (symbol, id)
    where status = 'won' and listed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('ipo_subscriptions_awaiting_listing').execute();
  await db.schema.dropIndex('ipo_subscriptions_offering').execute();
  await db.schema
    .createIndex('ipo_subscriptions_offering')
    .on('ipo_subscriptions')
    .columns(['symbol', 'status', 'id'])
    .execute();
}
