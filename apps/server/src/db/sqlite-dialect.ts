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
import type { BackgroundError } from './database.ts';
import { type RowMaker, rowMaker } from './row-maker.ts';
import { APP_CHECKPOINT_PAGES, WalCheckpointer } from './wal-checkpointer.ts';
import { UnsyncedCommit, WalSync } from './wal-sync.ts';

/**
 * Kysely on the built-in `node:sqlite` (no native addon). One connection, used by one query or transaction at a
 * time; transactions start with BEGIN IMMEDIATE so a writer takes the write lock before it reads (docs/design.md §4).
 */
export class NodeSqliteDialect implements Dialect {
  readonly #file: string;
  readonly #onError: BackgroundError | undefined;
  constructor(file: string, onError?: BackgroundError) {
    this.#file = file;
    this.#onError = onError;
  }
  createAdapter() {
    return new LeasingSqliteAdapter();
  }
  createDriver(): Driver {
    return new NodeSqliteDriver(this.#file, this.#onError);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/**
 * Kysely holds a single-connection dialect's connection until each transaction's commit has returned; this driver
 * queues its callers itself (leases), and hands the connection on as soon as a commit is written.
 */
class LeasingSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

class NodeSqliteDriver implements Driver {
  readonly #file: string;
  #connection: NodeSqliteConnection | undefined;
  #queue: Promise<void> = Promise.resolve();
  readonly #wal: WalSync;
  readonly #checkpointer: WalCheckpointer;

  constructor(file: string, onError?: BackgroundError) {
    this.#file = file;
    this.#wal = new WalSync(file);
    this.#checkpointer = new WalCheckpointer(file, onError);
  }

  async init() {
    const db = new DatabaseSync(this.#file);
    // WAL, and every commit synced to disk: an answered money call survives a power cut, not only a killed process.
    // A statement on its own syncs inside SQLite (FULL); a transaction commits its log unsynced (NORMAL) and the
    // commit's caller waits for WalSync, off the event loop (see commitTransaction). Group commit (group-commit.ts)
    // shares one commit among the calls waiting together; see docs/decisions.md.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec(SYNC_EACH_STATEMENT);
    // Where plain fsync does not reach the platter (macOS), ask for a full flush; elsewhere this changes nothing.
    db.exec('PRAGMA fullfsync = ON');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA busy_timeout = 10000');
    db.exec(`PRAGMA wal_autocheckpoint = ${APP_CHECKPOINT_PAGES}`);
    // A 64 MiB page cache (the default is 2 MiB): a large transaction (a bulk load, thousands of rows) then keeps its
    // pages in memory rather than spilling them to the WAL before its commit. Durability is the same.
    db.exec('PRAGMA cache_size = -65536');
    // A savepoint's undo log (every unit of work in a group commit has one) in memory: SQLite writes it to a
    // temporary file past 64 KiB, which a commit shared by 32 orders passed, at a write call per page changed.
    db.exec('PRAGMA temp_store = MEMORY');
    this.#connection = new NodeSqliteConnection(db);
  }

  /**
   * One lease per caller: the connection is theirs until they release it, or until their commit is written. (So a
   * transaction must be the whole of a lease: one begun inside `db.connection()` would hand the connection on at its
   * commit. Nothing here does that.)
   */
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    const connection = this.#connection;
    if (!connection) {
      release();
      throw new Error('database is closed');
    }
    return new Lease(connection, release);
  }

  async beginTransaction(lease: DatabaseConnection) {
    // After a failed sync no commit can be answered as durable: refuse to begin one (until a restart).
    if (this.#wal.failed) throw this.#wal.failed;
    await lease.executeQuery(CompiledQuery.raw(SYNC_AT_COMMIT_BY_CALLER));
    try {
      await lease.executeQuery(CompiledQuery.raw('begin immediate'));
    } catch (error) {
      await lease.executeQuery(CompiledQuery.raw(SYNC_EACH_STATEMENT));
      throw error;
    }
  }

  /**
   * Commits without waiting for the disk, hands the connection to the next caller, then waits for the log's sync:
   * the next transaction runs while this one's frames reach the disk, and this caller is answered only once they
   * have. (Others may read what this commit wrote before the sync settles; none of it is answered as done before.)
   * Anything that fails once the commit is written is an UnsyncedCommit: the transaction is stored, and must never be
   * run again.
   */
  async commitTransaction(lease: DatabaseConnection) {
    const held = lease as Lease;
    await held.executeQuery(CompiledQuery.raw('commit'));
    held.committed = true;
    try {
      try {
        await held.executeQuery(CompiledQuery.raw(SYNC_EACH_STATEMENT));
      } finally {
        held.release();
      }
      await this.#wal.sync();
    } catch (error) {
      throw error instanceof UnsyncedCommit ? error : new UnsyncedCommit(error);
    }
    this.#checkpointer.committed(() => this.#wal.size());
  }

  async rollbackTransaction(lease: DatabaseConnection) {
    // A written commit cannot be rolled back (and its connection may already be someone else's).
    if ((lease as Lease).committed) return;
    try {
      await lease.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      await lease.executeQuery(CompiledQuery.raw(SYNC_EACH_STATEMENT));
    }
  }

  async releaseConnection(lease: DatabaseConnection) {
    (lease as Lease).release();
  }

  async destroy() {
    await this.#queue;
    // The checkpoint thread's connection closes first, and the syncs under way end, before the app's connection
    // (whose close, the last, checkpoints and removes the log).
    await this.#checkpointer.close();
    await this.#wal.close();
    this.#connection?.close();
    this.#connection = undefined;
  }
}

/** SQLite syncs the log at each commit (the connection's setting outside transactions). */
const SYNC_EACH_STATEMENT = 'PRAGMA synchronous = FULL';
/** The log is synced by the commit's caller, with WalSync (set before a transaction: SQLite refuses it inside one). */
const SYNC_AT_COMMIT_BY_CALLER = 'PRAGMA synchronous = NORMAL';

/** A caller's hold on the one connection; released once, by its holder. */
class Lease implements DatabaseConnection {
  readonly #connection: NodeSqliteConnection;
  readonly #release: () => void;
  released = false;
  /** Its transaction's commit is written. */
  committed = false;

  constructor(connection: NodeSqliteConnection, release: () => void) {
    this.#connection = connection;
    this.#release = release;
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.released) return Promise.reject(new Error('the connection was released'));
    return this.#connection.executeQuery(compiled);
  }

  streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (this.released) throw new Error('the connection was released');
    return this.#connection.streamQuery(compiled);
  }

  release() {
    if (this.released) return;
    this.released = true;
    this.#release();
  }
}

const STATEMENT_CACHE_SIZE = 512;
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  /** Prepared statements by SQL text; one that answers rows answers them as arrays, made into objects by `toRow`. */
  readonly #statements = new Map<string, { stmt: StatementSync; toRow: RowMaker | undefined; ddl: boolean }>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #prepare(sql: string) {
    let cached = this.#statements.get(sql);
    if (!cached) {
      const stmt = this.#db.prepare(sql);
      const columns = stmt.columns();
      // Arrays, made into objects of one fast shape per statement (db/row-maker.ts): node:sqlite's own row objects
      // are dictionaries, slow to read and to copy.
      if (columns.length > 0) stmt.setReturnArrays(true);
      cached = {
        stmt,
        toRow: columns.length > 0 ? rowMaker(columns.map((c) => c.name)) : undefined,
        ddl: SCHEMA_CHANGE.test(sql),
      };
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
      this.#statements.set(sql, cached);
    }
    return cached;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { stmt, toRow, ddl } = this.#prepare(compiled.sql);
    const params = compiled.parameters.map(toSqlite);
    if (toRow) {
      return { rows: (stmt.all(...params) as unknown as unknown[][]).map(toRow) as R[] };
    }
    const result = stmt.run(...params);
    // A statement prepared before a change of the schema would answer rows under its old column names.
    if (ddl) this.#statements.clear();
    return {
      rows: [],
      numAffectedRows: BigInt(result.changes),
      insertId: BigInt(result.lastInsertRowid),
    };
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { stmt, toRow } = this.#prepare(compiled.sql);
    for (const row of stmt.iterate(...compiled.parameters.map(toSqlite))) {
      yield { rows: [(toRow ? toRow(row as unknown as unknown[]) : row) as R] };
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
