import fs from 'node:fs';
import { endpoints } from '@bourse/contract';
import { createDb } from '../apps/server/src/db/database.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { checkLedgerInvariants } from '../apps/server/src/modules/ledger/service.ts';
import { type LoadRequest, type LoadResult, load, median } from './lib/load.ts';
import { type PacedRequest, paced } from './lib/paced.ts';
import { startTarget } from './lib/servers.ts';
import { orderBody, transferBody } from './lib/trading-requests.ts';

/**
 * Market orders through HTTP (POST /stock/create) on the real app over loopback (embedded SQLite, durable commits,
 * live feed and the trading sweep running, every market open), against ledger transfers (POST /wallet/transfer,
 * Balance to Stock) on the same app in the same run. Each order is a market buy of one lot (a share, or 100 for a
 * few listings) of the next US stock in the catalogue, cross margin at 1x, by the next of the app's 1,000 funded
 * users (so an account holds ~15 positions after the 32-client rounds, ~27 after the latency rounds); every request
 * carries its own Idempotency-Key, as the web client sends them (BENCH_KEYS=none for none). Measured with one client,
 * then with CLIENTS at once, alternating transfers and orders in ROUNDS rounds of a fixed number of requests (so that
 * every request sent is answered and counted); the median round of each is reported, with the server's CPU time per request (less disturbed than a rate
 * by a busy machine). The ratio is the median of each order round's rate over the transfer round's just before it.
 *
 * Goals (the trading issue): at least 1,000 orders/s with 32 clients, p99 under 20 ms there, and orders at least half
 * as fast as transfers. The p99 is reported twice: in the saturated rounds (32 clients sending as fast as they are
 * answered, where latency is 32 ÷ throughput by Little's law) and with 1,000 requests a second offered over the 32
 * connections, evenly spaced (`at_rate`: the latency a user sees at the goal's throughput; BENCH_RATE offers another
 * rate). After the run the bench opens the app's database and checks every ledger invariant and that there is one
 * position for each order answered 200.
 */
const ROUNDS = 3;
const CLIENTS = 32;
/** Requests per round: with one client, and with CLIENTS. */
const PER_ROUND_ONE = Number(process.env.BENCH_REQUESTS_ONE ?? 1000);
const PER_ROUND_MANY = Number(process.env.BENCH_REQUESTS ?? 4000);
const WARM_UP = 300;
/** The offered rate of the latency rounds: the goal's throughput. */
const RATE = Number(process.env.BENCH_RATE ?? 1000);
/** Each request carries its own Idempotency-Key (as the web client sends them), unless BENCH_KEYS=none. */
const KEYS = process.env.BENCH_KEYS !== 'none';

const target = await startTarget('trading-target.ts');
const { dataDir, tokens } = target.info as { dataDir: string; tokens: string[] };
const base = `http://127.0.0.1:${target.ports.app}`;

let serial = 0;
/** The next request's headers (the next user's session, a key of its own) and body; `body` answers body number n. */
function nextRequest(body: (n: number) => object): PacedRequest {
  const n = serial++;
  return {
    headers: {
      authorization: tokens[n % tokens.length] as string,
      ...(KEYS ? { 'idempotency-key': `bench-${n}` } : {}),
    },
    body: JSON.stringify(body(n)),
  };
}

/**
 * Each request from the next user. With `rate`, that many requests a second are offered, evenly spaced, over the
 * connections (bench/lib/paced.ts); without, each connection sends again as soon as it is answered.
 */
function run(
  path: string,
  body: (n: number) => object,
  amount: number,
  connections: number,
  rate?: number,
): Promise<LoadResult> {
  if (rate) return paced(`${base}${path}`, { rate, amount, connections, request: () => nextRequest(body) });
  return load(`${base}${path}`, {
    method: 'POST',
    amount,
    connections,
    body: JSON.stringify(body(0)),
    setupRequest: (req: LoadRequest) => {
      const next = nextRequest(body);
      return { ...req, headers: { ...req.headers, ...next.headers }, body: next.body };
    },
  });
}

const answered = { orders: 0, transfers: 0, errors: 0 };
/** Answers other than 200, by call and status. */
const refused: Record<string, number> = {};
function tally(call: 'orders' | 'transfers', r: LoadResult): LoadResult {
  answered[call] += r.ok;
  answered.errors += r.errors;
  for (const [status, n] of Object.entries(r.statuses)) {
    if (status !== '200') refused[`${call}_${status}`] = (refused[`${call}_${status}`] ?? 0) + n;
  }
  return r;
}
const orders = (amount: number, clients: number, rate?: number) =>
  run(endpoints.createStockOrder.path, orderBody, amount, clients, rate).then((r) => tally('orders', r));
const transfers = (amount: number, clients: number, rate?: number) =>
  run(endpoints.transfer.path, transferBody, amount, clients, rate).then((r) => tally('transfers', r));

/**
 * The server process's CPU time so far (ms), the group commit's transactions so far, and its event loop's delay since
 * the last call (p99 and longest, ms).
 */
async function serverUsage(): Promise<Usage> {
  const res = await fetch(`http://127.0.0.1:${target.ports.cpu}/`);
  return (await res.json()) as Usage;
}
interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}
interface Usage {
  cpuMs: number;
  commits: number;
  loop: LoopDelay;
}

interface Spent {
  ms: number;
  commits: number;
  requests: number;
}

/** Runs `load` and adds the server's CPU time and the commits it took to `spent`. */
async function timed(spent: Spent, amount: number, load: () => Promise<LoadResult>) {
  const before = await serverUsage();
  const result = await load();
  const after = await serverUsage();
  spent.ms += after.cpuMs - before.cpuMs;
  spent.commits += after.commits - before.commits;
  spent.requests += amount;
  return result;
}

