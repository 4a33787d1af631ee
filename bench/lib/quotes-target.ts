import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@bourse/contract';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { QUOTES_PAGE_URL } from './requests.ts';
import { closeAndExit } from './servers.ts';

/**
 * The real app with its live feed, and a bare Fastify route answering the same page of quotes (captured from the
 * app at start), side by side in one process for bench/quotes.ts.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-quotes-'));
const { app } = await buildApp(
  loadConfig({ ...process.env, DATA_DIR: dataDir, MARKET_ALWAYS_OPEN: 'true', FEED_INTERVAL_MS: '1000' }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const page = (await app.inject({ method: 'GET', url: QUOTES_PAGE_URL })).json() as unknown;

const bare = Fastify();
bare.get(endpoints.usStockList.path, async () => page);
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ ports: { app: portOf(app), bare: portOf(bare) } })}\n`);
process.on('SIGTERM', () =>
  closeAndExit(async () => {
    await Promise.all([app.close(), bare.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }),
);
