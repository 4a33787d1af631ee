import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // One identity document verifies one account: a second approval of the same document is refused by the database
  // whatever the concurrency (docs/decisions.md "KYC").
  await db.schema
    .createIndex('kyc_applications_one_verified_document')
    .on('kyc_applications')
    .columns(['country', 'doc_type', 'id_number'])
    .unique()
    .where(sql.ref('status'), '=', 3)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('kyc_applications_one_verified_document').ifExists().execute();
}
