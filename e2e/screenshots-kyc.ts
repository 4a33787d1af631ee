/**
 * `node e2e/screenshots-kyc.ts [outDir]`: the identity verification screens at 360, 390 and 430 px wide, seeded
 * through the real API on a server of its own (users in each state: none, waiting, verified, refused), saved as
 * `kyc-<screen>-<width>.png` (default docs/screenshots; `KYC_SHOTS=failed,waiting` takes only those). For looking,
 * not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { PASSPORT_PNG } from './kyc.ts';
import { chromiumPath } from './playwright.config.ts';
import { logInStaff } from './staff.ts';
import { WithdrawPage } from './page-models/withdraw-page.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = 8223;
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('kyc', port);
const { api } = server;
const WIDTHS = [360, 390, 430];

async function signUp(name: string) {
  const email = `${name}@example.com`;
  await api('getEmailCode', { email, type: 'register' });
  const code = await server.mailedCode(email);
  return api('register', { email, code, userLoginId: name, password: 'Analytical-Engine-1843' });
}

/** One document verifies one account: each user submits a passport number of their own. */
async function submitPassport(token: string, idNumber: string) {
  const file = { name: 'passport.png', type: 'image/png', data: PASSPORT_PNG };
  const { url } = await api('upload', {}, { token, file });
  return api(
    'updateReal',
    {
      docType: 'passport',
      country: 'GB',
      firstName: 'Ada',
      lastName: 'Lovelace',
      idNumber,
      frontImage: url,
    },
    { token },
  );
}

try {
  const staff = { token: await logInStaff(api) };
  const fresh = await signUp('ada_new');
  const waiting = await signUp('ada_waiting');
  const verified = await signUp('ada_verified');
  const refused = await signUp('ada_refused');
  await submitPassport(waiting.token, '502713954');
  await api('staffKycApprove', { id: (await submitPassport(verified.token, '502713955')).id }, staff);
  await api(
    'staffKycReject',
    {
      id: (await submitPassport(refused.token, '502713956')).id,
      reason: 'The photo page is cut off: photograph the whole page.',
    },
    staff,
  );
  // The unverified user has money to withdraw, so Withdraw shows the identity prompt.
  const deposit = await api('depositCreate', { channel: 'bank', amount: '500' }, { token: fresh.token });
  await api('staffDepositApprove', { id: deposit.id }, staff);
  await api('settingPayPassword', { payPassword: '135790' }, { token: fresh.token });
  await api(
    'addCryptoAddress',
    { currency: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', label: 'Ledger' },
    { token: fresh.token },
  );

  const shots: { name: string; session: typeof fresh; url: string; act?: (p: Page) => Promise<void> }[] = [
    { name: 'my', session: fresh, url: '/my' },
    {
      name: 'country',
      session: fresh,
      url: '/kyc',
      act: async (p) => {
        await p.getByPlaceholder('Search country or region').fill('united');
        await p.getByRole('button', { name: /^United Kingdom/ }).click();
      },
    },
    {
      name: 'passport',
      session: fresh,
      url: '/kyc/passport?country=GB',
      act: async (p) => p.getByRole('button', { name: 'Submit for review' }).click(),
    },
    { name: 'idcard', session: fresh, url: '/kyc/idcard?country=ID' },
    { name: 'waiting', session: waiting, url: '/kyc' },
    { name: 'verified', session: verified, url: '/kyc' },
    { name: 'failed', session: refused, url: '/kyc' },
    {
      name: 'withdraw-prompt',
      session: fresh,
      url: '/withdraw/crypto',
      act: async (p) => {
        const w = new WithdrawPage(p);
        await w.fillAmount('50');
        await w.submit();
      },
    },
  ];

  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  // KYC_SHOTS=failed,waiting takes only those.
  const only = process.env.KYC_SHOTS?.split(',');
  for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
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
      await page.waitForTimeout(400);
      if (shot.act) {
        await shot.act(page);
        await page.waitForTimeout(600);
      }
      await page.screenshot({ path: path.join(outDir, `kyc-${shot.name}-${width}.png`) });
      await context.close();
    }
  }
  await browser.close();
  console.log(`screenshots in ${outDir}`);
} finally {
  server.stop();
}
