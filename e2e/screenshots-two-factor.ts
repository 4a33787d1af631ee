/**
 * `node e2e/screenshots-two-factor.ts [outDir]`: starts the real server on a fresh data folder, signs a user up and
 * saves Settings, /my/2fa (off, enrolling with the QR code, on) and the login's code step at 360, 390 and 430 px wide
 * (default docs/screenshots). For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { chromiumPath } from './playwright.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8213);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('2fa', port);
const { api } = server;
const WIDTHS = [360, 390, 430];
const PASSWORD = 'Analytical-Engine-1843';

async function signUp(name: string) {
  const email = `${name}@example.com`;
  await api('getEmailCode', { email, type: 'register' });
  const code = await server.mailedCode(email);
  return api('register', { email, code, userLoginId: name, password: PASSWORD });
}

try {
  const off = await signUp('ada_off');
  const on = await signUp('ada_on');
  const { secret } = await api('userTotpEnrol', {}, { token: on.token });
  await api('userTotpEnable', { code: await generate({ secret }) }, { token: on.token });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  fs.mkdirSync(outDir, { recursive: true });
  const shots: { name: string; session?: typeof off; url: string; act?: (p: Page) => Promise<void> }[] = [
    { name: 'setting', session: off, url: '/my/setting' },
    { name: '2fa-off', session: off, url: '/my/2fa' },
    {
      name: '2fa-enrol',
      session: off,
      url: '/my/2fa',
      act: (p) => p.getByRole('button', { name: 'Set up an authenticator' }).click(),
    },
    { name: '2fa-on', session: on, url: '/my/2fa' },
    {
      name: '2fa-login',
      url: '/login',
      act: async (p) => {
        await p.getByLabel('Email or user ID').fill('ada_on');
        await p.getByLabel('Password').fill(PASSWORD);
        await p.getByRole('button', { name: 'Log in' }).click();
      },
    },
  ];
  for (const shot of shots) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      if (shot.session) {
        await page.evaluate((s) => {
          localStorage.setItem('bourse_token', s.token);
          localStorage.setItem('bourse_user', JSON.stringify(s.user));
        }, shot.session);
      }
      await page.goto(base + shot.url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      if (shot.act) {
        await shot.act(page);
        await page.waitForTimeout(800);
      }
      await page.screenshot({ path: path.join(outDir, `two-factor-${shot.name}-${width}.png`) });
      await context.close();
    }
  }
  await browser.close();
} finally {
  server.stop();
}
