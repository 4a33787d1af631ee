/**
 * `node e2e/screenshots-robots.ts [outDir]`: starts the real server on a fresh data folder with every market open,
 * signs a user up, funds Balance through a staff-approved deposit and rents the Microsoft robot, then waits for the
 * strategy runner's first trade. Saves the robot list with backtests, a robot's stated rules, the purchase form, its
 * confirmation, a purchase Balance cannot pay (`robot-failed`: refused under the amount, Rent disabled), the purchase
 * history, the rental with its trades and the Quant robots row on My at 360, 390 and 430 px wide (default
 * docs/screenshots). For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { fundBalance } from './page-models/robot-page.ts';
import { chromiumPath } from './playwright.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8212);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('robot', port, { MARKET_ALWAYS_OPEN: 'true' });
const { api } = server;

async function signUp(email: string, userLoginId: string) {
  await api('getEmailCode', { email, type: 'register' });
  const code = await server.mailedCode(email);
  return api('register', { email, code: code ?? '', userLoginId, password: 'Difference-Engine-1822' });
}

const WIDTHS = [360, 390, 430] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const renter = await signUp('charles@example.com', 'charles_babbage');
  // 3,000 less the 1,509.90 rental leaves 1,490.10: enough for a 1,000 rental, not for a 1,500 one.
  await fundBalance(renter.token, '3000', api);
  const rental = await api(
    'robotBuy',
    { robotId: 1, days: 7, amount: '1500' },
    { token: renter.token, idempotencyKey: 'shots-robot-1' },
  );
  // The runner steps every 15 s: wait for the rental's first trade.
  for (let i = 0; i < 40; i++) {
    const detail = await api('robotOrderDetail', { id: rental.id }, renter);
    if (detail.trades.length > 0) break;
    await sleep(1000);
  }

  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const shoot = async (name: string, url: string, ready: string, act?: (page: Page) => Promise<void>) => {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.evaluate((s) => {
        localStorage.setItem('bourse_token', s.token);
        localStorage.setItem('bourse_user', JSON.stringify(s.user));
      }, renter);
      await page.goto(base + url);
      await page.getByTestId(ready).first().waitFor();
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
    await page.getByRole('button', { name: 'Rent', exact: true }).scrollIntoViewIfNeeded();
  };
  const confirm = async (page: Page, amount: string) => {
    await fill(page, amount);
    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await page.getByRole('dialog').waitFor();
  };
  await shoot('robot-list', '/robot', 'backtest-chart');
  await shoot('robot-detail', '/robot/detail?id=1', 'backtest-chart');
  await shoot('robot-purchase', '/robot/detail?id=1', 'robot-total', (page) => fill(page, '1000'));
  await shoot('robot-confirm', '/robot/detail?id=1', 'robot-total', (page) => confirm(page, '1000'));
  await shoot('robot-failed', '/robot/detail?id=1', 'robot-total', async (page) => {
    await fill(page, '1500');
    await page.getByText('more than your Balance of 1,490.10 USD').waitFor();
  });
  await shoot('robot-orders', '/robot/orders', 'rental-row');
  await shoot('robot-order', `/robot/order?id=${rental.id}`, 'robot-trade');
  await shoot('robot-my-entry', '/my', 'robot-entry');
  await browser.close();
  console.log(`robot screenshots in ${outDir}`);
} finally {
  server.stop();
}
