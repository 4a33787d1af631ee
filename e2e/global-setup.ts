import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, waitUntilUp } from './api.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { E2E_PORT } from './playwright.config.ts';
import { E2E_STAFF, logInStaff } from './staff.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Starts a real SMTP server and the real Bourse server (serving the built app) on a fresh database. */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build:web` (npm install does it).');
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-e2e-'));
  const mailDir = path.join(work, 'mail-received');
  const smtp = await startMailCatcher(mailDir);
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Live prices in every test, whatever the hour: all markets open and a quick feed.
      MARKET_ALWAYS_OPEN: 'true',
      FEED_INTERVAL_MS: '250',
      // The first staff account, for specs that review deposits and withdrawals through the API.
      STAFF_EMAIL: E2E_STAFF.email,
      STAFF_PASSWORD: E2E_STAFF.password,
      // The IPO spec runs an offering's draw now through the test hook (off unless set).
      IPO_TEST_HOOKS: '1',
      // The copy-trading spec ends an institution's cycle now through the test hook (off unless set).
      COPY_TRADING_TEST_HOOKS: '1',
      // The trading spec moves a simulated price through the test hook, so its stop-loss fires when it says.
      MARKET_TEST_HOOKS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A loaded machine (CI beside other jobs) can take a while to start it.
  await waitUntilUp(call, () => server.exitCode !== null, 120_000);
  // The staff account sets up its authenticator once, here, so the spec workers all sign in with the same one.
  await logInStaff(call);
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await smtp.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
