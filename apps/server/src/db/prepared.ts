import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { isPostgres } from './database.ts';

/**
 * SQL written once with `?` placeholders and run without the query builder: for the few statements on the money
 * hot path, where building and compiling a Kysely query costs more than SQLite takes to run it (see bench/ledger.ts).
 * The same text runs on both databases; PostgreSQL gets `$1, $2, …` placeholders.
 */
export function preparedSql<R = unknown>(text: string) {
  const pgText = text.replace(
    /\?/g,
    (() => {
      let n = 0;
      return () => `$${++n}`;
    })(),
  );
  return (db: Kysely<never> | { getExecutor(): unknown }, params: readonly unknown[]): Promise<QueryResult<R>> => {
    const k = db as unknown as Kysely<never>;
    return k.executeQuery<R>(CompiledQuery.raw(isPostgres(k) ? pgText : text, params as unknown[]));
  };
}

/** A family of prepared statements keyed by a small count (rows or keys), each built once on first use. */
export function preparedFamily<R = unknown>(build: (count: number) => string) {
  const cache = new Map<number, ReturnType<typeof preparedSql<R>>>();
  return (count: number) => {
    let stmt = cache.get(count);
    if (!stmt) {
      stmt = preparedSql<R>(build(count));
      cache.set(count, stmt);
    }
    return stmt;
  };
}
