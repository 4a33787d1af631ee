import { CompiledQuery, type DatabaseConnection, type Kysely, type QueryResult } from 'kysely';
import { isPostgres } from './database.ts';
import { rowMaker } from './row-maker.ts';

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
    if (isPostgres(k)) return k.executeQuery<R>(CompiledQuery.raw(pgText, params as unknown[]));
    const query = CompiledQuery.raw(text, params as unknown[]);
    return k.isTransaction ? onTransaction<R>(k, query) : k.executeQuery<R>(query);
  };
}

/** Each SQLite transaction's connection, once asked for. */
const connections = new WeakMap<object, DatabaseConnection>();

/**
 * Runs a statement on a SQLite transaction's own connection, which Kysely's executor would hand over for each statement
 * (about 1 µs a statement, a dozen on an order's path: bench `instructions`). The connection answers synchronously and
 * belongs to the transaction until its commit (a later use is refused by the driver), so nothing can interleave.
 */
async function onTransaction<R>(trx: Kysely<never>, query: CompiledQuery): Promise<QueryResult<R>> {
  let connection = connections.get(trx);
  if (!connection) {
    connection = await trx.getExecutor().provideConnection(async (c) => c);
    connections.set(trx, connection);
  }
  return connection.executeQuery<R>(query);
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

/**
 * `insert into <table> (…) values (…)` as prepared SQL, for a table whose columns (other than the generated id) are all
 * written on every insert: `columns` names each of them once, so the compiler catches a column added to the schema and
 * not here. Answers the row as stored: the values given (a missing one as null) and the id the database gave it, which
 * holds for tables with no column defaults, generated columns or triggers that change a row, and values stored as given.
 * SQLite reports that id without a `returning` clause, which made an order's three inserts half as costly again.
 */
export function preparedInsert<Table extends { id: unknown }, Row extends { id: number }>(
  table: string,
  columns: { [K in Exclude<keyof Table, 'id'>]: true },
) {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const text = `insert into ${table} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`;
  const sqlite = preparedSql(text);
  const pg = preparedSql<{ id: number }>(`${text} returning id`);
  const stored = rowMaker(['id', ...names]);
  return async (db: Kysely<never> | { getExecutor(): unknown }, row: Omit<Row, 'id'>): Promise<Row> => {
    const given = row as Record<string, unknown>;
    const values = names.map((name) => given[name] ?? null);
    let id: number | undefined;
    if (isPostgres(db as Kysely<never>)) id = (await pg(db, values)).rows[0]?.id;
    else {
      // An insert that stored nothing would leave the connection's last rowid at an earlier row's.
      const result = await sqlite(db, values);
      if (result.numAffectedRows === 1n) id = Number(result.insertId);
    }
    if (id === undefined || !Number.isSafeInteger(id)) throw new Error(`${table}: the row was not stored`);
    return stored([id, ...values]) as Row;
  };
}

/**
 * Rows per multi-row statement: 1,000 at the most (within both databases' limits on bound parameters for rows of up
 * to 30 values), then 100 and 10, and what is left (fewer than 10) in one statement of its own count, so that a dozen
 * prepared statements serve any count and a posting's few entries are one statement, not one each.
 */
const STATEMENT_ROWS = [1000, 100, 10] as const;

/** `items` cut into multi-row statements of `STATEMENT_ROWS` rows, largest first, and the rest in one. */
export function statementChunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  let i = 0;
  for (const size of STATEMENT_ROWS) {
    for (; items.length - i >= size; i += size) out.push(items.slice(i, i + size));
  }
  if (i < items.length) out.push(items.slice(i));
  return out;
}
