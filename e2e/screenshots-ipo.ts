/**
 * `node e2e/screenshots-ipo.ts [outDir]`: starts the real server on a fresh data folder (with IPO_TEST_HOOKS=1),
 * signs a user up, funds the IPO account through a staff-approved deposit and subscribes to two open offerings
 * through the real API, then draws one of them with the test hook. Saves the Markets IPO list, /payment/ipo (the
 * form, its confirmation, an offering already subscribed), the Order screen's IPO segment (one pending, one drawn,
 * then scrolled to the drawn one's end) and My's IPO tab at 360, 390 and 430 px wide (default docs/screenshots). For looking, not asserting.
 * The calendar moves with the date and the shots want two or three US windows open at once, so the server's clock
 * runs ahead (TEST_CLOCK_OFFSET_MS) to the first day from today when they are, whatever day the script runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { fundIpo } from './page-models/ipo-page.ts';
import { chromiumPath } from './playwright.config.ts';
import { logInStaff } from './staff.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8201);
const base = `http://127.0.0.1:${port}`;
const TOTP_STEP_MS = 30_000;
const newYorkDate = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(ms);

/**
 * How far ahead of now the server's clock should run: to 15:00 UTC (10:00 in New York) of the first day from today on
 * which three US offerings are open together (else two), read from a probe server's calendar; 0 when that is today.
 * In whole 30-second steps, so the staff's authenticator codes keep their steps.
 */
async function clockAhead(): Promise<number> {
  const probe = await startShotServer('ipo-probe', port + 1); // its own port: stop() does not wait for the exit
  try {
    const rows = [];
    for (let pageNo = 1, pages = 1; pageNo <= pages; pageNo += 1) {
      const page = await probe.api('ipoList', { pageNo, pageSize: 100 });
      rows.push(...page.data);
      pages = page.totalPage;
    }
    const us = rows.filter((o) => o.currency === 'USD');
    const today = newYorkDate(Date.now());
    const openOn = (day: string) =>
      us.filter((o) => o.subscriptionStartDate <= day && day <= o.subscriptionEndDate).length;
    const days = [today, ...us.map((o) => o.subscriptionStartDate).filter((d) => d > today)].sort();
    const day = days.find((d) => openOn(d) >= 3) ?? days.find((d) => openOn(d) >= 2);
    if (!day) throw new Error('no day in the IPO calendar has two US offerings open together');
    if (day === today) return 0;
    return Math.round((Date.parse(`${day}T15:00:00Z`) - Date.now()) / TOTP_STEP_MS) * TOTP_STEP_MS;
  } finally {
    probe.stop();
  }
}
const clockAheadMs = await clockAhead();
const server = await startShotServer('ipo', port, { IPO_TEST_HOOKS: '1', TEST_CLOCK_OFFSET_MS: String(clockAheadMs) });
const { api } = server;
const WIDTHS = [360, 390, 430] as const;
/** The theme, as a phone's system setting chooses it: `SHOT_THEME=dark` (light by default). */
const colorScheme = process.env.SHOT_THEME === 'dark' ? 'dark' : 'light';

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
  await logInStaff(api, clockAheadMs); // the session fundIpo's staff approval reuses
  await fundIpo(token, '25000', api);
  const open = (await api('ipoList', { pageNo: 1, pageSize: 100 })).data.filter(
    (o) => o.status === 'subscribing' && o.currency === 'USD',
  );
  const [drawn, pending] = open;
  if (!drawn || !pending) throw new Error('two US offerings must be open for subscription on the day shot');
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
  // The drawn card whole, with its note under the figures (it is below the fold).
  await shoot('trade-ipo-drawn', '/trade?type=3', (page) =>
    page
      .getByTestId('ipo-card')
      .last()
      .evaluate((card) => card.scrollIntoView({ block: 'end' })),
  );
  await shoot('my-ipo', '/my?tab=ipo');
  await browser.close();
  console.log(`IPO screenshots in ${outDir}`);
} finally {
  server.stop();
}
