import type { Kysely } from 'kysely';
import { isPostgres } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * Serialises a user's writes inside a transaction, so "count, then insert" limits hold under concurrent calls.
 * PostgreSQL locks the user's row; SQLite transactions already hold the write lock (BEGIN IMMEDIATE).
 */
export async function lockUser(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
}
