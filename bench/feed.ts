import { type AssetClass, createSimulator, type SimInstrument } from '@bourse/domain';
import { MarketData } from '../apps/server/src/market-data/market-data.ts';
import { PushHub } from '../apps/server/src/push/hub.ts';

/**
 * How long one feed step takes, against a bare step over the same number of instruments in the same run.
 *
 * - `feed`: the whole catalogue, every market open, a /push watcher on every channel: one `MarketData.tick()`
 *   (simulator, quote cache, sorted lists) and the hub's flush that sends each changed quote as JSON, which runs on
 *   the next turn of the event loop. Goal: p50 under 2.5 ms and p95 under 5 ms for 250 ms of market time a step.
 * - `simulator`: the domain simulator alone, 500 instruments of every asset class. Goal: under 2 ms a step.
 *
 * The bare step is the least a feed could do: per instrument one random draw, its price, bid and ask as strings, a
 * quote object and (for `feed`, which publishes) its JSON sent to a socket, with the same wait for the next turn of the
 * event loop. ratio = bare step time / step time, so it reads like the other benches' throughput ratios (higher is
 * better). Subject and baseline alternate in ROUNDS rounds; each figure is the median of the rounds.
 */
const ROUNDS = 3;
const FEED_STEPS = 300;
const SIM_STEPS = 1000;
const WARM_UP = 50;
const STEP_MS = 250;
const START = Date.UTC(2026, 10, 18, 15);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
const median = (xs: number[]) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const ms = (x: number) => Number(x.toFixed(4));

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Per-step times (ms) of `steps` calls of `step`, after WARM_UP calls not timed; sorted. */
async function time(steps: number, step: (i: number) => void | Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await step(i);
  const times: number[] = [];
  for (let i = 0; i < steps; i++) {
    const began = performance.now();
    await step(WARM_UP + i);
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b);
}

/** The bare step over `n` instruments; `publish` adds the JSON a publishing feed sends of each quote. */
function bareStep(n: number, publish: boolean) {
  const prices = Array.from({ length: n }, (_, i) => 50 + i);
  let sink = 0;
  const step = () => {
    for (let i = 0; i < n; i++) {
      const price = (prices[i] as number) * (1 + (Math.random() - 0.5) * 0.001);
      prices[i] = price;
      const quote = {
        code: `S${i}`,
        price_nominal: price.toFixed(2),
        bid: (price - 0.01).toFixed(2),
        ask: (price + 0.01).toFixed(2),
        ts: START,
      };
      sink += publish ? JSON.stringify({ event: 'quote', channel: quote.code, data: quote }).length : 1;
    }
  };
  return { step, sink: () => sink };
}

async function feedRound() {
  let clock = START;
  const now = () => clock;
  const push = new PushHub(now);
  const market = new MarketData({ settings: { seed: 'bench', alwaysOpen: true, intervalMs: 1000 }, push, now });
  const channels = [...market.allLive()].map((l) => l.inst.channel);
  let sent = 0;
  const socket = { bufferedAmount: 0, readyState: 1, send: () => void sent++, terminate: () => undefined };
  push.add(socket);
  push.subscribe(socket, channels);
  const feed = await time(FEED_STEPS, async () => {
    clock += STEP_MS;
    market.tick();
    await nextTurn();
  });
  const bare = bareStep(channels.length, true);
  const baseline = await time(FEED_STEPS, async () => {
    bare.step();
    await nextTurn();
  });
  return {
    instruments: channels.length,
    feed,
    baseline,
    sentPerStep: sent / (FEED_STEPS + WARM_UP),
    sink: bare.sink(),
  };
}

const CLASSES: AssetClass[] = ['stock', 'index', 'forex', 'metal', 'energy', 'agriculture', 'bond'];
const TICKS = ['0.01', '0.00001', '0.1', '0.0078125', '25', '0.005'];
const SIM_INSTRUMENTS: SimInstrument[] = Array.from({ length: 500 }, (_, i) => ({
  code: `S${i}`,
  market: 'US',
  assetClass: CLASSES[i % CLASSES.length] as AssetClass,
  tickSize: TICKS[i % TICKS.length] as string,
  refPrice: String(50 + i),
  lotSize: 1,
  currency: 'USD',
}));

async function simulatorRound() {
  const sim = createSimulator({ instruments: SIM_INSTRUMENTS, seed: 'bench', startMs: START, alwaysOpen: true });
  let ticks = 0;
  const times = await time(SIM_STEPS, (i) => {
    ticks += sim.step(START + (i + 1) * STEP_MS).length;
  });
  const bare = bareStep(SIM_INSTRUMENTS.length, false);
  const baseline = await time(SIM_STEPS, bare.step);
  return { times, baseline, ticksPerStep: ticks / (SIM_STEPS + WARM_UP), sink: bare.sink() };
}

const feedRounds = [];
const simRounds = [];
for (let r = 0; r < ROUNDS; r++) {
  feedRounds.push(await feedRound());
  simRounds.push(await simulatorRound());
}

const feedP50 = median(feedRounds.map((r) => quantile(r.feed, 0.5)));
const feedP95 = median(feedRounds.map((r) => quantile(r.feed, 0.95)));
const feedBareP50 = median(feedRounds.map((r) => quantile(r.baseline, 0.5)));
const feedBareP95 = median(feedRounds.map((r) => quantile(r.baseline, 0.95)));
const simMean = median(simRounds.map((r) => r.times.reduce((a, b) => a + b, 0) / r.times.length));
const simBareMean = median(simRounds.map((r) => r.baseline.reduce((a, b) => a + b, 0) / r.baseline.length));

const feed = {
  instruments: feedRounds[0]?.instruments ?? 0,
  quotes_sent_per_step: Math.round(feedRounds[0]?.sentPerStep ?? 0),
  step_p50_ms: ms(feedP50),
  step_p95_ms: ms(feedP95),
  bare_p50_ms: ms(feedBareP50),
  // The bare step's p95 shows how much of the p95 is the machine (another process taking the core) rather than the feed.
  bare_p95_ms: ms(feedBareP95),
  ratio: Number((feedBareP50 / feedP50).toFixed(3)),
};
const simulator = {
  instruments: SIM_INSTRUMENTS.length,
  // Every instrument ticks on every step (all markets open), so the bare step does the same count of quotes.
  ticks_per_step: simRounds[0]?.ticksPerStep ?? 0,
  step_mean_ms: ms(simMean),
  bare_mean_ms: ms(simBareMean),
  ratio: Number((simBareMean / simMean).toFixed(3)),
};
console.log(
  JSON.stringify({
    bench: 'feed',
    step_market_ms: STEP_MS,
    feed,
    simulator,
    goal: { feed_p50_ms: 2.5, feed_p95_ms: 5, simulator_step_ms: 2 },
    goal_met: {
      feed: feed.step_p50_ms < 2.5 && feed.step_p95_ms < 5,
      simulator: simulator.step_mean_ms < 2,
    },
  }),
);
// Keeps the bare steps' work observable, so it cannot be optimised away.
if (feedRounds.some((r) => r.sink === 0) || simRounds.some((r) => r.sink === 0)) process.exitCode = 1;
