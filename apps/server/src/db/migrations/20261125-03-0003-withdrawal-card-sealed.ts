import type { Kysely } from 'kysely';

/**
 * The full number of the card a withdrawal pays to, sealed (docs/decisions.md, back office): copied when the user
 * asks, so the payout can be made even if the card is removed later; staff see it only through the audited reveal.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('withdrawals').addColumn('card_no_sealed', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('withdrawals').dropColumn('card_no_sealed').execute();
}
