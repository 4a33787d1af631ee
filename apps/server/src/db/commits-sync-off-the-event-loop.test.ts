import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { type Generated, Kysely, sql } from 'kysely';
import { committedNotes } from '../testing/committed-notes.ts';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { GroupCommit, MAX_BATCH } from './group-commit.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import { EVERY_MS, START_AT_BYTES } from './wal-checkpointer.ts';
import { UnsyncedCommit, WalSync } from './wal-sync.ts';

interface Db {
  notes: { id: Generated<number>; text: string };
}

let dir: string;
let file: string;
let db: Kysely<Db>;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-commit-sync-'));
  file = path.join(dir, 'test.sqlite');
  db = new Kysely<Db>({ dialect: new NodeSqliteDialect(file) });
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const committedElsewhere = () => committedNotes(file);

const synchronous = async () =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous;
const FULL = 2;

describe('commits sync the log off the event loop', () => {
  it('syncs the log after the commit is written, and answers the commit only after that sync', async () => {
    const events: string[] = [];
    const fsync = fs.fsync;
    const spy = vi.spyOn(fs, 'fsync').mockImplementation(((fd: number, done: (err: Error | null) => void) => {
      events.push(`sync begins, stored elsewhere: ${committedElsewhere().join()}`);
      fsync(fd, (err) => {
        events.push('synced');
        done(err);
      });
    }) as typeof fs.fsync);
    try {
      await db.transaction().execute((trx) => trx.insertInto('notes').values({ text: 'first' }).execute());
      events.push('answered');
    } finally {
      spy.mockRestore();
    }
    expect(events).toEqual(['sync begins, stored elsewhere: first', 'synced', 'answered']);
  });

  it('hands the connection on once a commit is written, before its sync', async () => {
    const events: string[] = [];
    let read: Promise<unknown> | undefined;
    const written = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'first' }).execute();
        // Asked inside, so it waits for the connection: served once the commit is written, while its sync runs.
        read = db
          .selectFrom('notes')
          .select('text')
          .execute()
          .then((rows) => events.push(`read ${rows.map((r) => r.text).join()}`));
      })
      .then(() => events.push('commit answered'));
    await written;
    await read;
    expect(events).toEqual(['read first', 'commit answered']);
  });

  it('after a sync fails, fails that commit as unconfirmed and begins no other (until a restart)', async () => {
    const spy = vi
      .spyOn(fs, 'fsync')
      .mockImplementationOnce(((_fd: number, done: (err: Error | null) => void) =>
        done(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }))) as typeof fs.fsync);
    try {
      const insert = (text: string) =>
        db.transaction().execute((trx) => trx.insertInto('notes').values({ text }).execute());
      const first = await insert('first').catch((e: unknown) => e);
      expect(first).toBeInstanceOf(UnsyncedCommit);
      expect(String((first as UnsyncedCommit).cause)).toMatch(/EIO/);
      expect(await insert('second').catch((e: unknown) => e)).toBe(first);
      expect(committedElsewhere()).toEqual(['first']);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps the connection syncing each statement outside transactions, after a commit and after a rollback', async () => {
    expect(await synchronous()).toBe(FULL);
    await db.transaction().execute((trx) => trx.insertInto('notes').values({ text: 'kept' }).execute());
    expect(await synchronous()).toBe(FULL);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'undone' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await synchronous()).toBe(FULL);
    expect((await db.selectFrom('notes').select('text').execute()).map((r) => r.text)).toEqual(['kept']);
  });

  it('runs the next batch of a group commit while the last one syncs', async () => {
    // A disk that takes 50 ms to sync: with this machine's (a fraction of a millisecond) the sync could end before the
    // next batch's turn of the event loop came, and the order below would be the disk's, not the group commit's.
    const fsync = fs.fsync;
    const spy = vi.spyOn(fs, 'fsync').mockImplementation(((fd: number, done: (err: Error | null) => void) => {
      setTimeout(() => fsync(fd, done), 50);
    }) as typeof fs.fsync);
    onTestFinished(() => spy.mockRestore());
    const committer = new GroupCommit(db);
    const events: string[] = [];
    const unit = (i: number) =>
      committer
        .run(async (trx) => {
          if (i === 0 || i === MAX_BATCH) events.push(`unit ${i} runs`);
          await trx
            .insertInto('notes')
            .values({ text: `n${i}` })
            .execute();
        })
        .then(() => {
          if (i === 0 || i === MAX_BATCH) events.push(`unit ${i} answered`);
        });
    await Promise.all(Array.from({ length: MAX_BATCH + 1 }, (_, i) => unit(i)));
    expect(committer.stats).toEqual({ batches: 2, units: MAX_BATCH + 1 });
    expect(events).toEqual(['unit 0 runs', `unit ${MAX_BATCH} runs`, 'unit 0 answered', `unit ${MAX_BATCH} answered`]);
  });

  it('copies a long log back into the database from a thread of its own, and starts none after closing', async () => {
    const before = fs.statSync(file).size;
    const row = 'x'.repeat(4000);
    // More than START_AT_BYTES of log, in transactions (the app's own checkpoint waits for a much longer log).
    for (let i = 0; i < Math.ceil((START_AT_BYTES * 1.5) / 40_000); i++) {
      await db.transaction().execute(async (trx) => {
        for (let j = 0; j < 10; j++) await trx.insertInto('notes').values({ text: row }).execute();
      });
    }
    await expect
      .poll(() => fs.statSync(file).size, { timeout: 20 * EVERY_MS })
      .toBeGreaterThan(before + START_AT_BYTES);
    await db.destroy();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    // No thread (nor the log a connection of its would open) comes back after the close.
    await new Promise((resolve) => setTimeout(resolve, 3 * EVERY_MS));
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    db = new Kysely<Db>({ dialect: new NodeSqliteDialect(file) });
  });
});

