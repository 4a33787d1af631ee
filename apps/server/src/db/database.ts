import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';

export type Db = Kysely<Database>;

// int8 (bigint) columns hold epoch milliseconds and ids: well inside Number's safe range.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** What went wrong away from any call: an idle PostgreSQL connection dropped, a SQLite checkpoint that failed. */
export type BackgroundError = (err: Error, what: string) => void;

export function createDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, onError?: BackgroundError): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (err) => onError?.(err, 'idle database connection lost'));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new Kysely<Database>({
    dialect: new NodeSqliteDialect(path.join(config.dataDir, 'bourse.sqlite'), onError),
  });
}

export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The database answers and can commit (on SQLite, a failed log sync refuses every transaction until a restart). */
export async function pingDb(db: Db): Promise<void> {
  await db.transaction().execute((trx) => sql`select 1`.execute(trx));
}
