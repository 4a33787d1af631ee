/**
 * `node e2e/screenshots-loans.ts [outDir]`: starts the real server on a fresh data folder, signs two users up and
 * verifies their identity (through the real API and staff review); one has an application rejected, then borrows
 * 1,500 USD for 30 days (approved by staff) and repays 200. Saves the application with the server's quote, its
 * confirmation, /loan with the running loan in its card and the rejected one under Past loans, and the loan's record
 * at 360, 390 and 430 px wide (default docs/screenshots). For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { verifyIdentity } from './kyc.ts';
import { chromiumPath } from './playwright.config.ts';
import { logInStaff } from './staff.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8207);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('loan', port);
const { api } = server;

/** A user registered with the code from the server's mail folder, identity verified. */
async function signUp(email: string, userLoginId: string) {
  await api('getEmailCode', { email, type: 'register' });
  const code = await server.mailedCode(email);
  const session = await api('register', { email, code: code ?? '', userLoginId, password: 'Analytical-Engine-1843' });
  await verifyIdentity(session.token, api);
  return session;
}

const WIDTHS = [360, 390, 430] as const;
/** The theme, as a phone's system setting chooses it: `SHOT_THEME=dark` (light by default). */
const colorScheme = process.env.SHOT_THEME === 'dark' ? 'dark' : 'light';

try {
  const applicant = await signUp('grace@example.com', 'grace_hopper');
  const borrower = await signUp('ada@example.com', 'ada_lovelace');
  const staff = { token: await logInStaff(api) };
  const earlier = await api('loanApply', { amount: '20000', termDays: 180, purpose: 'A car' }, borrower);
  await api('staffLoanReject', { id: earlier.id, reason: 'Income too low for this amount' }, staff);
  const loan = await api('loanApply', { amount: '1500', termDays: 30, purpose: 'A new laptop for work' }, borrower);
  await api('staffLoanApprove', { id: loan.id, note: 'Income checked' }, staff);
  await api('loanRepay', { id: loan.id, amount: '200' }, { token: borrower.token, idempotencyKey: 'shots-repay' });

  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const shoot = async (name: string, session: typeof borrower, url: string, act?: (page: Page) => Promise<void>) => {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2, colorScheme });
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
  const fill = async (page: Page) => {
    await page.getByLabel('Amount', { exact: true }).fill('1000');
    await page.getByRole('radio', { name: '30 days' }).click();
    await page.getByLabel('Purpose').fill('A new laptop');
    await page.getByText('9.90 USD', { exact: true }).waitFor();
  };
  await shoot('loan-apply', applicant, '/loan', fill);
  await shoot('loan-confirm', applicant, '/loan', async (page) => {
    await fill(page);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('dialog').waitFor();
  });
  await shoot('loan-running', borrower, '/loan');
  await shoot('loan-detail', borrower, `/loan/detail?id=${loan.id}`);
  await shoot('loan-my-entry', borrower, '/my');
  await browser.close();
  console.log(`loan screenshots in ${outDir}`);
} finally {
  server.stop();
}
