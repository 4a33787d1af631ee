import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Market, OrderInput } from '@bourse/contract';
import { Decimal, roundToTick } from '@bourse/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Live } from '../apps/server/src/market-data/market-data.ts';
import { placeOrder, tradeTerms } from '../apps/server/src/modules/trading/service.ts';
import { transfer } from '../apps/server/src/modules/wallet/service.ts';
import { ScriptedFeed } from '../apps/server/src/testing/scripted-feed.ts';
import { fundUsers } from './lib/money-fixtures.ts';

/**
 * The leader's trigger loop on a full book: POSITIONS open positions (long and short, cross and isolated, some with
 * a stop-loss, a take-profit or a trailing stop) and ORDERS resting limit orders, spread over every tradable
 * instrument of the catalogue, placed through the trading service and loaded into the TriggerLoop from the database.
 * Then ROUNDS feed steps, each a tick of every instrument (a small random walk, so only a few levels are crossed in a
 * round); for each, the synchronous time of `onTicks` (what a feed step costs the leader before the fills and closes
 * it starts, which run afterwards and are counted, not timed), against a baseline in the same run: a plain loop that
 * reads, for each open position, its instrument's live quote. Goal: a median round under 5 ms.
 */
const POSITIONS = Number(process.env.POSITIONS ?? 10_000);
const ORDERS = Number(process.env.ORDERS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 300);
const WARM_UP = 30;
const USERS = 500;
/** Callers placing the book at once (group commit shares their syncs). */
const SETUP_CLIENTS = 32;
/** The random walk's step per round, as a fraction of the price (at least one tick). */
const STEP = 0.0005;

const startMs = Date.now();
let clock = startMs;
const feed = new ScriptedFeed(startMs);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-triggers-'));
const { app, ctx, trading } = await buildApp(
  loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', MARKET_ALWAYS_OPEN: 'true' }),
  { feedProvider: feed, feedLoop: false, now: () => clock },
);

// A deterministic generator, so that every run places the same book and walks the same prices.
let seed = 0x2545f491;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const between = (lo: number, hi: number) => lo + (hi - lo) * random();

// ---------------------------------------------------------------------------------------------------------------------
// The book.

const users = await fundUsers(ctx, USERS, '3000000000');
for (const id of users) {
  for (const to of ['stock', 'future', 'forex'] as const) {
    await transfer(ctx, id, { from: 'balance', to, amount: '900000000' });
  }
}

interface Traded {
  market: Market;
  code: string;
  tickSize: string;
  lotSize: number;
  leverages: number[];
  path: '/stock/create' | '/gold/create';
  /** The quote the walk starts from. */
  bid: Decimal;
  ask: Decimal;
  /** Where the walk is, and how far it moves a round: whole ticks. */
  ticks: bigint;
  step: bigint;
}
const instruments: Traded[] = [];
for (const live of ctx.market.allLive()) {
  const terms = tradeTerms(ctx, { stockCode: live.inst.code, market: live.inst.market });
  if (!terms.tradable || !terms.isOpen) continue;
  instruments.push({
    market: live.inst.market,
    code: live.inst.code,
    tickSize: terms.tickSize,
    lotSize: terms.lotSize,
    leverages: terms.leverageOptions.filter((l) => l <= 5),
    path: terms.createPath as Traded['path'],
    bid: Decimal.from(live.quote.bid),
    ask: Decimal.from(live.quote.ask),
    ticks: 0n,
    step: BigInt(Math.max(1, Math.round((Number(live.quote.bid) * STEP) / Number(terms.tickSize)))),
  });
}

/** `price` moved by `fraction` (signed), on the instrument's tick grid, rounded away from the market. */
const away = (t: Traded, price: Decimal, fraction: number) =>
  roundToTick(price.mul(Decimal.from((1 + fraction).toFixed(6))), t.tickSize, fraction < 0 ? 'down' : 'up');

function positionInput(t: Traded, i: number): OrderInput {
  const long = i % 2 === 0;
  const open = long ? t.ask : t.bid;
  const sign = long ? 1 : -1;
  const input: OrderInput = {
    stockCode: t.code,
    market: t.market,
    direction: long ? 0 : 1,
    orderType: 0,
    num: t.lotSize,
    leverage: t.leverages[i % t.leverages.length] as number,
    marginMode: i % 3 === 0 ? 0 : 1,
  };
  // Protection on some: a stop-loss 0.5-6 % away, a take-profit 0.5-6 % away, a trailing stop of 0.5-5 %.
  if (i % 5 === 1 || i % 5 === 3) input.stopLossPrice = away(t, open, -sign * between(0.005, 0.06)).toString();
  if (i % 5 === 2 || i % 5 === 3) input.takeProfitPrice = away(t, open, sign * between(0.005, 0.06)).toString();
  if (i % 7 === 4) {
    input.trailingStopType = 'percent';
    input.trailingStopValue = between(0.5, 5).toFixed(1);
  }
  return input;
}

