import type { Kysely } from 'kysely';

/**
 * Block trading (docs/decisions.md): shares bought at the block price are locked up until `locked_until` (epoch ms),
 * so a block discount cannot be taken back at the market price at once. Null for every other position.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('positions').addColumn('locked_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('positions').dropColumn('locked_until').execute();
}
