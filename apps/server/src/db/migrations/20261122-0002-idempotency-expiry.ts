import type { Kysely } from 'kysely';

/** Keys are pruned by age every hour (platform/idempotency.ts). */
export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('idempotency_keys_created').ifExists().execute();
}
