import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Generated,
  Kysely,
  sql,
  type TransactionSettings,
} from 'kysely';
import { committedNotes } from '../testing/committed-notes.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommit, MAX_BATCH } from './group-commit.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import { UnsyncedCommit } from './wal-sync.ts';

interface Db {
  notes: { id: Generated<number>; text: string };
}

let dir: string;
let file: string;
let db: Kysely<Db>;
let committer: GroupCommit<Db>;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-group-commit-'));
  file = path.join(dir, 'test.sqlite');
  db = new Kysely<Db>({ dialect: new NodeSqliteDialect(file) });
  await sql`create table notes (id integer primary key, text text not null unique)`.execute(db);
  committer = new GroupCommit(db);
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const add = (text: string) => (trx: Kysely<Db>) =>
  trx.insertInto('notes').values({ text }).returning('id').executeTakeFirstOrThrow();

const stored = async () => (await db.selectFrom('notes').select('text').orderBy('id').execute()).map((r) => r.text);

const committedElsewhere = () => committedNotes(file);

describe('group commit', () => {
  it('runs the units that wait together in one transaction, in order, each seeing those before it', async () => {
    const seen: number[] = [];
    const results = await Promise.all(
      ['a', 'b', 'c'].map((text) =>
        committer.run(async (trx) => {
          seen.push((await trx.selectFrom('notes').select('id').execute()).length);
          return (await add(text)(trx)).id;
        }),
      ),
    );
    expect(results).toEqual([1, 2, 3]);
    expect(seen).toEqual([0, 1, 2]);
    expect(committer.stats).toEqual({ batches: 1, units: 3 });
    expect(committedElsewhere()).toEqual(['a', 'b', 'c']);
  });

  it('answers a unit only once its work is committed', async () => {
    await committer.run(add('durable'));
    expect(committedElsewhere()).toEqual(['durable']);
  });

  it('undoes a failing unit alone: it gets its own error and the others are stored', async () => {
    const outcomes = await Promise.allSettled([
      committer.run(add('first')),
      committer.run(async (trx) => {
        await add('half done')(trx);
        throw new Error('refused after writing');
      }),
      committer.run(add('first')), // the unique constraint refuses this one
      committer.run(add('last')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused after writing'));
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    expect(committer.stats.batches).toBe(1);
    expect(await stored()).toEqual(['first', 'last']);
  });

  it('when a unit loses the transaction, stores none of the batch, fails that unit and runs the others again', async () => {
    const outcomes = await Promise.allSettled([
      committer.run(add('before')),
      committer.run(async (trx) => {
        // As SQLite does on some I/O errors: the whole transaction is rolled back under the batch.
        await sql`rollback`.execute(trx);
        throw new Error('disk I/O error');
      }),
      committer.run(add('after')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('disk I/O error'));
    expect(committer.stats).toEqual({ batches: 2, units: 5 });
    expect(committedElsewhere()).toEqual(['before', 'after']);
  });

  it('fails a unit whose batch is lost twice, and stores nothing of it', async () => {
    const loser = (message: string) => async (trx: Kysely<Db>) => {
      await sql`rollback`.execute(trx);
      throw new Error(message);
    };
    const outcomes = await Promise.allSettled([
      committer.run(loser('first loss')),
      committer.run(add('victim')),
      committer.run(loser('second loss')),
    ]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'stored'))).toEqual([
      'Error: first loss',
      expect.stringMatching(/no such savepoint/),
      'Error: second loss',
    ]);
    expect(committer.stats.batches).toBe(2);
    expect(committedElsewhere()).toEqual([]);
  });

  it(`puts at most ${MAX_BATCH} units in a transaction and runs the rest in the next`, async () => {
    const n = MAX_BATCH + 10;
    await Promise.all(Array.from({ length: n }, (_, i) => committer.run(add(`note ${i}`))));
    expect(committer.stats).toEqual({ batches: 2, units: n });
    expect(committedElsewhere()).toHaveLength(n);
  });

  it('runs a unit that arrives while a batch commits in the following batch', async () => {
    let late: Promise<unknown> | undefined;
    await committer.run(async (trx) => {
      late = committer.run(add('late'));
      return add('early')(trx);
    });
    await late;
    expect(committer.stats).toEqual({ batches: 2, units: 2 });
    expect(await stored()).toEqual(['early', 'late']);
  });

  it('runs again, then fails, the units of a batch whose commit failed after they ran', async () => {
    await sql`create table parents (id integer primary key)`.execute(db);
    await sql`create table children (id integer primary key, parent integer references parents (id) deferrable initially deferred)`.execute(
      db,
    );
    // The foreign key is checked only at the commit, after every unit has run.
    const orphan = (trx: Kysely<Db>) => sql`insert into children (parent) values (42)`.execute(trx);
    const outcomes = await Promise.allSettled([committer.run(add('innocent')), committer.run(orphan)]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'stored'))).toEqual([
      expect.stringMatching(/FOREIGN KEY constraint failed/),
      expect.stringMatching(/FOREIGN KEY constraint failed/),
    ]);
    expect(committer.stats).toEqual({ batches: 2, units: 4 });
    expect(committedElsewhere()).toEqual([]);
  });

  it('fails every unit of a batch whose commit was written but not confirmed by the disk, and runs none again', async () => {
    const unconfirmed = new Kysely<Db>({ dialect: failingSync(new NodeSqliteDialect(file)) });
    const runs: string[] = [];
    const failing = new GroupCommit(unconfirmed);
    const note = (text: string) => (trx: Kysely<Db>) => {
      runs.push(text);
      return add(text)(trx);
    };
    try {
      const outcomes = await Promise.allSettled([failing.run(note('a')), failing.run(note('b'))]);
      expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).name : 'answered'))).toEqual([
        'UnsyncedCommit',
        'UnsyncedCommit',
      ]);
      expect(runs).toEqual(['a', 'b']);
      expect(failing.stats.batches).toBe(1);
    } finally {
      await unconfirmed.destroy();
    }
  });
});

/** A dialect whose commits are written and then reported unconfirmed by the disk, as a failed fsync would be. */
function failingSync(dialect: NodeSqliteDialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      return Object.assign(Object.create(driver) as Driver, {
        init: () => driver.init(),
        acquireConnection: () => driver.acquireConnection(),
        beginTransaction: (c: DatabaseConnection, s: TransactionSettings) => driver.beginTransaction(c, s),
        rollbackTransaction: (c: DatabaseConnection) => driver.rollbackTransaction(c),
        releaseConnection: (c: DatabaseConnection) => driver.releaseConnection(c),
        destroy: () => driver.destroy(),
        commitTransaction: async (c: DatabaseConnection) => {
          await driver.commitTransaction(c);
          throw new UnsyncedCommit(new Error('EIO'));
        },
      });
    },
  };
}
