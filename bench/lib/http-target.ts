import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { VERSION_PATH } from './requests.ts';
import { closeAndExit } from './servers.ts';

/** The real app (embedded SQLite, production settings) and a bare Fastify route, side by side in one process. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-'));
const { app } = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0' }));
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
const version = { version: '0.1.0', notes: 'Release notes', force: false, publishTimeTimestamp: Date.now() };
bare.get(VERSION_PATH, async () => ({ code: 200, msg: 'Success', data: version }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ ports: { app: portOf(app), bare: portOf(bare) } })}\n`);
process.on('SIGTERM', () =>
  closeAndExit(async () => {
    await Promise.all([app.close(), bare.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }),
);
