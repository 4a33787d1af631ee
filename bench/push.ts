import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * 2,000 websocket clients each subscribed to 20 of 200 symbols, a feed of 500 ticks/s, for 30 s: the real /push hub
 * against a bare `ws` broadcast server, one after the other in the same run. Goals: p99 under 100 ms, ratio ≥ 0.7.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** The clients are split over this many processes (each a share of the sockets), the same for both servers. */
const CLIENT_PROCS = Number(process.env.CLIENT_PROCS ?? 1);
const env = {
  CLIENTS: process.env.CLIENTS ?? '2000',
  PER_CLIENT: process.env.PER_CLIENT ?? '20',
  SYMBOLS: process.env.SYMBOLS ?? '200',
  TICKS_PER_S: process.env.TICKS_PER_S ?? '500',
};

function start(script: string, extra: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(import.meta.dirname, 'lib', script)], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', ...extra },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: Array<() => void> = [];
  let buf = '';
  child.stdout?.on('data', (d: Buffer) => {
    buf += d.toString();
    let nl = buf.indexOf('\n');
    while (nl >= 0) {
      lines.push(JSON.parse(buf.slice(0, nl)) as Record<string, unknown>);
      buf = buf.slice(nl + 1);
      nl = buf.indexOf('\n');
      for (const w of waiters.splice(0)) w();
    }
  });
  const next = async (): Promise<Record<string, unknown>> => {
    while (lines.length === 0) {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
      await new Promise<void>((r) => waiters.push(r));
    }
    return lines.shift() as Record<string, unknown>;
  };
  return { child, next, send: (cmd: string) => child.stdin?.write(`${cmd}\n`) };
}

async function run(kind: 'app' | 'bare') {
  // BENCH_TARGET_ARGS passes Node options (e.g. `--cpu-prof`) to the server under test alone, as in bench/lib/servers.ts.
  const target = start('push-target.ts', { KIND: kind }, process.env.BENCH_TARGET_ARGS?.split(' ').filter(Boolean));
  const { ports } = (await target.next()) as { ports: { push: number } };
  const total = Number(env.CLIENTS);
  const share = Math.ceil(total / CLIENT_PROCS);
  const clients = Array.from({ length: CLIENT_PROCS }, (_, i) =>
    start('push-clients.ts', {
      PUSH_URL: `ws://127.0.0.1:${ports.push}/push`,
      FIRST_CLIENT: String(i * share),
      CLIENTS: String(Math.max(0, Math.min(share, total - i * share))),
    }),
  );
  for (const c of clients) await c.next(); // ready
  await new Promise((r) => setTimeout(r, 1000));
  target.send('start');
  for (const c of clients) c.send('start');
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  for (const c of clients) c.send('stop');
  const results = [];
  for (const c of clients)
    results.push((await c.next()) as { delivered: number; seconds: number; histogram: number[] });
  target.send('stop');
  const t = (await target.next()) as { ticks: number; seconds: number; cpuSeconds: number };
  await Promise.all([target, ...clients].map((p) => exited(p.child)));
  const histogram: number[] = [];
  for (const r of results) r.histogram.forEach((n, ms) => (histogram[ms] = (histogram[ms] ?? 0) + n));
  const delivered = results.reduce((sum, r) => sum + r.delivered, 0);
  return {
    ticks_per_s: Math.round(t.ticks / t.seconds),
    delivered_per_s: Math.round(results.reduce((sum, r) => sum + r.delivered / r.seconds, 0)),
    // The server's CPU (user and system) over the load, per message delivered: the figure a busy machine moves least.
    cpu_us_per_msg: Number(((t.cpuSeconds * 1e6) / delivered).toFixed(2)),
    p50_ms: percentile(histogram, 0.5),
    p99_ms: percentile(histogram, 0.99),
  };
}

/** The latency under which a fraction `p` of the samples fall, from a histogram of whole milliseconds. */
function percentile(histogram: number[], p: number): number {
  const count = histogram.reduce((sum, n) => sum + (n ?? 0), 0);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms] ?? 0;
    if (seen > count * p) return ms;
  }
  return histogram.length;
}

const exited = (c: ChildProcess) =>
  c.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once('exit', () => r()));

const bare = await run('bare');
const app = await run('app');
console.log(
  JSON.stringify({
    bench: 'push',
    clients: Number(env.CLIENTS),
    client_processes: CLIENT_PROCS,
    channels_per_client: Number(env.PER_CLIENT),
    symbols: Number(env.SYMBOLS),
    seconds: SECONDS,
    ticks_per_s: app.ticks_per_s,
    delivered_per_s: app.delivered_per_s,
    p50_ms: app.p50_ms,
    p99_ms: app.p99_ms,
    cpu_us_per_msg: app.cpu_us_per_msg,
    bare_delivered_per_s: bare.delivered_per_s,
    bare_p50_ms: bare.p50_ms,
    bare_p99_ms: bare.p99_ms,
    bare_cpu_us_per_msg: bare.cpu_us_per_msg,
    ratio: Number((app.delivered_per_s / bare.delivered_per_s).toFixed(3)),
    goal_p99_ms: 100,
    goal_ratio: 0.7,
  }),
);
