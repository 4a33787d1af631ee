import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Generated, Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import { EVERY_MS, START_AT_BYTES } from './wal-checkpointer.ts';
import { WalSync } from './wal-sync.ts';

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

const synchronous = async () =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous;
const FULL = 2;

describe('commits sync the log off the event loop', () => {
  it('hands the connection on once a commit is written, and answers its caller once the log is synced', async () => {
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

  it('answers the units of a group commit once their batch is on disk, batches overlapping', async () => {
    const committer = new GroupCommit(db);
    const texts = Array.from({ length: 200 }, (_, i) => `n${i}`);
    await Promise.all(texts.map((text) => committer.run((trx) => trx.insertInto('notes').values({ text }).execute())));
    expect(committer.stats.units).toBe(200);
    expect(committer.stats.batches).toBeGreaterThan(1);
    expect((await db.selectFrom('notes').select('text').orderBy('id').execute()).map((r) => r.text)).toEqual(texts);
  });

  it('copies a long log back into the database from a thread of its own, and closes it before the app', async () => {
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
    // The app's connection closed last: SQLite removed the log, so the thread's connection had closed before it.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    db = new Kysely<Db>({ dialect: new NodeSqliteDialect(file) });
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

  it('fails the callers when the log cannot be opened', async () => {
    const wal = new WalSync(path.join(dir, 'missing.sqlite'));
    await expect(wal.sync()).rejects.toThrow(/ENOENT/);
    await wal.close();
  });
});
