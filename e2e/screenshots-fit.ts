/**
 * `node e2e/screenshots-fit.ts [outDir]`: starts the real server on a fresh data folder, signs a user up with money
 * (a withdrawal under review) and long-named instruments on the watchlist, and saves the screens that must fit at
 * 360, 390 and 430 px wide (long index and company names, exchange tags, register, withdrawal, watchlist header,
 * titles, toasts, small charts) as `fit-<screen>-<width>.png` (default docs/screenshots); screen names after the
 * folder retake only those. For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from './playwright.config.ts';
import { seedMoney } from './screenshots-money.ts';
import { startShotServer } from './shot-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8331);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('fit', port, { MARKET_ALWAYS_OPEN: 'true' });
const { api } = server;
const WIDTHS = [360, 390, 430];
const quote = (name: string, code: string, market: string) =>
  `/quote/stock?${new URLSearchParams({ source: market, name, code, market }).toString()}`;

try {
  const email = 'ada@example.com';
  await api('getEmailCode', { email, type: 'register' });
  const session = await api('register', {
    email,
    code: await server.mailedCode(email),
    userLoginId: 'ada_lovelace',
    password: 'Analytical-Engine-1843',
  });
  for (const [stockCode, market] of [
    ['TSM', 'US'],
    ['00981', 'HK'],
    ['.SPX', 'INDEX'],
    ['AAPL', 'US'],
  ] as const) {
    await api('watchlistSave', { stockCode, market }, { token: session.token });
  }
  await seedMoney(api, session.token);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  fs.mkdirSync(outDir, { recursive: true });
  const shots: { name: string; url: string; loggedIn?: boolean; act?: (p: Page) => Promise<void> }[] = [
    { name: 'market-indices', url: '/market?tab=2' },
    { name: 'market-us', url: '/market?tab=1' },
    { name: 'quote-long-name', url: quote('Taiwan Semiconductor Manufacturing Company Limited', 'TSM', 'US') },
    { name: 'quote-hk', url: quote('Semiconductor Manufacturing International Corporation', '00981', 'HK') },
    {
      name: 'quote-1d',
      url: quote('Apple Inc.', 'AAPL', 'US'),
      act: (p) => p.getByRole('tab', { name: '1D' }).click(),
    },
    { name: 'register', url: '/register' },
    { name: 'collect', url: '/collect', loggedIn: true },
    {
      name: 'my',
      url: '/my',
      loggedIn: true,
      act: (p) => p.getByTestId('frozen-funds').scrollIntoViewIfNeeded(),
    },
    { name: 'withdraw-bankcard', url: '/withdraw/bankcard', loggedIn: true },
    { name: 'withdraw-crypto', url: '/withdraw/crypto', loggedIn: true },
    { name: 'my-2fa', url: '/my/2fa', loggedIn: true },
    { name: 'setting', url: '/my/setting', loggedIn: true },
    { name: 'robot-list', url: '/robot', loggedIn: true },
    {
      name: 'toast',
      url: '/my/share',
      loggedIn: true,
      act: async (p) => {
        await p.getByRole('button', { name: 'Copy invite code' }).click();
        await p.locator('.adm-toast-main').waitFor();
      },
    },
  ];
  // `node e2e/screenshots-fit.ts outDir name…` retakes only the named screens.
  const only = process.argv.slice(3);
  for (const shot of shots.filter((s) => only.length === 0 || only.includes(s.name))) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      const page = await context.newPage();
      if (shot.loggedIn) {
        await page.goto(`${base}/login`);
        await page.evaluate((s) => {
          localStorage.setItem('bourse_token', s.token);
          localStorage.setItem('bourse_user', JSON.stringify(s.user));
        }, session);
      }
      await page.goto(base + shot.url);
      await page.waitForLoadState('networkidle');
      // The server is slow on a busy machine: wait for the placeholders to go.
      await page
        .locator('.adm-skeleton')
        .first()
        .waitFor({ state: 'detached', timeout: 30_000 })
        .catch(() => console.warn(`${shot.name} at ${width}: still loading`));
      await page.waitForTimeout(500);
      if (shot.act) {
        await shot.act(page);
        await page.waitForTimeout(400);
      }
      await page.screenshot({ path: path.join(outDir, `fit-${shot.name}-${width}.png`) });
      await context.close();
    }
  }
  await browser.close();
  console.log(`screenshots in ${outDir}`);
} finally {
  server.stop();
}
