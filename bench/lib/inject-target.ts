import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@bourse/contract';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { fundTraders, orderBody, transferBody } from './trading-requests.ts';

/**
 * The app in process for bench/instructions.ts: embedded SQLite, every market open, no feed steps and no leader sweeps
 * (under callgrind a second lasts fifty, and timed work would fill it), USERS funded users. It sends WARM_UP
 * orders and transfers through `app.inject` (no sockets: the same routes, parsing, services and SQL), prints READY,
 * waits for a line on stdin (the bench turns the instruction count on), sends ROUNDS × N requests of WHAT (`orders` or
 * `transfers`), 32 at a time, each from the next user with its own Idempotency-Key, prints DONE and how many were not
 * answered 200, and exits.
 */
const USERS = Number(process.env.USERS ?? 200);
const N = Number(process.env.N ?? 500);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const WARM_UP = 500;
const CONCURRENT = 32;
const what = process.env.WHAT === 'transfers' ? 'transfers' : 'orders';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-inject-'));
const { app, ctx } = await buildApp(
  loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', MARKET_ALWAYS_OPEN: 'true', LOG_LEVEL: 'warn' }),
  { feedLoop: false },
);
const tokens = await fundTraders(ctx, USERS);
await app.ready();

const calls = {
  orders: { url: endpoints.createStockOrder.path, body: orderBody },
  transfers: { url: endpoints.transfer.path, body: transferBody },
};
let serial = 0;

/** `amount` requests of `call`, CONCURRENT at a time; answers how many were not 200. */
async function send(call: keyof typeof calls, amount: number): Promise<number> {
  const { url, body } = calls[call];
  let sent = 0;
  let refused = 0;
  const client = async () => {
    while (sent < amount) {
      sent++;
      const n = serial++;
      const res = await app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: tokens[n % tokens.length] as string,
          'idempotency-key': `inject-${n}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body(n)),
      });
      if (res.statusCode !== 200) refused++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, client));
  return refused;
}

let refused = (await send('orders', WARM_UP)) + (await send('transfers', WARM_UP));
process.stdout.write('READY\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
for (let r = 0; r < ROUNDS; r++) refused += await send(what, N);
process.stdout.write(`DONE ${JSON.stringify({ requests: ROUNDS * N, refused })}\n`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
