import type { Kysely } from 'kysely';

/**
 * A user's own two-factor authentication (docs/decisions.md, back office): 1 when they turned it on from /my/setting,
 * so login and withdrawals ask for the authenticator code. A staff account's enrolled authenticator alone does not.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('users')
    .addColumn('totp_user_on', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('totp_user_on').execute();
}
