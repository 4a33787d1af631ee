import { type Kysely, sql } from 'kysely';

/**
 * `settled_at`: when the draw's last result was written and its last fee and refund posted (epoch ms), or null while
 * it is under way. The draw settles its applications in many short transactions (docs/decisions.md, "IPO": a draw
 * held the event loop for its whole length before), so a crash can stop it part way: the leader's sweep finds the
 * offering with this null and finishes it, with the fee schedule the draw began with (`fee_rate`, `fee_minimum`), so a
 * restart with other settings does not settle the rest on other terms. Draws from before these columns were one
 * transaction each, all settled when drawn. Nodes that know nothing of `settled_at` would take a draw under way for a
 * finished one: stop them before this migration runs (docs/decisions.md, "IPO").
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('ipo_draws').addColumn('settled_at', 'bigint').execute();
  await db.schema.alterTable('ipo_draws').addColumn('fee_rate', 'text').execute();
  await db.schema.alterTable('ipo_draws').addColumn('fee_minimum', 'text').execute();
  await sql`update ipo_draws set settled_at = drawn_at`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('ipo_draws').dropColumn('fee_minimum').execute();
  await db.schema.alterTable('ipo_draws').dropColumn('fee_rate').execute();
  await db.schema.alterTable('ipo_draws').dropColumn('settled_at').execute();
}
