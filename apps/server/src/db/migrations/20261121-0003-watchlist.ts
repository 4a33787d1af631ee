import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('watchlist_entries'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Also the index the per-user list reads through.
    .addUniqueConstraint('watchlist_entries_user_instrument', ['user_id', 'market', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('watchlist_entries').ifExists().execute();
}
