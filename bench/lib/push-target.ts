import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { closeAndExit } from './servers.ts';

/**
 * One /push server for bench/push.ts, fed by a synthetic feed of TICKS_PER_S ticks spread over SYMBOLS channels.
 * KIND=app runs the real server's /push hub; KIND=bare a plain `ws` server that broadcasts each tick to the sockets
 * subscribed to its channel. Each tick carries its creation time, so clients can measure latency.
 */
const kind = process.env.KIND ?? 'app';
const SYMBOLS = Number(process.env.SYMBOLS ?? 200);
const TICKS_PER_S = Number(process.env.TICKS_PER_S ?? 500);
const channels = Array.from({ length: SYMBOLS }, (_, i) => `UsStock.S${i}`);

let publish: (channel: string, data: unknown) => void;
let port: number;
let close: () => Promise<void>;

if (kind === 'app') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-push-'));
  const { app, ctx } = await buildApp(
    // Every bench client connects from 127.0.0.1.
    loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUSH_MAX_SOCKETS_PER_IP: '100000' }),
    {
      feedLoop: false,
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  publish = (channel, data) => ctx.push.publish(channel, data);
  close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
} else {
  const subs = new Map<string, Set<WebSocket>>();
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', path: '/push' });
  await new Promise((r) => wss.once('listening', r));
  wss.on('connection', (ws) => {
    const mine = new Set<string>();
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString()) as { event: string; channel?: string };
      if (msg.event !== 'subscribe' || !msg.channel) return;
      for (const ch of msg.channel.split(',')) {
        mine.add(ch);
        let set = subs.get(ch);
        if (!set) subs.set(ch, (set = new Set()));
        set.add(ws);
      }
    });
    ws.on('close', () => {
      for (const ch of mine) subs.get(ch)?.delete(ws);
    });
  });
  port = (wss.address() as { port: number }).port;
  publish = (channel, data) => {
    const line = JSON.stringify({ event: 'quote', channel, data });
    for (const ws of subs.get(channel) ?? []) ws.send(line);
  };
  close = () => new Promise((r) => wss.close(() => r()));
}

let sent = 0;
let started = 0;
let timer: NodeJS.Timeout | undefined;
let seq = 0;
let cpuAtStart: NodeJS.CpuUsage | undefined;
const tick = () => {
  const due = Math.floor(((performance.now() - started) / 1000) * TICKS_PER_S);
  while (sent < due) {
    const channel = channels[seq % SYMBOLS] as string;
    seq = (seq * 7 + 13) % 1_000_003;
    publish(channel, { price_nominal: (100 + (sent % 100) / 100).toFixed(2), ts: Date.now(), n: sent });
    sent += 1;
  }
};

process.stdin.setEncoding('utf8');
process.stdin.on('data', (cmd: string) => {
  if (cmd.includes('start')) {
    started = performance.now();
    cpuAtStart = process.cpuUsage();
    sent = 0;
    timer = setInterval(tick, 5);
  }
  if (cmd.includes('stop')) {
    if (timer) clearInterval(timer);
    const cpu = process.cpuUsage(cpuAtStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    process.stdout.write(
      `${JSON.stringify({ ticks: sent, seconds: (performance.now() - started) / 1000, cpuSeconds })}\n`,
    );
    closeAndExit(close);
  }
});
process.stdout.write(`${JSON.stringify({ ports: { push: port } })}\n`);
