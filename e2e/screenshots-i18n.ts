/**
 * `node e2e/screenshots-i18n.ts [outDir]`: a few screens in Traditional Chinese and Indonesian at 360 px wide (the
 * narrowest, where the longer Indonesian texts wrap first; default docs/screenshots/i18n, files
 * `<language>-<screen>-360.png`). A real server on a fresh data folder; the inbox holds real deposit reviews. For
 * looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './playwright.config.ts';
import { startShotServer } from './shot-server.ts';
import { logInStaff } from './staff.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots/i18n'));
const port = Number(process.env.E2E_PORT ?? 8236);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('i18n', port, { MARKET_ALWAYS_OPEN: 'true' });
const { api } = server;

const LANGUAGES = ['zh-Hant', 'id'] as const;
const SCREENS = [
  { name: 'market', url: '/market', loggedIn: false },
  { name: 'login', url: '/login', loggedIn: false },
  { name: 'my', url: '/my', loggedIn: true },
  { name: 'setting', url: '/my/setting', loggedIn: true },
  { name: 'messages', url: '/my/messages', loggedIn: true },
  { name: 'trade', url: '/trade', loggedIn: true },
  { name: 'transfer', url: '/my/transfer', loggedIn: true },
  { name: 'withdraw', url: '/withdraw/bankcard', loggedIn: true },
  // Their rules are the app's own sentence, written from the strategy's figures.
  { name: 'robots', url: '/robot', loggedIn: true },
  { name: 'institutions', url: '/institution', loggedIn: true },
] as const;

try {
  const email = 'ada@example.com';
  await api('getEmailCode', { email, type: 'register' });
  const session = await api('register', {
    email,
    code: await server.mailedCode(email),
    userLoginId: 'ada_lovelace',
    password: 'Analytical-Engine-1843',
  });
  // Real messages: staff approve one deposit and refuse another.
  const staff = { token: await logInStaff(api) };
  const deposit = async (amount: string, key: string) =>
    (await api('depositCreate', { channel: 'bank', amount }, { token: session.token, idempotencyKey: key })).id;
  await api('staffDepositApprove', { id: await deposit('5000', 'i18n-shots-1') }, staff);
  await api('staffDepositReject', { id: await deposit('80', 'i18n-shots-2'), reason: 'No transfer arrived' }, staff);

  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  for (const language of LANGUAGES) {
    for (const screen of SCREENS) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2 });
      await context.addInitScript(
        ({ language, session }) => {
          localStorage.setItem('bourse_language', language);
          if (session) {
            localStorage.setItem('bourse_token', session.token);
            localStorage.setItem('bourse_user', JSON.stringify(session.user));
          }
        },
        { language, session: screen.loggedIn ? session : null },
      );
      const page = await context.newPage();
      await page.goto(base + screen.url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      // A route renamed since would otherwise be shot as the not-found screen (it was, for two of these).
      if ((await page.getByTestId('not-found').count()) > 0)
        throw new Error(`${screen.url} is not a screen of the app`);
      await page.screenshot({ path: path.join(outDir, `${language}-${screen.name}-360.png`), timeout: 60_000 });
      await context.close();
    }
  }
  await browser.close();
  console.log(`language screenshots in ${outDir}`);
} finally {
  server.stop();
}
