import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('uploads'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // 32 random hex characters: the file's name in DATA_DIR/uploads and the id in its url.
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user').on('uploads').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('uploads').ifExists().execute();
}
