import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Market } from '@bourse/contract';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { ScriptedFeed } from '../../apps/server/src/testing/scripted-feed.ts';
import { closeAndExit } from './servers.ts';

/**
 * The real app for bench/tick-to-paint.ts (fresh data folder, the built web app, every market open) with a scripted
 * feed, and a control port: POST / with `[{market, code, price}]` sets those quotes and runs one feed step, which
 * publishes them on /push as the live feed does, and answers the wall-clock time (ms, fractional) just before the
 * step. On SIGTERM it closes the app and removes its data folder.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-paint-'));
const feed = new ScriptedFeed(Date.now());
const { app, ctx } = await buildApp(
  loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', MARKET_ALWAYS_OPEN: 'true' }),
  { feedLoop: false, feedProvider: feed },
);
await app.listen({ port: 0, host: '127.0.0.1' });

const wallClock = () => performance.timeOrigin + performance.now();
const control = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d: Buffer) => (body += d.toString()));
  req.on('end', () => {
    const quotes = JSON.parse(body) as { market: Market; code: string; price: string }[];
    for (const q of quotes) feed.set(q.market, q.code, { bid: q.price, ask: q.price, price: q.price });
    const publishedAt = wallClock();
    ctx.market.tick();
    res.end(JSON.stringify({ publishedAt }));
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

const portOf = (server: { address(): unknown }) => (server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ ports: { app: portOf(app.server), control: portOf(control) } })}\n`);
process.on('SIGTERM', () =>
  closeAndExit(async () => {
    control.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }),
);
