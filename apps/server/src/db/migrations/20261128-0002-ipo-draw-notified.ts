import type { Kysely } from 'kysely';

/**
 * When the draw's notices were all stored in the applicants' inboxes (epoch ms), or null while some may be missing.
 * The draw commits first; the leader's sweep delivers the notices after it in bulk and sets this at the end, and a
 * sweep finding a drawn offering with it null delivers again (the inbox stores each event once), so a crash in the
 * middle loses no message. Draws from before this column start null: the first sweep stores whatever an old crash
 * lost and nothing twice.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('ipo_draws').addColumn('notified_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('ipo_draws').dropColumn('notified_at').execute();
}
