import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowMaker } from './row-maker.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';

// SQLite answers rows as arrays that the dialect makes into objects, one maker per prepared statement
// (db/row-maker.ts): the objects must carry exactly the statement's columns, also after the schema changed under a
// statement already prepared.
let dir: string;
let db: Kysely<Record<string, never>>;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-rows-'));
  db = new Kysely({ dialect: new NodeSqliteDialect(path.join(dir, 'test.sqlite')) });
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('rows answered by SQLite', () => {
  it('carry each column under its name, with its value and type, in the order selected', async () => {
    await sql`create table t (id integer primary key, name text, amount text, n integer, gone text)`.execute(db);
    await sql`insert into t (name, amount, n, gone) values ('a', '1.25', 7, null), ('b', '-3', 0, 'x')`.execute(db);
    const { rows } = await sql<Record<string, unknown>>`select n, name, id, amount, gone from t order by id`.execute(
      db,
    );
    expect(rows).toEqual([
      { n: 7, name: 'a', id: 1, amount: '1.25', gone: null },
      { n: 0, name: 'b', id: 2, amount: '-3', gone: 'x' },
    ]);
    expect(Object.keys(rows[0] as object)).toEqual(['n', 'name', 'id', 'amount', 'gone']);
    const streamed = [];
    for await (const row of db.getExecutor().stream(sql`select name from t order by id`.compile(db), 1)) {
      streamed.push(...row.rows);
    }
    expect(streamed).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('of a statement prepared before a column was added carry the new column', async () => {
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await sql`insert into t (name) values ('a')`.execute(db);
    const all = () => sql<Record<string, unknown>>`select * from t`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table t add column note text default 'n'`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'a', note: 'n' }]);
  });
});

describe('a row maker', () => {
  it('names values by position; a repeated name keeps the last value, as SQLite does', () => {
    expect(rowMaker(['a', 'b', 'a'])([1, 2, 3])).toEqual({ a: 3, b: 2 });
    expect(rowMaker(['it"s', 'x y'])(['q', null])).toEqual({ 'it"s': 'q', 'x y': null });
  });

  it('refuses a column named __proto__ (it would set the prototype, not a property)', () => {
    expect(() => rowMaker(['id', '__proto__'])).toThrow(/__proto__/);
  });
});

describe('row makers', () => {
  it('are one per column list, shared by the statements that answer those columns', () => {
    expect(rowMaker(['id', 'name'])).toBe(rowMaker(['id', 'name']));
    expect(rowMaker(['id', 'name'])).not.toBe(rowMaker(['name', 'id']));
    expect(rowMaker(['a,b'])).not.toBe(rowMaker(['a', 'b']));
  });
});
