/**
 * `node e2e/screenshots-copy-trading.ts [outDir]`: starts the real server on a fresh data folder with every market open
 * and the copy-trading test hook, signs a user up, verifies the identity, funds the Follow account through a
 * staff-approved deposit and a transfer, and places follow orders (one waiting, one settled through the hook). Saves
 * the institutions, an institution's detail, the follow form and its confirmation, my follow orders, My's Follow tab
 * and the Copy trading row on My at 360, 390 and 430 px wide (default docs/screenshots). For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { verifyIdentity } from './kyc.ts';
import { fundBalance } from './page-models/robot-page.ts';
import { chromiumPath } from './playwright.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8211);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('follow', port, { MARKET_ALWAYS_OPEN: 'true', COPY_TRADING_TEST_HOOKS: '1' });
const { api } = server;

async function signUp(email: string, userLoginId: string) {
  await api('getEmailCode', { email, type: 'register' });
  const code = await server.mailedCode(email);
  return api('register', { email, code: code ?? '', userLoginId, password: 'Difference-Engine-1822' });
}

const WIDTHS = [360, 390, 430] as const;
/** The theme, as a phone's system setting chooses it: `SHOT_THEME=dark` (light by default). */
const colorScheme = process.env.SHOT_THEME === 'dark' ? 'dark' : 'light';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const user = await signUp('grace@example.com', 'grace_hopper');
  const auth = { token: user.token };
  await verifyIdentity(user.token, api);
  await fundBalance(user.token, '5000', api);
  await api('transfer', { from: 'balance', to: 'follow', amount: '5000' }, { ...auth, idempotencyKey: 'shots-t' });
  const [first] = await api('institutionList', {}, auth);
  const id = first?.id ?? 1;
  await api('followCreate', { institutionId: id, amount: '1000' }, { ...auth, idempotencyKey: 'shots-f1' });
  await sleep(1100);
  await api('followTestRun', { institutionId: id }, auth);
  // Let the runner trade and the equity move a little before the cycle ends.
  await sleep(35_000);
  await api('followTestRun', { institutionId: id }, auth);
  await api('followCreate', { institutionId: id, amount: '250' }, { ...auth, idempotencyKey: 'shots-f2' });

  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const shoot = async (name: string, url: string, ready: string, act?: (page: Page) => Promise<void>) => {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2, colorScheme });
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.evaluate((s) => {
        localStorage.setItem('bourse_token', s.token);
        localStorage.setItem('bourse_user', JSON.stringify(s.user));
      }, user);
      await page.goto(base + url);
      await page
        .getByTestId(ready)
        .first()
        .waitFor()
        .catch(async (err: unknown) => {
          await page.screenshot({ path: path.join(outDir, `failed-${name}-${width}.png`) });
          throw err;
        });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      if (act) {
        await act(page);
        await page.waitForTimeout(600);
      }
      await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`) });
      await context.close();
    }
  };
  const fill = async (page: Page, amount: string) => {
    await page.getByLabel('Amount', { exact: true }).fill(amount);
    await page.getByRole('button', { name: 'Follow', exact: true }).scrollIntoViewIfNeeded();
  };
  await shoot('follow-institutions', '/institution', 'institution-card');
  await shoot('follow-institution', `/institution/detail?id=${id}`, 'equity-chart');
  await shoot('follow-form', `/institution/detail?id=${id}`, 'equity-chart', (page) => fill(page, '99'));
  await shoot('follow-confirm', `/institution/detail?id=${id}`, 'equity-chart', async (page) => {
    await fill(page, '500');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('dialog').waitFor();
  });
  await shoot('follow-orders', '/follow/orders', 'follow-order');
  await shoot('follow-my-tab', '/my?tab=follow', 'follow-order');
  await shoot('follow-my-entry', '/my', 'copy-trading-entry');
  await browser.close();
  console.log(`copy-trading screenshots in ${outDir}`);
} finally {
  server.stop();
}
