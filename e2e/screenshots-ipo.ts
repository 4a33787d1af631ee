/**
 * `node e2e/screenshots-ipo.ts [outDir]`: starts the real server on a fresh data folder (with IPO_TEST_HOOKS=1),
 * signs a user up, funds the IPO account through a staff-approved deposit and subscribes to two open offerings
 * through the real API, then draws one of them with the test hook. Saves the Markets IPO list, /payment/ipo (the
 * form, its confirmation, an offering already subscribed), the Order screen's IPO segment (one pending, one drawn)
 * and My's IPO tab at 360, 390 and 430 px wide (default docs/screenshots). For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { fundIpo } from './page-models/ipo-page.ts';
import { chromiumPath } from './playwright.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8201);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('ipo', port, { IPO_TEST_HOOKS: '1' });
const { api } = server;
const WIDTHS = [360, 390, 430] as const;

try {
  const email = 'ada@example.com';
  await api('getEmailCode', { email, type: 'register' });
  const code = await server.mailedCode(email);
  const session = await api('register', {
    email,
    code: code ?? '',
    userLoginId: 'ada_lovelace',
    password: 'Analytical-Engine-1843',
  });
  const token = session.token;
  await fundIpo(token, '25000', api);
  const open = (await api('ipoList', { pageNo: 1, pageSize: 100 })).data.filter(
    (o) => o.status === 'subscribing' && o.currency === 'USD',
  );
  const [drawn, pending] = open;
  if (!drawn || !pending) throw new Error('two US offerings must be open for subscription today');
  await api('ipoSubscribe', { stockCode: drawn.symbol, num: 3 * drawn.lotSize }, { token, idempotencyKey: 's1' });
  await api('ipoSubscribe', { stockCode: pending.symbol, num: pending.lotSize }, { token, idempotencyKey: 's2' });
  await api('ipoTestRun', { stockCode: drawn.symbol }, { token });
  const third = open[2];

  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const shoot = async (name: string, url: string, act?: (page: Page) => Promise<void>) => {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.evaluate((s) => {
        localStorage.setItem('bourse_token', s.token);
        localStorage.setItem('bourse_user', JSON.stringify(s.user));
      }, session);
      await page.goto(base + url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      if (act) {
        await act(page);
        await page.waitForTimeout(500);
      }
      await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`) });
      await context.close();
    }
  };
  const payment = (o: { symbol: string; name: string }) =>
    `/payment/ipo?${new URLSearchParams({ source: 'IPO', name: o.name, code: o.symbol, market: 'US', direction: '0' })}`;
  await shoot('ipo-list', '/market?tab=1&sub=2');
  if (third) {
    await shoot('payment-ipo', payment(third));
    await shoot('payment-ipo-confirm', payment(third), async (page) => {
      await page.getByTestId('ipo-submit').click();
      await page.getByRole('dialog').waitFor();
    });
  }
  await shoot('payment-ipo-subscribed', payment(pending));
  await shoot('trade-ipo', '/trade?type=3');
  await shoot('my-ipo', '/my?tab=ipo');
  await browser.close();
  console.log(`IPO screenshots in ${outDir}`);
} finally {
  server.stop();
}
