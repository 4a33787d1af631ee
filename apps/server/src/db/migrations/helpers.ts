import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/** An auto-increment primary key that is right on both databases. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
