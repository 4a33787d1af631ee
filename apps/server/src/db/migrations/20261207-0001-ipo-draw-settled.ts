import { type Kysely, sql } from 'kysely';

/**
 * When the draw's last result was written and its last fee and refund posted (epoch ms), or null while it is under
 * way. The draw settles its applications in many short transactions (docs/decisions.md, "IPO": a draw held the
 * event loop for its whole length before), so a crash can stop it part way: the leader's sweep finds the offering
 * with this null and finishes it. Draws from before this column were one transaction each, all settled when drawn.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('ipo_draws').addColumn('settled_at', 'bigint').execute();
  await sql`update ipo_draws set settled_at = drawn_at`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('ipo_draws').dropColumn('settled_at').execute();
}
