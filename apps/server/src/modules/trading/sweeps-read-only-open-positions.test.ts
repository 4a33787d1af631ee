import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, type OperationNode, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { tradingRepo as repo } from './repo.ts';

// The leader reads open positions every two seconds (the margin sweep, a page at a time; the financing sweep) and on
// each change of an instrument's book. Those reads must go through the indexes only open positions enter: a plan that
// reads every position ever held, or sorts every open one again for each page, made a sweep of 16,000 positions take
// 0.4 s of the one event loop (bench/orders.ts). SQLite's own plan is checked, as the app builds the queries.
let db: Db;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-sweep-plan-'));
  db = createDb({ dataDir: dir, databaseUrl: undefined });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** SQLite's plan for the query `read` sends, one line per step. */
async function planOf(read: (db: Db) => Promise<unknown>): Promise<string[]> {
  let node: RootOperationNode | undefined;
  const spy = db.withPlugin({
    transformQuery: (args) => {
      node ??= args.node;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await read(spy);
  const compiled = db.getExecutor().compileQuery(node as RootOperationNode & OperationNode, { queryId: 'plan' });
  const rows = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return rows.rows.map((r) => r.detail);
}

/** The read goes through `index` and sorts nothing. */
async function expectIndexed(read: (db: Db) => Promise<unknown>, index: RegExp) {
  const plan = (await planOf(read)).join('\n');
  expect(plan).toMatch(index);
  expect(plan).not.toMatch(/TEMP B-TREE/);
}

describe('the leader reads open positions through indexes of open positions', () => {
  it('a margin sweep page: open cross positions by user, in index order', async () => {
    await expectIndexed((d) => repo.openCrossAfterUser(d, 0, 500), /USING INDEX positions_open_cross \(user_id>\?\)/);
  });

  it('one user that fills a page, the financing sweep and one instrument’s book', async () => {
    await expectIndexed(
      (d) => repo.openCrossOfUser(d, 7),
      /^SEARCH positions USING INDEX (positions_open_cross \(user_id=\?\)|positions_user \(user_id=\? AND status=\?\))$/,
    );
    await expectIndexed(
      (d) => repo.unfinanced(d, Date.now(), undefined, 100),
      /USING INDEX positions_unfinanced \(financed_to<\?\)/,
    );
    await expectIndexed(
      (d) => repo.unfinanced(d, Date.now(), { financed_to: Date.now() - 86_400_000, id: 42 }, 100),
      /USING INDEX positions_unfinanced \(financed_to>\? AND financed_to<\?\)/,
    );
    await expectIndexed(
      (d) => repo.allOpen(d, { market: 'US', code: 'AAPL' }),
      /USING INDEX positions_open \(market=\? AND code=\?\)/,
    );
  });
});
