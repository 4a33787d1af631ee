import { Worker } from 'node:worker_threads';
import type { BackgroundError } from './database.ts';

/**
 * Checkpoints of the write-ahead log, off the event loop. SQLite's automatic checkpoint runs inside the commit that
 * takes the log past its limit, on the committing connection: there it held the event loop for 5 to 27 ms every few
 * hundred commits, the slowest commits of an order burst. The app's connection now checkpoints on its own only past
 * `APP_CHECKPOINT_PAGES` (a safety net should this thread fall behind or fail), and once its log has grown past
 * `START_AT_BYTES` this starts a worker thread with a connection of its own that checkpoints every `EVERY_MS`. Most
 * databases (a test's) never grow that far and never start the thread. A thread that fails is reported and started
 * again at a later commit, at most once every `RESTART_AFTER_MS`.
 */
export const APP_CHECKPOINT_PAGES = 16_384;
export const START_AT_BYTES = 4 * 1024 * 1024;
export const EVERY_MS = 100;
export const RESTART_AFTER_MS = 10_000;

export class WalCheckpointer {
  readonly #file: string;
  readonly #onError: BackgroundError | undefined;
  #worker: { thread: Worker; exited: Promise<void> } | undefined;
  #closed = false;
  /** No thread is started before this time (after one failed). */
  #notBefore = 0;

  constructor(databaseFile: string, onError?: BackgroundError) {
    this.#file = databaseFile;
    this.#onError = onError;
  }

  get running(): boolean {
    return this.#worker !== undefined;
  }

  /** After a commit: starts the thread once the log is `START_AT_BYTES` long. */
  committed(logBytes: () => number): void {
    if (this.#worker || this.#closed || Date.now() < this.#notBefore || logBytes() < START_AT_BYTES) return;
    const thread = new Worker(new URL('./wal-checkpoint-worker.ts', import.meta.url), {
      workerData: { file: this.#file, everyMs: EVERY_MS },
    });
    const failed = (err: Error) => this.#onError?.(err, 'write-ahead log checkpoint failed');
    thread.on('message', (message: { error?: string }) => {
      if (message.error) failed(new Error(message.error));
    });
    thread.on('error', failed);
    thread.unref();
    const worker = {
      thread,
      exited: new Promise<void>((resolve) =>
        thread.once('exit', () => {
          if (this.#worker === worker) {
            // It stopped on its own (it failed): a later commit starts another.
            this.#worker = undefined;
            this.#notBefore = Date.now() + RESTART_AFTER_MS;
          }
          resolve();
        }),
      ),
    };
    this.#worker = worker;
  }

  /** Closes the thread's connection before the app's, and starts no thread after. */
  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    if (!worker) return;
    this.#worker = undefined;
    // The thread keeps no process alive while it runs; while it closes it must, or a process with nothing else to do
    // would end before the close answered.
    worker.thread.ref();
    worker.thread.postMessage('close');
    await worker.exited;
  }
}
