import { type Kysely, sql, type Transaction } from 'kysely';

/**
 * Group commit for SQLite's single writer. Every commit syncs the write-ahead log to disk (synchronous=FULL), and
 * that sync, not the SQL, is most of a money transaction's time. So units of work that are waiting together run in
 * one database transaction, each inside its own savepoint, and share one sync:
 *
 * - a unit that throws is rolled back to its savepoint and gets its own error; the others are unaffected;
 * - a unit's promise settles only after the commit, so nothing is answered before it is on disk;
 * - if the commit itself fails, every unit of the batch fails with that error and none of it is stored.
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
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown; lostBy?: unknown };

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
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
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
    try {
      const batch = this.#queue.splice(0, MAX_BATCH);
      await this.#commit(batch);
    } finally {
      this.#running = false;
      if (this.#queue.length > 0) this.#schedule();
    }
  }

  async #commit(batch: Unit<DB>[]) {
    const outcomes: Outcome[] = [];
    let lostBy: unknown;
    this.stats.batches += 1;
    this.stats.units += batch.length;
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (const unit of batch) {
          const outcome = await isolated(trx, unit.work);
          outcomes.push(outcome);
          if ('lostBy' in outcome) throw (lostBy = outcome.lostBy);
        }
      });
    } catch (error) {
      // The commit failed, or SQLite had abandoned the transaction under a unit (its savepoint was gone): nothing of
      // this batch is stored. A unit that failed on its own still gets its own error.
      batch.forEach((unit, i) => {
        const outcome = outcomes[i];
        unit.reject(outcome && !outcome.ok ? outcome.error : (lostBy ?? error));
      });
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
