import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/**
 * Kysely on the built-in `node:sqlite` (no native addon). One connection, used by one query or transaction at a
 * time; transactions start with BEGIN IMMEDIATE so a writer takes the write lock before it reads (docs/design.md §4).
 */
export class NodeSqliteDialect implements Dialect {
  readonly #file: string;
  constructor(file: string) {
    this.#file = file;
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new NodeSqliteDriver(this.#file);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

class NodeSqliteDriver implements Driver {
  readonly #file: string;
  #connection: NodeSqliteConnection | undefined;
  #queue: Promise<void> = Promise.resolve();

  constructor(file: string) {
    this.#file = file;
  }

  async init() {
    const db = new DatabaseSync(this.#file);
    // WAL, and every commit synced to disk: an answered money call survives a power cut, not only a killed process.
    // Group commit (group-commit.ts) shares that sync among the calls waiting together; see docs/decisions.md.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    // Where plain fsync does not reach the platter (macOS), ask for a full flush; elsewhere this changes nothing.
    db.exec('PRAGMA fullfsync = ON');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA busy_timeout = 10000');
    // A 64 MiB page cache (the default is 2 MiB): a large transaction (an IPO draw writes hundreds of thousands of
    // rows) then keeps its pages in memory rather than spilling them to the WAL before its commit. Durability is the same.
    db.exec('PRAGMA cache_size = -65536');
    this.#connection = new NodeSqliteConnection(db);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    const connection = this.#connection;
    if (!connection) throw new Error('database is closed');
    connection.release = release;
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(connection: DatabaseConnection) {
    (connection as NodeSqliteConnection).release();
  }
  async destroy() {
    await this.#queue;
    this.#connection?.close();
    this.#connection = undefined;
  }
}

const STATEMENT_CACHE_SIZE = 512;

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, { stmt: StatementSync; returnsRows: boolean }>();
  release: () => void = () => {};

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #prepare(sql: string) {
    let cached = this.#statements.get(sql);
    if (!cached) {
      const stmt = this.#db.prepare(sql);
      cached = { stmt, returnsRows: stmt.columns().length > 0 };
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
      this.#statements.set(sql, cached);
    }
    return cached;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { stmt, returnsRows } = this.#prepare(compiled.sql);
    const params = compiled.parameters.map(toSqlite);
    if (returnsRows) {
      return { rows: stmt.all(...params) as R[] };
    }
    const result = stmt.run(...params);
    return {
      rows: [],
      numAffectedRows: BigInt(result.changes),
      insertId: BigInt(result.lastInsertRowid),
    };
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { stmt } = this.#prepare(compiled.sql);
    for (const row of stmt.iterate(...compiled.parameters.map(toSqlite))) {
      yield { rows: [row as R] };
    }
  }

  close() {
    this.#statements.clear();
    this.#db.close();
  }
}

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return value as SQLInputValue;
}
