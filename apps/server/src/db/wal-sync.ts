import fs from 'node:fs';

/** A transaction that committed but whose log could not be synced: stored, perhaps not durably. Never run it again. */
export class UnsyncedCommit extends Error {
  constructor(cause: unknown) {
    super('the commit was written but the disk did not confirm it', { cause });
    this.name = 'UnsyncedCommit';
  }
}

/**
 * Syncs a SQLite database's write-ahead log to disk on libuv's thread pool, so a commit's wait for the disk does not
 * hold the event loop. A transaction committed with `synchronous = NORMAL` has written its frames to the log but not
 * synced it; `sync()` after that commit gives what `synchronous = FULL` gives (SQLite documents FULL in WAL mode as
 * exactly that one extra sync of the log at each commit), and settles once every frame written before the call is on
 * disk. Calls that arrive while a sync runs share the next one: at most one waits, whatever the number of callers.
 *
 * The log's file descriptor is opened at the first sync: the log file is the same one while any connection to the
 * database is open (SQLite deletes it when the last one closes, and otherwise only truncates or rewrites it in place).
 *
 * A failed sync is final (`failed`): the pages it should have written may be gone from the cache while a later sync
 * reports success, and the log's checksums chain every frame to those before, so no later commit could be answered as
 * durable either. Every sync after it fails with the same error, until the process restarts (as PostgreSQL does).
 */
export class WalSync {
  readonly #path: string;
  #fd: number | undefined;
  /** The sync running now, and the one that callers who came after it started wait for. */
  #running: Promise<void> | undefined;
  #next: Promise<void> | undefined;
  /** Syncs done: a test's and a bench's window on the sharing. */
  syncs = 0;
  /** The first sync that failed: every one after fails with it. */
  failed: UnsyncedCommit | undefined;

  constructor(databaseFile: string) {
    this.#path = `${databaseFile}-wal`;
  }

  sync(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (!this.#running) return this.#start();
    // The running sync may have started before this caller's frames were written: wait for a fresh one.
    this.#next ??= this.#running.then(
      () => this.#start(),
      () => this.#start(),
    );
    return this.#next;
  }

  #start(): Promise<void> {
    this.#next = undefined;
    const running = new Promise<void>((resolve, reject) => {
      if (this.failed) throw this.failed;
      // Opened for writing: some platforms (Windows) flush only a handle that may write.
      this.#fd ??= fs.openSync(this.#path, 'r+');
      fs.fsync(this.#fd, (err) => (err ? reject(err) : resolve()));
    })
      .catch((error: unknown) => {
        this.failed ??= error instanceof UnsyncedCommit ? error : new UnsyncedCommit(error);
        throw this.failed;
      })
      .finally(() => {
        this.syncs += 1;
        if (this.#running === running) this.#running = undefined;
      });
    this.#running = running;
    return running;
  }

  /** The log's current size in bytes (0 before the first sync). */
  size(): number {
    return this.#fd === undefined ? 0 : fs.fstatSync(this.#fd).size;
  }

  /** Waits for the syncs under way, then closes the log's descriptor. */
  async close(): Promise<void> {
    await this.#next?.catch(() => undefined);
    await this.#running?.catch(() => undefined);
    if (this.#fd !== undefined) fs.closeSync(this.#fd);
    this.#fd = undefined;
  }
}
