import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Generated, Kysely, sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NodeSqliteDialect } from './sqlite-dialect.ts';

interface Db {
  notes: { id: Generated<number>; text: string };
}

let dir: string;
let db: Kysely<Db>;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-savepoint-'));
  db = new Kysely<Db>({ dialect: new NodeSqliteDialect(path.join(dir, 'test.sqlite')) });
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
  await db
    .insertInto('notes')
    .values(Array.from({ length: 2000 }, (_, i) => ({ text: `note ${i} `.repeat(20) })))
    .execute();
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** SQLite's temporary files are opened and unlinked at once ("etilqs_…"): this process's descriptors still name them. */
const temporaryFilesOpen = () =>
  fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.includes('etilqs_'));

// Every unit of work in a group commit runs inside a savepoint, whose undo log (the pages it changes, as they were)
// SQLite keeps in memory up to 64 KiB and then writes to a temporary file: a commit shared by 32 orders passed that
// and paid a write call per page changed, 0.2 ms an order (docs/decisions.md). The savepoint here changes ~150 pages.
it.runIf(process.platform === 'linux')(
  'keeps a savepoint’s undo log in memory, and still undoes the savepoint exactly',
  async () => {
    await db.transaction().execute(async (trx) => {
      await sql`update notes set text = 'first change' where id <= 1000`.execute(trx);
      await sql`savepoint unit`.execute(trx);
      await sql`update notes set text = 'undone' where id > 500`.execute(trx);
      expect(temporaryFilesOpen()).toEqual([]);
      await sql`rollback to unit`.execute(trx);
      await sql`release unit`.execute(trx);
    });
    const texts = await db.selectFrom('notes').select('text').orderBy('id').execute();
    expect(texts.filter((n) => n.text === 'first change')).toHaveLength(1000);
    expect(texts.filter((n) => n.text === 'undone')).toHaveLength(0);
    expect(texts.at(-1)?.text).toBe('note 1999 '.repeat(20));
  },
);
