import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { checkLedgerInvariants } from '../apps/server/src/modules/ledger/service.ts';
import { transfer } from '../apps/server/src/modules/wallet/service.ts';
import { fundUsers } from './lib/money-fixtures.ts';

/**
 * Transfers per second through the ledger service on embedded SQLite, against raw single-row insert transactions
 * on the same database in the same run. Goals: at least 2,000 transfers/s and a ratio of at least 0.25.
 *
 * Both sides commit durably (synchronous=FULL: every commit syncs the write-ahead log). Measured twice: with one
 * client awaiting each call (latency-bound: one transfer, one sync), and with CLIENTS callers at once, where the
 * ledger's group commit lets waiting transfers share a sync; a raw insert transaction is one sync however many wait.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
const USERS = 50;
const CLIENTS = 32;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-ledger-'));
const { app, ctx } = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
const users = await fundUsers(ctx, USERS, '1000000');
await sql`create table bench_raw (id integer primary key, v text not null)`.execute(ctx.db);

/** Calls per second of `op` with `clients` callers, each awaiting its call before the next. */
async function rate(clients: number, op: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  const end = started + SECONDS * 1000;
  let n = 0;
  const client = async () => {
    while (performance.now() < end) await op(n++);
  };
  await Promise.all(Array.from({ length: clients }, client));
  return n / ((performance.now() - started) / 1000);
}

const rawInsert = (i: number) =>
  ctx.db.transaction().execute((trx) =>
    trx
      .insertInto('bench_raw' as never)
      .values({ v: String(i) } as never)
      .execute(),
  );
const ledgerTransfer = (i: number) =>
  transfer(ctx, users[i % USERS] as number, { from: 'balance', to: i % 2 ? 'stock' : 'future', amount: '1.25' });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function compare(clients: number) {
  const ledgerRates: number[] = [];
  const rawRates: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    rawRates.push(await rate(clients, rawInsert));
    ledgerRates.push(await rate(clients, ledgerTransfer));
  }
  const ledgerRate = median(ledgerRates);
  const rawRate = median(rawRates);
  return {
    clients,
    transfers_per_s: Math.round(ledgerRate),
    raw_inserts_per_s: Math.round(rawRate),
    ratio: Number((ledgerRate / rawRate).toFixed(3)),
  };
}

const oneClient = await compare(1);
const concurrent = await compare(CLIENTS);
const invariants = await checkLedgerInvariants(ctx.db);
console.log(
  JSON.stringify({
    bench: 'ledger',
    db: 'sqlite',
    durability: 'synchronous=FULL',
    one_client: oneClient,
    concurrent,
    ledger_sound: invariants.length === 0,
    goal: { transfers_per_s: 2000, ratio: 0.25 },
    // Throughput is the service's under load; the ratio must hold even for a lone client, where nothing is shared.
    goal_met: {
      transfers_per_s: concurrent.transfers_per_s >= 2000,
      ratio: oneClient.ratio >= 0.25 && concurrent.ratio >= 0.25,
    },
  }),
);
if (invariants.length > 0) process.exitCode = 1;
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
