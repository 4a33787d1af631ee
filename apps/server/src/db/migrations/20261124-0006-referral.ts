import type { Kysely } from 'kysely';

/**
 * Referral (docs/product.md §1): a user's invite code and who signed up with it already live on `users`
 * (`invite_code`, `invited_by`, written at sign-up). The share screen counts a referrer's sign-ups, so the column
 * they are counted by gets an index.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('users_invited_by').on('users').column('invited_by').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('users_invited_by').execute();
}
