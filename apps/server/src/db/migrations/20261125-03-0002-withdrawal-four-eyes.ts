import type { Kysely } from 'kysely';

/**
 * Four eyes on large withdrawals (docs/decisions.md, "Back office: roles, second factor, four eyes"): who gave a
 * withdrawal above the threshold its first approval, and when; a different staff member's approval pays it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('withdrawals').addColumn('first_approved_by', 'bigint').execute();
  await db.schema.alterTable('withdrawals').addColumn('first_approved_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('withdrawals').dropColumn('first_approved_at').execute();
  await db.schema.alterTable('withdrawals').dropColumn('first_approved_by').execute();
}