function limitInput(t: Traded, i: number): OrderInput {
  const buy = i % 2 === 0;
  // A buy below the bid, a sell above the ask: 0.3-5 % away, so they rest.
  const price = buy ? away(t, t.bid, -between(0.003, 0.05)) : away(t, t.ask, between(0.003, 0.05));
  return {
    stockCode: t.code,
    market: t.market,
    direction: buy ? 0 : 1,
    orderType: 1,
    price: price.toString(),
    timeInForce: 'gtc',
    num: t.lotSize,
    leverage: t.leverages[i % t.leverages.length] as number,
    marginMode: i % 3 === 0 ? 0 : 1,
  };
}

/** Places `count` orders built by `input`, over every instrument in turn, SETUP_CLIENTS at a time. */
async function place(count: number, input: (t: Traded, i: number) => OrderInput): Promise<void> {
  let next = 0;
  const client = async () => {
    for (let i = next++; i < count; i = next++) {
      const t = instruments[i % instruments.length] as Traded;
      await placeOrder(ctx, users[i % USERS] as number, input(t, i), t.path);
    }
  };
  await Promise.all(Array.from({ length: SETUP_CLIENTS }, client));
}

const setupStarted = performance.now();
await place(POSITIONS, positionInput);
await place(ORDERS, limitInput);
const setupMs = performance.now() - setupStarted;
const loadStarted = performance.now();
await trading.load();
const loadMs = performance.now() - loadStarted;

const count = async (table: 'positions' | 'trade_orders', where: [string, number | string]) =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(where[0] as never, '=', where[1] as never)
        .executeTakeFirstOrThrow()
    ).n,
  );
const book = {
  instruments: instruments.length,
  open_positions: await count('positions', ['status', 'open']),
  resting_orders: await count('trade_orders', ['status', 0]),
  levels_watched: trading.watched,
};

// ---------------------------------------------------------------------------------------------------------------------
// The rounds.

const open = await ctx.db.selectFrom('positions').select(['market', 'code']).where('status', '=', 'open').execute();
const held = open.map((p) => ({ market: p.market, code: p.code }));

let measuring = false;
const tickMs: number[] = [];
const crossed: number[] = [];
const instrumentsTicked: number[] = [];
const onTicks = trading.onTicks.bind(trading);
trading.onTicks = (changed: readonly Live[]) => {
  const before = trading.watched;
  const started = performance.now();
  onTicks(changed);
  const ms = performance.now() - started;
  if (!measuring) return;
  tickMs.push(ms);
  // Levels leave the book when crossed (a trailing stop that moves is taken out and put back).
  crossed.push(before - trading.watched);
  instrumentsTicked.push(changed.length);
};

/** The baseline: for each open position, its instrument's live quote read (no index, nothing else). */
let sink = 0;
function readEveryPrice(): number {
  const started = performance.now();
  for (const p of held) {
    const live = ctx.market.live(p.market, p.code);
    if (live) sink += live.quote.bid.length;
  }
  return performance.now() - started;
}
const baselineMs: number[] = [];

function step(): void {
  for (const t of instruments) {
    // Every instrument moves every round, by its step up or down.
    t.ticks += random() < 0.5 ? -t.step : t.step;
    const bid = t.bid.add(Decimal.from(t.tickSize).mul(Decimal.from(t.ticks)));
    const spread = t.ask.sub(t.bid);
    feed.set(t.market, t.code, { bid: bid.toString(), ask: bid.add(spread).toString() });
  }
  clock += 1000;
  ctx.market.tick();
}

for (let r = 0; r < WARM_UP + ROUNDS; r++) {
  measuring = r >= WARM_UP;
  step();
  // The fills and closes this round started, before the next round (not timed).
  await trading.idle();
  if (measuring) baselineMs.push(readEveryPrice());
}

const filled = Number(
  (
    await ctx.db
      .selectFrom('trade_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .where('order_type', '=', 1)
      .executeTakeFirstOrThrow()
  ).n,
);
const closes = await ctx.db
  .selectFrom('trade_fills')
  .select(['reason', (eb) => eb.fn.countAll<number>().as('n')])
  .where('open_close', '=', 1)
  .groupBy('reason')
  .execute();

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const ms = (x: number) => Number(x.toFixed(3));
const median = pct(tickMs, 50);
const baseline = pct(baselineMs, 50);
const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

console.log(
  JSON.stringify({
    bench: 'triggers',
    book,
    setup_s: Number((setupMs / 1000).toFixed(1)),
    load_ms: Math.round(loadMs),
    rounds: ROUNDS,
    instruments_per_round: pct(instrumentsTicked, 50),
    median_ms: ms(median),
    p99_ms: ms(pct(tickMs, 99)),
    baseline_median_ms: ms(baseline),
    baseline_reads: held.length,
    ratio: Number((median / baseline).toFixed(2)),
    levels_watched_end: trading.watched,
    crossed_per_round: {
      median: pct(crossed, 50),
      mean: Number((total(crossed) / crossed.length).toFixed(1)),
      max: pct(crossed, 100),
    },
    work_started: {
      limit_fills: filled,
      closes: Object.fromEntries(closes.map((c) => [c.reason ?? 'manual', Number(c.n)])),
    },
    goal: { median_ms: 5 },
    goal_met: median < 5,
  }),
);
// The baseline's reads are used, so that nothing optimises them away.
if (sink < 0) console.error(sink);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
