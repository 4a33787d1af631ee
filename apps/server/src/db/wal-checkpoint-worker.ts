import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Copies the write-ahead log back into the database file from a thread of its own (wal-checkpointer.ts starts it),
 * so the app's connection never spends a commit doing it. A PASSIVE checkpoint waits for no reader or writer: the
 * app's connection goes on appending to the log meanwhile, and resets it once a checkpoint has copied everything.
 */
const { file, everyMs } = workerData as { file: string; everyMs: number };
const port = parentPort;
if (!port) throw new Error('wal-checkpoint-worker runs as a worker thread');

const db = new DatabaseSync(file);
// The checkpoint syncs the log before it copies, and the database file after: the same as the app's own would.
db.exec('PRAGMA synchronous = FULL');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  try {
    checkpoint.get();
  } catch (error) {
    // The app's own automatic checkpoint (at a larger log) remains; say why this one failed.
    port.postMessage({ error: String(error) });
  }
}, everyMs);

port.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  port.close();
});
