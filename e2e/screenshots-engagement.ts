/**
 * `node e2e/screenshots-engagement.ts [outDir]`: the share screen (a referrer two friends joined) and the mining
 * screen (before a check-in, with a session short of energy running, and that session stopped once its energy is
 * spent, the page's clock moved past its end before the leader settles it) at 360, 390 and 430 px wide, seeded
 * through the real API on a server of its own, saved as `share-<width>.png`, `mining-<state>-<width>.png` (default
 * docs/screenshots). For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Session } from '@bourse/contract';
import { startShotServer } from './shot-server.ts';
import { chromium } from '@playwright/test';
import { chromiumPath } from './playwright.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8206);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('engagement', port);
const { api } = server;
const WIDTHS = [360, 390, 430];

async function signUp(name: string, inviteCode?: string): Promise<Session> {
  const email = `${name}@example.com`;
  await api('getEmailCode', { email, type: 'register' });
  const code = await server.mailedCode(email);
  const who = { email, code, userLoginId: name, password: 'Analytical-Engine-1843' };
  return api('register', inviteCode ? { ...who, inviteCode } : who);
}

try {
  const referrer = await signUp('grace_hopper');
  await signUp('friend_one', referrer.user.inviteCode);
  await signUp('friend_two', referrer.user.inviteCode);
  const fresh = await signUp('new_miner');
  const miner = await signUp('busy_miner');
  await api('miningCheckIn', {}, { token: miner.token });
  const mining = await api('miningStart', {}, { token: miner.token });

  const shots: { name: string; url: string; session: Session; clockAt?: number }[] = [
    { name: 'share', url: '/my/share', session: referrer },
    { name: 'mining-new', url: '/mining', session: fresh },
    { name: 'mining-running', url: '/mining', session: miner },
    { name: 'mining-stopped', url: '/mining', session: miner, clockAt: mining.endsAt + 1_000 },
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
      if (shot.clockAt) await page.clock.install({ time: shot.clockAt });
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
  server.stop();
}
