import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRADING_ACCOUNTS } from '@bourse/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Instrument, InstrumentRegistry } from '../apps/server/src/market-data/instruments.ts';
import * as ledger from '../apps/server/src/modules/ledger/service.ts';
import { placeOrder, usdBalanceOf } from '../apps/server/src/modules/trading/service.ts';
import { figuresOf, HELD_COLUMNS, valuePositions } from '../apps/server/src/modules/trading/valuation.ts';
import { transfer } from '../apps/server/src/modules/wallet/service.ts';
import { fundUsers } from './lib/money-fixtures.ts';

/**
 * The leader's 2-second margin sweep (`TriggerLoop.sweep`) on a book of POSITIONS open cross positions at 1x held by
 * USERS accounts, NEAR_SHARE of them near a margin call (100 USD of cash left: read at every sweep) and the rest far
 * from one (millions: read once a cycle of 15 sweeps), placed through the trading service in process. Against, in the
 * same run, the sweep's work before it read accounts as their risk needs: every open cross position read a page at a
 * time with its owners' balances and valued, every sweep. Each is run ROUNDS times, alternated, after a first sweep
 * (which reads everything); prints the median, p95 and max of each, and the ratio of the medians.
 */
const USERS = Number(process.env.USERS ?? 1000);
const POSITIONS = Number(process.env.POSITIONS ?? 27_000);
const NEAR_SHARE = Number(process.env.NEAR_SHARE ?? 0.1);
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const CALLERS = 32;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-sweep-'));
const { app, ctx, trading } = await buildApp(
  loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', MARKET_ALWAYS_OPEN: 'true' }),
  // No feed loop and no periodic sweeps: the bench runs the sweep itself, at the prices the app started with.
  { feedLoop: false },
);

const nearCount = Math.round(USERS * NEAR_SHARE);
const users = await fundUsers(ctx, USERS, '100000000');
for (const id of users) await transfer(ctx, id, { from: 'balance', to: 'stock', amount: '50000000' });
const usStocks = new InstrumentRegistry().all.filter((i) => i.market === 'US' && i.listedFromMs <= Date.now());
let next = 0;
const setupStarted = performance.now();
await Promise.all(
  Array.from({ length: CALLERS }, async () => {
    for (let i = next++; i < POSITIONS; i = next++) {
      const user = i % USERS;
      const inst = usStocks[i % usStocks.length] as Instrument;
      const input = {
        stockCode: inst.code,
        market: inst.market,
        direction: 0,
        orderType: 0,
        num: inst.lotSize,
        leverage: 1,
        marginMode: 1,
      };
      await placeOrder(ctx, users[user] as number, input, '/stock/create');
    }
  }),
);
// The near accounts move all but 100 USD of their cash out: a quarter's move in their prices would now call them.
for (const id of users.slice(0, nearCount)) {
  const { available } = usdBalanceOf(await ledger.balances(ctx.db, id), 'stock');
  await transfer(ctx, id, { from: 'stock', to: 'balance', amount: available.sub(100).toString() });
}
const setupS = (performance.now() - setupStarted) / 1000;
await trading.idle();

const openCross = () =>
  ctx.db.selectFrom('positions').select(HELD_COLUMNS).where('status', '=', 'open').where('margin_mode', '=', 1);

/**
 * The sweep's margin check before: every open cross position, a page at a time by user, read with its owners'
 * balances and valued (trading/engine.ts before this bench's change, without setting the levels).
 */
async function readAndValueAll(): Promise<void> {
  const page = ctx.config.trading.sweepPage;
  let afterUser = 0;
  for (;;) {
    let rows = await openCross()
      .where('user_id', '>', afterUser)
      .orderBy('user_id')
      .orderBy('id')
      .limit(page)
      .execute();
    if (rows.length === 0) break;
    const full = rows.length === page;
    const lastUser = (rows.at(-1) as (typeof rows)[number]).user_id;
    if (full && (rows[0] as (typeof rows)[number]).user_id === lastUser) {
      rows = await openCross().where('user_id', '=', lastUser).orderBy('id').execute();
    } else if (full) rows = rows.filter((p) => p.user_id !== lastUser);
    afterUser = (rows.at(-1) as (typeof rows)[number]).user_id;
    const balances = await ledger.balancesOf(ctx.db, [...new Set(rows.map((p) => p.user_id))], TRADING_ACCOUNTS);
    const byAccount = new Map<string, typeof rows>();
    for (const p of rows)
      byAccount.set(`${p.user_id}:${p.account}`, [...(byAccount.get(`${p.user_id}:${p.account}`) ?? []), p]);
    for (const held of byAccount.values()) {
      const { user_id: userId, account } = held[0] as (typeof rows)[number];
      figuresOf(usdBalanceOf(balances.get(userId) ?? [], account).available, valuePositions(ctx.market, held));
    }
    if (!full) break;
  }
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const firstMs = await timed(() => trading.sweep());
const sweepMs: number[] = [];
const baselineMs: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  baselineMs.push(await timed(readAndValueAll));
  sweepMs.push(await timed(() => trading.sweep()));
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const ms = (x: number) => Number(x.toFixed(1));
const open = Number(
  (
    await ctx.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow()
  ).n,
);
const median = pct(sweepMs, 50);
console.log(
  JSON.stringify({
    bench: 'margin-sweep',
    accounts: USERS,
    near_accounts: nearCount,
    open_positions: open,
    setup_s: Number(setupS.toFixed(1)),
    rounds: ROUNDS,
    first_sweep_ms: ms(firstMs),
    sweep_ms: { p50: ms(median), p95: ms(pct(sweepMs, 95)), max: ms(pct(sweepMs, 100)) },
    read_all_ms: { p50: ms(pct(baselineMs, 50)), p95: ms(pct(baselineMs, 95)), max: ms(pct(baselineMs, 100)) },
    ratio: Number((median / pct(baselineMs, 50)).toFixed(3)),
  }),
);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