describe('closing with the checkpoint thread running', () => {
  it('waits for the thread to end, with nothing else keeping the process alive', async () => {
    // A process that grows the log past START_AT_BYTES (so the thread starts), lets it checkpoint, then closes and says
    // so. The thread does not keep a process alive on its own; its closing must, or the process ended before the
    // close answered (a bench's cleanup after it never ran).
    const script = path.join(dir, 'close.ts');
    const dialect = pathToFileURL(path.join(import.meta.dirname, 'sqlite-dialect.ts')).href;
    fs.writeFileSync(
      script,
      [
        `import { Kysely, sql } from '${import.meta.resolve('kysely')}';`,
        `import { NodeSqliteDialect } from '${dialect}';`,
        `const db = new Kysely({ dialect: new NodeSqliteDialect(${JSON.stringify(path.join(dir, 'child.sqlite'))}) });`,
        'await sql`create table notes (id integer primary key, text text not null)`.execute(db);',
        "const row = 'x'.repeat(4000);",
        `for (let i = 0; i < ${Math.ceil((START_AT_BYTES * 1.5) / 40_000)}; i++) {`,
        '  await db.transaction().execute(async (trx) => {',
        "    for (let j = 0; j < 10; j++) await trx.insertInto('notes').values({ text: row }).execute();",
        '  });',
        '}',
        `await new Promise((resolve) => setTimeout(resolve, ${3 * EVERY_MS}));`,
        'await db.destroy();',
        "console.log('closed');",
      ].join('\n'),
    );
    const { stdout } = await promisify(execFile)(process.execPath, [script], { cwd: import.meta.dirname });
    expect(stdout.trim()).toBe('closed');
  });
});

describe('WalSync', () => {
  it('shares syncs among callers: those arriving during one wait for the next, and only one more runs', async () => {
    const other = path.join(dir, 'other.sqlite');
    fs.writeFileSync(`${other}-wal`, 'frames');
    const wal = new WalSync(other);
    try {
      await Promise.all(Array.from({ length: 50 }, () => wal.sync()));
      expect(wal.syncs).toBe(2);
      await wal.sync();
      expect(wal.syncs).toBe(3);
    } finally {
      await wal.close();
    }
  });

  it('fails the callers when the log cannot be synced, and every sync after (a failure is final)', async () => {
    const missing = path.join(dir, 'missing.sqlite');
    const wal = new WalSync(missing);
    const failure = await wal.sync().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UnsyncedCommit);
    expect(String((failure as UnsyncedCommit).cause)).toMatch(/ENOENT/);
    fs.writeFileSync(`${missing}-wal`, 'frames');
    await expect(wal.sync()).rejects.toBe(failure);
    await wal.close();
  });
});
