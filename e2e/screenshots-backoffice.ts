/**
 * `node e2e/screenshots-backoffice.ts [outDir]`: every back-office screen at desktop size (1366×900), on a server of
 * its own (port E2E_PORT or 8214) seeded through the real API (a deposit with its credential, a BTC deposit, an
 * identity waiting for review, a large card withdrawal with its first approval, a block-trading application, a loan
 * application, a locked user, a staff member whose authenticator was reset), saved as `<screen>.png` (default
 * docs/screenshots/backoffice). For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { depositWithCredential, registerUser, signInBackoffice, submitPassport } from './backoffice.ts';
import { verifyIdentity } from './kyc.ts';
import { chromiumPath, E2E_PORT } from './playwright.config.ts';
import { E2E_STAFF, logInStaff } from './staff.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots/backoffice'));
const port = process.env.E2E_PORT ? E2E_PORT : 8214;
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('backoffice', port, { MARKET_ALWAYS_OPEN: 'true' });
const { api } = server;

/** A picture drawn by the browser (a transfer receipt, a passport page), uploaded as the user's image. */
async function drawn(page: Page, html: string): Promise<Uint8Array> {
  await page.setContent(`<body style="margin:0">${html}</body>`);
  return page.locator('body > div').screenshot();
}
const RECEIPT = `<div style="width:360px;padding:20px;font:15px sans-serif;background:#fff;border:1px solid #ccc">
  <h3 style="margin:0 0 12px">City Bank · Transfer receipt</h3><p>To: Bourse Demo Bank</p><p>Amount: 80.00 USD</p>
  <p>Reference: <b>REFERENCE</b></p><p style="color:#2e7d32">Status: Completed</p></div>`;
const PASSPORT = `<div style="width:420px;height:260px;padding:16px;font:14px sans-serif;background:#e8eef7;border:2px solid #35507a;display:flex;gap:16px">
  <div style="width:110px;height:140px;background:#b8c4d6"></div><div><h3 style="margin:0">PASSPORT</h3>
  <p>Surname: HOPPER</p><p>Given names: GRACE</p><p>Nationality: GBR</p><p>No. P1234567</p></div></div>`;

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // Dialogs fade in: the shot shows them as they end up, not half drawn.
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

