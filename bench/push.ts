import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * 2,000 websocket clients each subscribed to 20 of 200 symbols, a feed of 500 ticks/s, for 30 s: the real /push hub
 * against a bare `ws` broadcast server, one after the other in the same run. Goals: p99 under 100 ms, ratio ≥ 0.7.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
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
  const clients = start('push-clients.ts', { PUSH_URL: `ws://127.0.0.1:${ports.push}/push` });
  await clients.next(); // ready
  await new Promise((r) => setTimeout(r, 1000));
  target.send('start');
  clients.send('start');
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  clients.send('stop');
  const c = (await clients.next()) as { delivered: number; seconds: number; p50_ms: number; p99_ms: number };
  target.send('stop');
  const t = (await target.next()) as { ticks: number; seconds: number };
  await Promise.all([exited(target.child), exited(clients.child)]);
  return {
    ticks_per_s: Math.round(t.ticks / t.seconds),
    delivered_per_s: Math.round(c.delivered / c.seconds),
    p50_ms: c.p50_ms,
    p99_ms: c.p99_ms,
  };
}

const exited = (c: ChildProcess) =>
  c.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once('exit', () => r()));

const bare = await run('bare');
const app = await run('app');
console.log(
  JSON.stringify({
    bench: 'push',
    clients: Number(env.CLIENTS),
    channels_per_client: Number(env.PER_CLIENT),
    symbols: Number(env.SYMBOLS),
    seconds: SECONDS,
    ticks_per_s: app.ticks_per_s,
    delivered_per_s: app.delivered_per_s,
    p50_ms: app.p50_ms,
    p99_ms: app.p99_ms,
    bare_delivered_per_s: bare.delivered_per_s,
    bare_p50_ms: bare.p50_ms,
    bare_p99_ms: bare.p99_ms,
    ratio: Number((app.delivered_per_s / bare.delivered_per_s).toFixed(3)),
    goal_p99_ms: 100,
    goal_ratio: 0.7,
  }),
);
