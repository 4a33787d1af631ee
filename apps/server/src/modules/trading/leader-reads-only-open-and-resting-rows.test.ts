import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { expectIndexed as expectIndexedOn } from '../../testing/query-plan.ts';
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

const expectIndexed = (read: (db: Db) => Promise<unknown>, index: RegExp) => expectIndexedOn(db, read, index);

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

// Every order placed is written once; only resting ones are looked up again (the book, the expiry sweep), so only
// they enter the indexes those reads use: a filled order's row costs no index page of the book in its commit.
describe('the leader reads resting orders through indexes of resting orders', () => {
  it('one instrument’s book, the whole book at start, and the expiry sweep’s pages', async () => {
    await expectIndexed(
      (d) => repo.allResting(d, { market: 'US', code: 'AAPL' }),
      /USING INDEX trade_orders_resting \(market=\? AND code=\?\)/,
    );
    await expectIndexed((d) => repo.allResting(d), /USING INDEX trade_orders_resting_by_id/);
    await expectIndexed(
      (d) => repo.expiredIds(d, Date.now(), 0, 100),
      /USING INDEX trade_orders_resting_by_id \(id>\?\)/,
    );
  });
});
