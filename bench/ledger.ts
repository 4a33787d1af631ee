import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { transfer } from '../apps/server/src/modules/wallet/service.ts';
import { fundUsers } from './lib/money-fixtures.ts';

/**
 * Transfers per second through the ledger service on embedded SQLite, against raw single-row insert transactions
 * on the same database in the same run. Goals: at least 2,000 transfers/s and a ratio of at least 0.25.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
const USERS = 50;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-ledger-'));
const { app, ctx } = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
const users = await fundUsers(ctx, USERS, '1000000');
await sql`create table bench_raw (id integer primary key, v text not null)`.execute(ctx.db);

async function rate(op: (i: number) => Promise<unknown>): Promise<number> {
  const end = performance.now() + SECONDS * 1000;
  let n = 0;
  const started = performance.now();
  while (performance.now() < end) {
    await op(n);
    n += 1;
  }
  return n / ((performance.now() - started) / 1000);
}

const ledgerRates: number[] = [];
const rawRates: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  rawRates.push(
    await rate((i) =>
      ctx.db.transaction().execute((trx) =>
        trx
          .insertInto('bench_raw' as never)
          .values({ v: String(i) } as never)
          .execute(),
      ),
    ),
  );
  ledgerRates.push(
    await rate((i) =>
      transfer(ctx, users[i % USERS] as number, { from: 'balance', to: i % 2 ? 'stock' : 'future', amount: '1.25' }),
    ),
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ledgerRate = median(ledgerRates);
const rawRate = median(rawRates);
console.log(
  JSON.stringify({
    bench: 'ledger',
    db: 'sqlite',
    transfers_per_s: Math.round(ledgerRate),
    raw_inserts_per_s: Math.round(rawRate),
    ratio: Number((ledgerRate / rawRate).toFixed(3)),
    goal_transfers_per_s: 2000,
    goal_ratio: 0.25,
  }),
);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
