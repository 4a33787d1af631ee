/**
 * `node e2e/screenshots-engagement.ts [outDir]`: the share screen (a referrer two friends joined) and the mining
 * screen (before a check-in, and with a session running) at 360, 390 and 430 px wide, seeded through the real API on
 * a server of its own, saved as `share-<width>.png`, `mining-<state>-<width>.png` (default docs/screenshots). For
 * looking, not asserting.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Session } from '@bourse/contract';
import { chromium } from '@playwright/test';
import { createApi, waitUntilUp } from './api.ts';
import { chromiumPath } from './playwright.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8206);
const base = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-engagement-shots-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, LOG_LEVEL: 'warn', SMTP_URL: '' },
  stdio: 'inherit',
});
const api = createApi(base);
const WIDTHS = [360, 390, 430];

async function signUp(name: string, inviteCode?: string): Promise<Session> {
  const email = `${name}@example.com`;
  await api('getEmailCode', { email, type: 'register' });
  const mail = fs.readdirSync(path.join(work, 'mail')).find((f) => f.includes(email)) ?? '';
  const code = /code is (\d{6})/.exec(fs.readFileSync(path.join(work, 'mail', mail), 'utf8'))?.[1] ?? '';
  const who = { email, code, userLoginId: name, password: 'Analytical-Engine-1843' };
  return api('register', inviteCode ? { ...who, inviteCode } : who);
}

try {
  await waitUntilUp(api, () => server.exitCode !== null, 90_000);
  const referrer = await signUp('grace_hopper');
  await signUp('friend_one', referrer.user.inviteCode);
  await signUp('friend_two', referrer.user.inviteCode);
  const fresh = await signUp('new_miner');
  const miner = await signUp('busy_miner');
  await api('miningCheckIn', {}, { token: miner.token });
  await api('miningStart', {}, { token: miner.token });

  const shots = [
    { name: 'share', url: '/my/share', session: referrer },
    { name: 'mining-new', url: '/mining', session: fresh },
    { name: 'mining-running', url: '/mining', session: miner },
  ];
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  for (const shot of shots) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.evaluate((s) => {
        localStorage.setItem('bourse_token', s.token);
        localStorage.setItem('bourse_user', JSON.stringify(s.user));
      }, shot.session);
      await page.goto(base + shot.url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(outDir, `${shot.name}-${width}.png`), fullPage: true });
      await context.close();
    }
  }
  await browser.close();
  console.log(`screenshots in ${outDir}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
