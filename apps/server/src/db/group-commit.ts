import { type Kysely, sql, type Transaction } from 'kysely';
import { UnsyncedCommit } from './wal-sync.ts';

/**
 * Group commit for SQLite's single writer. Every commit syncs the write-ahead log to disk (synchronous=FULL), and
 * that sync, not the SQL, is most of a money transaction's time. So units of work that are waiting together run in
 * one database transaction, each inside its own savepoint, and share one sync:
 *
 * - a unit that throws is rolled back to its savepoint and gets its own error; the others are unaffected;
 * - a unit's promise settles only after the commit, so nothing is answered before it is on disk;
 * - if the transaction is lost (the commit fails, or SQLite abandons it under a unit), none of the batch is stored;
 *   the unit that lost it gets its own error and the others run once more in the next batch.
 *
 * Work is gathered for one turn of the event loop (setImmediate), so requests that arrived during the previous sync
 * join the next batch; a lone request waits only that turn. Units run one after another, exactly as they would in
 * separate transactions, so each sees the effects of those before it.
 */

type Work<DB, T> = (trx: Transaction<DB>) => Promise<T>;

interface Unit<DB> {
  work: Work<DB, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** How many batches this unit was in that were lost; it is run again once. */
  lost: number;
}

/** A unit that failed and could not be rolled back to its savepoint: it took the whole transaction with it. */
interface Lost {
  ok: false;
  error: unknown;
  lostBy: unknown;
}
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown } | Lost;
const isLost = (outcome: Outcome): outcome is Lost => 'lostBy' in outcome;

/** At most this many units share a transaction, so one batch never holds the writer for long. */
export const MAX_BATCH = 64;

export class GroupCommit<DB> {
  readonly #db: Kysely<DB>;
  #queue: Unit<DB>[] = [];
  #scheduled = false;
  #running = false;
  /** Transactions committed (or attempted) and units run in them; a ratio above 1 is syncs saved. */
  readonly stats = { batches: 0, units: 0 };

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  run<T>(work: Work<DB, T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject, lost: 0 });
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#scheduled || this.#running) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      void this.#drain();
    });
  }

  async #drain() {
    this.#running = true;
    const batch = this.#queue.splice(0, MAX_BATCH);
    let handedOn = false;
    // The next batch may start once this one's units have run: its commit then waits for the disk (see the SQLite
    // driver's commitTransaction) while the next batch runs on the connection.
    const handOn = () => {
      if (handedOn) return;
      handedOn = true;
      this.#running = false;
      if (this.#queue.length > 0) this.#schedule();
    };
    try {
      await this.#commit(batch, handOn);
    } catch (error) {
      // #commit settles every unit itself; this only guards against a defect leaving callers waiting forever.
      for (const unit of batch) unit.reject(error);
    } finally {
      handOn();
      // Units put back after the hand-on (a commit that failed after they ran) need a batch too.
      if (this.#queue.length > 0) this.#schedule();
    }
  }

  async #commit(batch: Unit<DB>[], unitsRan: () => void) {
    const outcomes: Outcome[] = [];
    this.stats.batches += 1;
    this.stats.units += batch.length;
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (const unit of batch) {
          const outcome = await isolated(trx, unit.work);
          outcomes.push(outcome);
          if (isLost(outcome)) throw outcome.lostBy;
        }
        unitsRan();
      });
    } catch (error) {
      // Stored, but the disk did not confirm it: the units' outcome is unknown, and running them again could do twice.
      if (error instanceof UnsyncedCommit) {
        for (const unit of batch) unit.reject(error);
        return;
      }
      // Nothing of this batch is stored: SQLite abandoned the transaction under a unit (its savepoint was gone), or
      // the commit failed. That unit gets its own error; the others did nothing wrong and run once more in the next
      // batch, then fail with this error if it is lost again.
      const lost = outcomes.find(isLost);
      const again: Unit<DB>[] = [];
      batch.forEach((unit, i) => {
        if (lost && outcomes[i] === lost) unit.reject(lost.error);
        else if (unit.lost === 0) again.push({ ...unit, lost: 1 });
        else unit.reject(lost ? lost.lostBy : error);
      });
      this.#queue.unshift(...again);
      return;
    }
    batch.forEach((unit, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.error);
    });
  }
}

async function isolated<DB>(trx: Transaction<DB>, work: Work<DB, unknown>): Promise<Outcome> {
  await sql`savepoint unit_of_work`.execute(trx);
  try {
    const value = await work(trx);
    await sql`release unit_of_work`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    try {
      await sql`rollback to unit_of_work`.execute(trx);
      await sql`release unit_of_work`.execute(trx);
    } catch (lostBy) {
      return { ok: false, error, lostBy };
    }
    return { ok: false, error };
  }
}

const committers = new WeakMap<object, GroupCommit<unknown>>();

/** The database's one group committer. */
export function groupCommit<DB>(db: Kysely<DB>): GroupCommit<DB> {
  let committer = committers.get(db) as GroupCommit<DB> | undefined;
  if (!committer) {
    committer = new GroupCommit(db);
    committers.set(db, committer as GroupCommit<unknown>);
  }
  return committer;
}
