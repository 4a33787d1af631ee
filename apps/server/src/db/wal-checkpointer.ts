import { Worker } from 'node:worker_threads';

/**
 * Checkpoints of the write-ahead log, off the event loop. SQLite's automatic checkpoint runs inside the commit that
 * takes the log past its limit, on the committing connection: there it held the event loop for 5 to 27 ms every few
 * hundred commits, the slowest commits of an order burst. The app's connection now checkpoints on its own only past
 * `APP_CHECKPOINT_PAGES` (a safety net should this thread fall behind), and once its log has grown past
 * `START_AT_BYTES` this starts a worker thread with a connection of its own that checkpoints every `EVERY_MS`. Most
 * databases (a test's) never grow that far and never start the thread.
 */
export const APP_CHECKPOINT_PAGES = 16_384;
export const START_AT_BYTES = 4 * 1024 * 1024;
export const EVERY_MS = 100;

export class WalCheckpointer {
  readonly #file: string;
  #worker: { thread: Worker; exited: Promise<void> } | undefined;
  /** The last error the thread reported (its checkpoints then fall to the app's own). */
  lastError: string | undefined;

  constructor(databaseFile: string) {
    this.#file = databaseFile;
  }

  get running(): boolean {
    return this.#worker !== undefined;
  }

  /** After a commit: starts the thread once the log is `START_AT_BYTES` long. */
  committed(logBytes: () => number): void {
    if (this.#worker || logBytes() < START_AT_BYTES) return;
    const thread = new Worker(new URL('./wal-checkpoint-worker.ts', import.meta.url), {
      workerData: { file: this.#file, everyMs: EVERY_MS },
    });
    thread.on('message', (message: { error?: string }) => {
      this.lastError = message.error;
    });
    thread.on('error', (error) => {
      this.lastError = String(error);
    });
    thread.unref();
    const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
    this.#worker = { thread, exited };
  }

  /** Closes the thread's connection before the app's, so the app's close is the last and removes the log. */
  async close(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#worker = undefined;
    worker.thread.postMessage('close');
    await worker.exited;
  }
}
