import { type Kysely, sql } from 'kysely';

/**
 * The inbox's email copy (docs/decisions.md, Inbox): a user who turns it on in Settings also gets each new message by
 * email. One row per user who has ever set it; no row means off.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('inbox_settings')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('email_copy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('inbox_settings_email_copy', sql`email_copy in (0, 1)`)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('inbox_settings').ifExists().execute();
}
