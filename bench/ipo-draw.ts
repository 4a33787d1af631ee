import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Decimal, houseAccount, type JournalTx, subscriptionCost, USD_FX, userAccount } from '@bourse/domain';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { deliverDrawNotices, drawOffering } from '../apps/server/src/modules/ipo/service.ts';
import { checkLedgerInvariants, post, withMoneyTx } from '../apps/server/src/modules/ledger/service.ts';

/**
 * The IPO draw of one offering with APPLICATIONS subscriptions (100,000 users, one application each, of 1 to 10 lots
 * of CBRS) on embedded SQLite: the whole draw (the ballot against the offering's simulated demand, every result
 * written, every fee and refund posted through the ledger, in one durable transaction), against inserting the same
 * subscription rows raw (multi-row inserts in one transaction) in the same run. Goal (the offerings issue): the draw
 * in under 2 s. Then, timed apart and outside the goal, the delivery of every applicant's notice to the inbox
 * (`deliverDrawNotices`). The ledger's invariants are checked afterwards.
 */
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const SYMBOL = 'CBRS';
const ISSUE_PRICE = '28.00';
const LOT = 100;
/** Rows per multi-row insert and users per setup journal transaction. */
const BATCH = 500;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-ipo-'));
const { app, ctx } = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), {
  feedLoop: false,
});
const now = ctx.now();
const terms = { issuePrice: Decimal.from(ISSUE_PRICE), lotSize: LOT, fx: USD_FX };

// Set-up (not timed): the users, each with its application's amount and fee frozen in the IPO account.
const rows: {
  user_id: number;
  symbol: string;
  market: 'US';
  currency: string;
  issue_price: string;
  lot_size: number;
  quantity: number;
  fx_rate: string;
  amount: string;
  fee: string;
  status: 'pending';
  position_id: null;
  created_at: number;
  updated_at: number;
  drawn_at: null;
  listed_at: null;
}[] = [];
for (let start = 0; start < APPLICATIONS; start += BATCH) {
  const n = Math.min(BATCH, APPLICATIONS - start);
  const ids = await ctx.db.transaction().execute(async (trx) =>
    (
      await trx
        .insertInto('users')
        .values(
          Array.from({ length: n }, (_, k) => {
            const i = start + k;
            return {
              email: `ipo${i}@example.com`,
              user_login_id: `ipo${i}`,
              login_key: `ipo${i}`,
              password_hash: 'x',
              invite_code: `IPO${i}`,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id),
  );
  const costs = ids.map((id, k) => ({ id, cost: subscriptionCost(terms, (((start + k) % 10) + 1) * LOT) }));
  const total = Decimal.sum(costs.map((c) => c.cost.total));
  const deposit: JournalTx = {
    kind: 'deposit_approved',
    entries: [
      { account: houseAccount('cash'), amount: total.neg(), currency: 'USD' },
      ...costs.map((c) => ({
        account: userAccount(String(c.id), 'ipo'),
        amount: c.cost.total,
        currency: 'USD' as const,
      })),
    ],
  };
  const freeze: JournalTx = {
    kind: 'ipo_subscribe',
    entries: costs.flatMap((c) => [
      { account: userAccount(String(c.id), 'ipo'), amount: c.cost.total.neg(), currency: 'USD' as const },
      { account: userAccount(String(c.id), 'ipo', 'used'), amount: c.cost.total, currency: 'USD' as const },
    ]),
  };
  await withMoneyTx(ctx, async (trx) => {
    await post(trx, deposit, { now });
    await post(trx, freeze, { now });
  });
  for (const c of costs) {
    rows.push({
      user_id: c.id,
      symbol: SYMBOL,
      market: 'US',
      currency: 'USD',
      issue_price: ISSUE_PRICE,
      lot_size: LOT,
      quantity: Number(c.cost.notionalLocal.div(ISSUE_PRICE).toString()),
      fx_rate: '1',
      amount: c.cost.margin.toString(),
      fee: c.cost.fee.toString(),
      status: 'pending',
      position_id: null,
      created_at: now,
      updated_at: now,
      drawn_at: null,
      listed_at: null,
    });
  }
}

/** Inserts every row in multi-row statements, in one transaction, into `table`. */
async function insertAll(table: 'ipo_subscriptions' | 'bench_raw_ipo') {
  const started = performance.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto(table as 'ipo_subscriptions')
        .values(rows.slice(i, i + BATCH))
        .execute();
    }
  });
  return performance.now() - started;
}

await insertAll('ipo_subscriptions');
await sql`create table bench_raw_ipo as select * from ipo_subscriptions where 0`.execute(ctx.db);

// Measured: the same rows inserted raw, then the draw.
const rawMs = await insertAll('bench_raw_ipo');
const started = performance.now();
const notices = await drawOffering(ctx, SYMBOL);
const drawMs = performance.now() - started;
// After the commit, not part of the goal: every applicant's notice stored in the inbox and announced.
const noticesStarted = performance.now();
const noticesStored = await deliverDrawNotices(ctx, SYMBOL);
const noticesMs = performance.now() - noticesStarted;

const draw = await ctx.db.selectFrom('ipo_draws').selectAll().where('symbol', '=', SYMBOL).executeTakeFirstOrThrow();
const results = await ctx.db
  .selectFrom('ipo_subscriptions')
  .select(['status', (eb) => eb.fn.countAll().as('n')])
  .groupBy('status')
  .execute();
const invariants = await checkLedgerInvariants(ctx.db);
console.log(
  JSON.stringify({
    bench: 'ipo-draw',
    db: 'sqlite',
    durability: 'synchronous=FULL',
    applications: APPLICATIONS,
    draw_ms: Math.round(drawMs),
    raw_insert_ms: Math.round(rawMs),
    ratio: Number((drawMs / rawMs).toFixed(2)),
    notices: notices?.length ?? 0,
    notices_stored: noticesStored,
    notices_ms: Math.round(noticesMs),
    tranche_lots: draw.tranche_lots,
    demand_lots: draw.demand_lots,
    allotted_lots: draw.allotted_lots,
    results: Object.fromEntries(results.map((r) => [r.status, Number(r.n)])),
    ledger_sound: invariants.length === 0,
    goal: { draw_ms: 2000 },
    goal_met: { draw_ms: drawMs < 2000 },
  }),
);
if (invariants.length > 0 || drawMs >= 2000) process.exitCode = 1;
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
