import { CompiledQuery, type OperationNode, type RootOperationNode } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';

/** SQLite's plan for the first query `read` sends on `db`, one line per step (the query as the app builds it). */
export async function planOf(db: Db, read: (db: Db) => Promise<unknown>): Promise<string[]> {
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
export async function expectIndexed(db: Db, read: (db: Db) => Promise<unknown>, index: RegExp) {
  const plan = (await planOf(db, read)).join('\n');
  expect(plan).toMatch(index);
  expect(plan).not.toMatch(/TEMP B-TREE/);
}
