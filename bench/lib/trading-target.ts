import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { groupCommit } from '../../apps/server/src/db/group-commit.ts';
import { closeAndExit } from './servers.ts';
import { fundTraders } from './trading-requests.ts';

/**
 * The real app for bench/orders.ts: embedded SQLite (durable commits), the live feed running with every market open,
 * and USERS users funded through the ledger (a deposit into Balance, then a transfer of part of it into Stock), each
 * with a session. Prints its port, its data folder and the users' tokens. On SIGTERM it closes the app and leaves the
 * data folder for the bench to check (the bench removes it).
 */
const USERS = Number(process.env.USERS ?? 1000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-orders-'));
const { app, ctx } = await buildApp(
  loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', MARKET_ALWAYS_OPEN: 'true' }),
);
const tokens = await fundTraders(ctx, USERS);
await app.listen({ port: 0, host: '127.0.0.1' });

// This process's CPU time so far, for the bench to take per request (a figure that a busy machine disturbs less than
// a rate), the group commit's transactions so far (each one disk sync), and how late the event loop ran since the
// last look (p99 and longest, ms: what a request waits behind, whatever the work was): on a port of its own, so it
// is not one of the app's requests.
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
const cpu = http.createServer((_req, res) => {
  const { user, system } = process.cpuUsage();
  const loop = { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
  loopDelay.reset();
  res.end(JSON.stringify({ cpuMs: (user + system) / 1000, commits: groupCommit(ctx.db).stats.batches, loop }));
});
await new Promise<void>((resolve) => cpu.listen(0, '127.0.0.1', resolve));

const portOf = (server: { address(): unknown }) => (server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ ports: { app: portOf(app.server), cpu: portOf(cpu) }, dataDir, tokens })}\n`);
process.on('SIGTERM', () =>
  closeAndExit(async () => {
    cpu.close();
    await app.close();
  }),
);
