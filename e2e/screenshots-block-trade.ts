/**
 * `node e2e/screenshots-block-trade.ts [outDir] [widths]`: the block-trading screens at phone widths (360, 390 and 430
 * by default), from a real server on a fresh data folder: the Block Trading list for a visitor and in each permission
 * state (not yet open, under review, rejected with the reason, open), the block order screen, its confirmation and
 * its result. Users, identity checks, deposits and reviews go through the real API (applying needs a verified
 * identity). The 390 px set goes in docs/screenshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { fundStock } from './page-models/block-trade-page.ts';
import { verifyIdentity } from './kyc.ts';
import { chromiumPath } from './playwright.config.ts';
import { logInStaff } from './staff.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const widths = (process.argv[3] ?? '390').split(',').map(Number);
const port = 8203;
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('block', port, { MARKET_ALWAYS_OPEN: 'true' });
const { api } = server;

/** A user signed up through the API; answers the session. */
async function signUp(name: string) {
  const email = `${name}@example.com`;
  await api('getEmailCode', { email, type: 'register' });
  const code = await server.mailedCode(email);
  return api('register', { email, code, userLoginId: name, password: 'Block-Shots-Lantern-7' });
}

const LIST = '/market?tab=1&sub=3';
const REJECTION = 'Block orders need a trading history of at least 3 months';
const ORDER = '/payment/stock?source=BLOCK&name=Bank+of+America+Corporation&code=BAC&market=US&direction=0';

try {
  const staff = { token: await logInStaff(api) };
  // One after another: each signs up from the same address, and codes are mailed in turn.
  const fresh = await signUp('block_new');
  const pending = await signUp('block_pending');
  const refused = await signUp('block_refused');
  const open = await signUp('block_open');
  for (const user of [pending, refused, open]) await verifyIdentity(user.token, api);
  const decide = async (token: string, verdict: 'approve' | 'reject') => {
    const { applicationId } = await api('blockTradingApply', {}, { token });
    const id = applicationId ?? 0;
    if (verdict === 'approve') await api('staffBlockTradingApprove', { id }, staff);
    else await api('staffBlockTradingReject', { id, reason: REJECTION }, staff);
  };
  await api('blockTradingApply', {}, { token: pending.token });
  await decide(refused.token, 'reject');
  await decide(open.token, 'approve');
  // Three block orders of 10,000 BAC (about 460,000 USD each): one result per width.
  await fundStock(open.token, '1500000', api);

  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  type Session = { token: string; user: unknown } | null;
  const shoot = async (name: string, url: string, session: Session, act?: (page: Page) => Promise<void>) => {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      if (session) {
        await page.goto(`${base}/login`);
        await page.evaluate((s) => {
          localStorage.setItem('bourse_token', s.token);
          localStorage.setItem('bourse_user', JSON.stringify(s.user));
        }, session);
      }
      await page.goto(base + url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      if (act) {
        await act(page);
        await page.waitForTimeout(600);
      }
      const file = widths.length === 1 ? `${name}.png` : `${name}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, file) });
      await context.close();
    }
  };
  await shoot('block-list-guest', LIST, null);
  await shoot('block-list-not-open', LIST, fresh);
  await shoot('block-list-under-review', LIST, pending);
  await shoot('block-list-rejected', LIST, refused);
  await shoot('block-list-open', LIST, open);
  await shoot('block-order', ORDER, open);
  await shoot('block-order-not-open', ORDER, pending);
  await shoot('block-order-below-minimum', ORDER, open, async (page) => {
    await page.getByRole('textbox', { name: 'Quantity' }).fill('5000');
    await page.getByTestId('block-submit').click();
  });
  await shoot('block-order-confirm', ORDER, open, async (page) => {
    await page.getByTestId('block-submit').click();
    await page.getByTestId('block-confirmation').waitFor();
  });
  await shoot('block-order-result', ORDER, open, async (page) => {
    await page.getByTestId('block-submit').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place block order' }).click();
    await page.getByTestId('block-result').waitFor();
  });
  await browser.close();
  console.log(`block-trading screenshots in ${outDir}`);
} finally {
  server.stop();
}
