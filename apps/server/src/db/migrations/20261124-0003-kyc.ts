import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>) {
  // Every identity submission is kept (a refused one stays beside the next try); users.kyc_status mirrors the latest.
  await withId(db, db.schema.createTable('kyc_applications'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('doc_type', 'text', (c) => c.notNull().check(sql`doc_type in ('idcard', 'passport')`))
    // ISO 3166-1 alpha-2, one of /areaInfo/list.
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    // Upper case, without spaces or hyphens.
    .addColumn('id_number', 'text', (c) => c.notNull())
    // Upload ids (private; shown only through signed urls to the owner or staff). No back image for a passport.
    .addColumn('front_upload', 'text', (c) => c.notNull())
    .addColumn('back_upload', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (1, 2, 3)`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('kyc_applications_user').on('kyc_applications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('kyc_applications_status').on('kyc_applications').columns(['status', 'id']).execute();
  // At most one submission waiting for review per user, whatever the concurrency.
  await db.schema
    .createIndex('kyc_applications_one_pending')
    .on('kyc_applications')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('kyc_applications').ifExists().execute();
}
