import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ServerProcess, startServer } from '../testing/server-process.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const CHANNEL = 'Forex.EURUSD';

interface QuoteMsg {
  event: string;
  channel?: string;
  data?: { price_nominal: string; t: number };
}

/** Connects to a node's /push, subscribes to one channel and collects its quotes. */
async function listen(url: string) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/push`);
  const quotes: QuoteMsg['data'][] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as QuoteMsg;
    if (m.event === 'quote' && m.channel === CHANNEL) quotes.push(m.data);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ event: 'subscribe', channel: CHANNEL, marketType: 'Forex' }));
  return { ws, quotes };
}

const isLeader = async (url: string) =>
  ((await (await fetch(`${url}/healthz`)).json()) as { data: { leader: boolean } }).data.leader;

const until = async (cond: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.skipIf(!pgUrl || !redisUrl)('cluster mode', () => {
  const dbName = `bourse_cluster_${randomBytes(5).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  const nodes: ServerProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const u = new URL(pgUrl ?? '');
    u.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: u.toString(),
      REDIS_URL: redisUrl ?? '',
      APP_SECRET: 'cluster-test-secret-0123456789abcdef',
      MARKET_ALWAYS_OPEN: 'true',
      FEED_INTERVAL_MS: '200',
    };
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-node-'));
      dirs.push(dir);
      nodes.push(await startServer(dir, env));
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.kill('SIGTERM')));
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  it('sends a client on each node the same ticks, from the one leader', async () => {
    const [a, b] = await Promise.all(nodes.map((n) => listen(n.url)));
    if (!a || !b) throw new Error('no listeners');
    await until(() => a.quotes.length >= 5 && b.quotes.length >= 5, 20_000);
    // The same tick (same time and price) reaches both nodes: one feed, not two simulators.
    const key = (q: QuoteMsg['data']) => `${q?.t}:${q?.price_nominal}`;
    const fromA = new Set(a.quotes.map(key));
    const common = b.quotes.map(key).filter((k) => fromA.has(k));
    expect(common.length).toBeGreaterThanOrEqual(3);
    a.ws.close();
    b.ws.close();
  }, 40_000);

  it('has exactly one leader, and another node takes over the feed within seconds when it dies', async () => {
    const roles = await Promise.all(nodes.map(async (n) => isLeader(n.url)));
    expect(roles.filter(Boolean)).toHaveLength(1);
    const leader = nodes[roles.indexOf(true)];
    const follower = nodes[roles.indexOf(false)];
    if (!leader || !follower) throw new Error('no leader or follower');
    await leader.kill('SIGKILL');
    const b = await listen(follower.url);
    await until(() => b.quotes.length >= 3, 20_000);
    expect(await isLeader(follower.url)).toBe(true);
    b.ws.close();
  }, 40_000);
});
