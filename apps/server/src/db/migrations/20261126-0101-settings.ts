import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The back office's settings (docs/decisions.md, "Back office: editable settings"): one row per setting staff have
 * changed, holding the value in force (a decimal string). A setting with no row has its configured default.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('settings'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('settings').execute();
}