/** The middle value (the upper of the two middle ones for an even count). */
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function compare(clients: number, perRound: number) {
  const o: LoadResult[] = [];
  const t: LoadResult[] = [];
  const orderCpu: Spent = { ms: 0, commits: 0, requests: 0 };
  const transferCpu: Spent = { ms: 0, commits: 0, requests: 0 };
  for (let r = 0; r < ROUNDS; r++) {
    t.push(await timed(transferCpu, perRound, () => transfers(perRound, clients)));
    o.push(await timed(orderCpu, perRound, () => orders(perRound, clients)));
  }
  const ord = median(o);
  const tr = median(t);
  // Each order round against the transfer round just before it, seconds apart: a shared machine's speed drifts by a
  // third from one minute to the next, and the two rounds of a pair see the same machine. The median pair is the ratio.
  const pairs = o.map((r, i) => r.rps / (t[i] as LoadResult).rps);
  const perRequest = (c: Spent) => Number((c.ms / c.requests).toFixed(3));
  const commitsPer = (c: Spent) => Number((c.commits / c.requests).toFixed(3));
  return {
    clients,
    orders_per_s: ord.rps,
    p50_ms: ord.p50_ms,
    p99_ms: ord.p99_ms,
    transfers_per_s: tr.rps,
    transfer_p50_ms: tr.p50_ms,
    transfer_p99_ms: tr.p99_ms,
    ratio: Number(middle(pairs).toFixed(3)),
    ratio_by_round: pairs.map((r) => Number(r.toFixed(3))),
    // The server's CPU per request (all of it: the feed, the trigger loop and its sweep included).
    server_cpu_ms: { order: perRequest(orderCpu), transfer: perRequest(transferCpu) },
    // Group-commit transactions (disk syncs) per request: below 1 when requests shared them.
    commits_per_request: { order: commitsPer(orderCpu), transfer: commitsPer(transferCpu) },
  };
}

/**
 * Latency at the goal's throughput: RATE requests a second offered over CLIENTS connections, one every 1/RATE s
 * whatever the answers take, each timed from when it was due (bench/lib/paced.ts; until the twelfth session this was
 * autocannon's `overallRate`, which sends each second's share in a burst at the start of the second, so it measured
 * the saturated rounds' latency again). The saturated rounds above measure throughput: there every request waits for
 * the others in flight, so their latency is CLIENTS ÷ throughput by construction. Orders and transfers alternate.
 */
async function atRate() {
  const seconds = 4;
  const o: LoadResult[] = [];
  const t: LoadResult[] = [];
  const loops: LoopDelay[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    t.push(await transfers(RATE * seconds, CLIENTS, RATE));
    await serverUsage();
    o.push(await orders(RATE * seconds, CLIENTS, RATE));
    loops.push((await serverUsage()).loop);
  }
  const ord = median(o);
  const tr = median(t);
  const tenths = (values: number[]) => Number(middle(values).toFixed(1));
  return {
    clients: CLIENTS,
    offered_per_s: RATE,
    orders_per_s: ord.rps,
    p50_ms: ord.p50_ms,
    p99_ms: ord.p99_ms,
    transfer_p50_ms: tr.p50_ms,
    transfer_p99_ms: tr.p99_ms,
    // How late the server's event loop ran during the order rounds (median round): a p99 of requests far above it is
    // queueing for the CPU; close to it, requests wait behind long stretches without a turn of the loop (a group
    // commit's batch runs its units in one, docs/benchmarks.md).
    loop_delay_p99_ms: tenths(loops.map((l) => l.p99Ms)),
    loop_delay_max_ms: tenths(loops.map((l) => l.maxMs)),
  };
}

let result: Record<string, unknown>;
try {
  await transfers(WARM_UP, CLIENTS);
  await orders(WARM_UP, CLIENTS);
  const oneClient = await compare(1, PER_ROUND_ONE);
  const concurrent = await compare(CLIENTS, PER_ROUND_MANY);
  const rated = await atRate();
  result = { one_client: oneClient, concurrent, at_rate: rated };
} finally {
  await target.stop();
}

// The app has closed; read what it left on disk.
const db = createDb(loadConfig({ ...process.env, DATA_DIR: dataDir }));
const violations = await checkLedgerInvariants(db);
// The bench's users' positions: the institutions' strategy accounts trade on their own meanwhile.
const positions = Number(
  (
    await db
      .selectFrom('positions')
      .where('user_id', 'not in', db.selectFrom('strategy_accounts').select('user_id'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });

const {
  concurrent,
  one_client: oneClient,
  at_rate: rated,
} = result as {
  concurrent: Awaited<ReturnType<typeof compare>>;
  one_client: Awaited<ReturnType<typeof compare>>;
  at_rate: Awaited<ReturnType<typeof atRate>>;
};
const sound = violations.length === 0 && positions === answered.orders && answered.errors === 0;
console.log(
  JSON.stringify({
    bench: 'orders',
    db: 'sqlite',
    idempotency_keys: KEYS,
    one_client: oneClient,
    concurrent,
    at_rate: rated,
    errors: answered.errors,
    not_200: refused,
    orders_answered_200: answered.orders,
    positions,
    ledger_sound: violations.length === 0,
    goal: { orders_per_s: 1000, p99_ms: 20, ratio: 0.5 },
    goal_met: {
      orders_per_s: concurrent.orders_per_s >= 1000,
      p99_ms: concurrent.p99_ms < 20,
      p99_ms_at_rate: rated.p99_ms < 20,
      ratio: oneClient.ratio >= 0.5 && concurrent.ratio >= 0.5,
    },
    sound,
  }),
);
if (!sound) process.exitCode = 1;
