import type { Kysely } from 'kysely';

/**
 * The back office's account lock (docs/decisions.md, "Back office app"): when staff lock an account,
 * `staff_locked_at` holds the time and `staff_lock_reason` why; logins are refused until they unlock it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('staff_locked_at', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('staff_lock_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('staff_lock_reason').execute();
  await db.schema.alterTable('users').dropColumn('staff_locked_at').execute();
}