try {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, baseURL: base });
  const staff = await logInStaff(api);
  const payer = await registerUser(api, 'ada_payer', server.mailedCode);
  const deposit = await depositWithCredential(api, payer.token, '250', await drawn(page, RECEIPT));
  const alan = await registerUser(api, 'alan_payer', server.mailedCode);
  const pending = await api('depositCreate', { channel: 'bank', amount: '80' }, { token: alan.token });
  const receipt = await drawn(page, RECEIPT.replace('REFERENCE', pending.referenceCode));
  const { url } = await api(
    'upload',
    {},
    { token: alan.token, file: { name: 'r.png', type: 'image/png', data: receipt } },
  );
  await api('depositCredential', { id: pending.id, credentialUrl: url }, { token: alan.token });
  const applicant = await registerUser(api, 'grace_kyc', server.mailedCode);
  await submitPassport(api, applicant.token, await drawn(page, PASSPORT));
  const locked = await registerUser(api, 'mallory_locked', server.mailedCode);
  await api('staffUserLock', { id: locked.id, reason: 'Card reported stolen' }, { token: staff });
  // A BTC deposit: approving it asks for the USD it credits.
  const satoshi = await registerUser(api, 'satoshi_btc', server.mailedCode);
  await api(
    'depositCreate',
    { channel: 'crypto', amount: '0.015', currency: 'BTC', network: 'Bitcoin', txHash: 'ab'.repeat(32) },
    { token: satoshi.token },
  );
  // A card withdrawal above the four-eyes threshold (10,000 USD), approved once: its card can be revealed for payout.
  const payee = await registerUser(api, 'ada_card', server.mailedCode);
  await verifyIdentity(payee.token, api);
  const card = await api(
    'addCardNo',
    { bankName: 'Chase', bankAccountName: 'Ada Lovelace', cardNo: '4111111111111111' },
    { token: payee.token },
  );
  const funds = await depositWithCredential(api, payee.token, '15000', await drawn(page, RECEIPT));
  await api('staffDepositApprove', { id: funds.id }, { token: staff });
  await api('settingPayPassword', { payPassword: '135790' }, { token: payee.token });
  const large = await api(
    'withdrawalApply',
    { amount: '12500', payPassword: '135790', cardId: card.id },
    { token: payee.token },
  );
  await api('staffWithdrawalApprove', { id: large.id, note: 'Source of funds checked' }, { token: staff });
  // A block-trading application and a loan application, both waiting for review.
  const trader = await registerUser(api, 'block_trader', server.mailedCode);
  await verifyIdentity(trader.token, api);
  await api('blockTradingApply', {}, { token: trader.token });
  const borrower = await registerUser(api, 'ada_loan', server.mailedCode);
  await verifyIdentity(borrower.token, api);
  await api('loanApply', { amount: '1500', termDays: 30, purpose: 'A new laptop for work' }, { token: borrower.token });
  // A new staff member who enrolled an authenticator, then lost the phone: theirs is reset, so they enrol again.
  const omar = { email: 'omar.finance@bourse.test', password: 'Finance-Desk-2026' };
  const member = await api(
    'staffCreate',
    { email: omar.email, userLoginId: 'omar_finance', password: omar.password, role: 'finance' },
    { token: staff },
  );
  const omarSession = await api('login', { username: omar.email, password: omar.password });
  const { secret } = await api('adminTotpEnrol', {}, { token: omarSession.token });
  await api('adminTotpVerify', { code: await generate({ secret }) }, { token: omarSession.token });
  await api('staffResetTotp', { userId: member.id }, { token: staff });

  await page.goto('/backoffice/');
  await page.getByLabel('Email or user ID').waitFor();
  await shot(page, 'login');
  await signInBackoffice(page, E2E_STAFF);
  await api('staffDepositApprove', { id: deposit.id }, { token: staff });

  await page.goto('/backoffice/deposits');
  await page.getByRole('row').filter({ hasText: 'alan_payer' }).click();
  await page.getByTestId('deposit-review').getByRole('img').waitFor();
  await shot(page, 'deposits');
  await page.getByRole('row').filter({ hasText: 'alan_payer' }).getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog').getByLabel('Reason (the user sees it)').fill('The transfer has not arrived');
  await shot(page, 'deposit-reject-confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('row').filter({ hasText: 'satoshi_btc' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByLabel('Credited to Balance (USD)').fill('1520.35');
  await shot(page, 'deposit-crypto-approve-confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/backoffice/kyc');
  await page.getByRole('row').filter({ hasText: applicant.email }).click();
  await page.getByTestId('kyc-review').getByRole('img').first().waitFor();
  await shot(page, 'kyc');
  await page.goto('/backoffice/withdrawals');
  const largeRow = page.getByRole('row').filter({ hasText: 'ada_card' });
  await largeRow.getByRole('button', { name: 'Reveal card' }).waitFor();
  await shot(page, 'withdrawals');
  await largeRow.getByRole('button', { name: 'Reveal card' }).click();
  await shot(page, 'withdrawal-reveal-confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('revealed-card').waitFor();
  await shot(page, 'withdrawal-card-revealed');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  for (const [screen, who] of [
    ['blockTrading', trader.email],
    ['loans', borrower.email],
  ] as const) {
    await page.goto(`/backoffice/${screen}`);
    await page.getByRole('row').filter({ hasText: who }).waitFor();
    await shot(page, screen);
  }
  for (const screen of ['users', 'audit']) {
    await page.goto(`/backoffice/${screen}`);
    await shot(page, screen);
  }
  await api(
    'staffArticleCreate',
    { title: 'Markets close the week higher', body: 'Stocks rose on **Friday**.', tags: ['Markets'] },
    { token: staff },
  );
  await page.goto('/backoffice/news');
  await shot(page, 'news');
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await page.getByLabel('Body (Markdown)').waitFor();
  await shot(page, 'news-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').waitFor();
  await shot(page, 'news-save-confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`/backoffice/users/${payer.id}/show`);
  await page.getByText('Money history').waitFor();
  await shot(page, 'user');
  await page.goto(`/backoffice/users/${locked.id}/show`);
  await page.getByText('Locked since').waitFor();
  await shot(page, 'user-locked');
  await api(
    'staffSettingsUpdate',
    { key: 'trading.feeMinimum', value: '2', reason: 'Minimum fee review' },
    { token: staff },
  );
  await page.goto('/backoffice/settings');
  await page.getByTestId('setting-trading.feeRate').getByRole('button', { name: 'Change' }).click();
  await page.getByRole('dialog').getByLabel('New value').fill('0.0015');
  await page.getByRole('dialog').getByLabel('Reason (kept in the audit log)').fill('Fee schedule 2027');
  await shot(page, 'settings-change-confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  for (const screen of ['ipo', 'institutions', 'robots']) {
    await page.goto(`/backoffice/${screen}`);
    await page.locator('tbody tr').first().waitFor();
    await shot(page, screen);
  }
  await api(
    'staffCreate',
    { email: 'rita.support@bourse.test', userLoginId: 'rita_support', password: 'Support-Desk-2026', role: 'support' },
    { token: staff },
  );
  await page.goto('/backoffice/staff');
  const rita = page.getByTestId('staff-rita.support@bourse.test');
  await rita.waitFor();
  await shot(page, 'staff');
  await rita.getByRole('button', { name: 'Change role' }).click();
  await shot(page, 'staff-role-confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/backoffice/settings');
  await page.getByTestId('setting-trading.feeMinimum').waitFor();
  await shot(page, 'settings');
  await page.goto('/backoffice/journal');
  await page.getByRole('button', { name: 'Run the check' }).click();
  await page.getByTestId('ledger-check').waitFor();
  await page.getByRole('row').filter({ hasText: 'deposit_approved' }).first().click();
  await shot(page, 'ledger');
  // The dashboard last, when the institutions' strategies have opened positions to count.
  await page.goto('/backoffice/');
  // The charts are drawn without animation; wait until their bars are there.
  await page.locator('.recharts-bar-rectangle').first().waitFor();
  await shot(page, 'dashboard');

  // First sign-in after the reset: the password, then the authenticator to set up again with the QR code.
  const fresh = await browser.newPage({ viewport: { width: 1366, height: 900 }, baseURL: base });
  await fresh.goto('/backoffice/');
  await fresh.getByLabel('Email or user ID').fill(omar.email);
  await fresh.getByLabel('Password').fill(omar.password);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await fresh.getByRole('img', { name: 'Authenticator QR code' }).waitFor();
  await shot(fresh, 'login-totp-enrolment');
  await browser.close();
} finally {
  server.stop();
}
