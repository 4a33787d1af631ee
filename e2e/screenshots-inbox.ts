/**
 * `node e2e/screenshots-inbox.ts [outDir]`: the inbox screens at 360, 390 and 430 px wide (default docs/screenshots,
 * files `inbox-<screen>-<width>.png`). A real server on a fresh data folder; the messages are real: deposits a user
 * declares and the seeded staff account approves or refuses through the API; then Settings with the email copy of
 * messages turned on. For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startShotServer } from './shot-server.ts';
import { chromium, type Page } from '@playwright/test';
import { type Call } from './api.ts';
import { chromiumPath } from './playwright.config.ts';
import { logInStaff } from './staff.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8224);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('inbox', port);
const { api } = server;

async function signUp(email: string, userLoginId: string) {
  await api('getEmailCode', { email, type: 'register' });
  const code = await server.mailedCode(email);
  return api('register', { email, code, userLoginId, password: 'Analytical-Engine-1843' });
}

/** Messages from real reviews: two deposits approved, one refused; the oldest read. */
async function seedMessages(call: Call, token: string) {
  const staff = { token: await logInStaff(call) };
  const deposit = async (amount: string, key: string) =>
    (await call('depositCreate', { channel: 'bank', amount }, { token, idempotencyKey: key })).id;
  await call('staffDepositApprove', { id: await deposit('5000', 'inbox-shots-1') }, staff);
  await call(
    'staffDepositReject',
    { id: await deposit('80', 'inbox-shots-2'), reason: 'No matching transfer was received' },
    staff,
  );
  await call('staffDepositApprove', { id: await deposit('1250.5', 'inbox-shots-3') }, staff);
  const oldest = (await call('messagePageList', { pageNo: 1, pageSize: 15 }, { token })).data.at(-1);
  if (oldest) await call('messageRead', { id: oldest.id }, { token });
}

const shots: { name: string; url: string; empty?: boolean; act?: (page: Page) => Promise<void> }[] = [
  { name: 'my-badge', url: '/my' },
  { name: 'list', url: '/my/messages' },
  { name: 'unread', url: '/my/messages', act: (p) => p.locator('.inbox-filter button').nth(1).click() },
  { name: 'open', url: '/my/messages', act: (p) => p.locator('.message-row').nth(1).click() },
  {
    name: 'delete',
    url: '/my/messages',
    act: async (p) => {
      await p.locator('.message-row').first().click();
      await p.getByRole('article').getByRole('button', { name: 'Delete' }).click();
    },
  },
  { name: 'empty', url: '/my/messages', empty: true },
  // Settings with the email copy turned on by the switch (the server answers before the shot).
  {
    name: 'email-copy',
    url: '/my/setting',
    act: async (p) => {
      const row = p.getByRole('switch').first();
      await row.scrollIntoViewIfNeeded();
      if ((await row.getAttribute('aria-checked')) !== 'true') await row.click();
    },
  },
];

try {
  const ada = await signUp('ada@example.com', 'ada_lovelace');
  const fresh = await signUp('grace@example.com', 'grace_hopper');
  await seedMessages(api, ada.token);
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  // Shot by shot, each at every width: opening a message reads it, so the unread screens come first.
  // SHOTS=email-copy,list takes only those.
  const only = process.env.SHOTS?.split(',');
  for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
    for (const width of [360, 390, 430]) {
      // One more try when a loaded machine times a screen out; a failure is told and the rest still taken.
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          await take(shot, width);
          break;
        } catch (err) {
          console.error(`inbox-${shot.name}-${width}: attempt ${attempt} failed`, err);
        }
      }
    }
  }
  await browser.close();
  console.log(`inbox screenshots in ${outDir}`);

  async function take(shot: (typeof shots)[number], width: number) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
    try {
      await shoot(await context.newPage(), shot, width);
    } finally {
      await context.close();
    }
  }

  async function shoot(page: Page, shot: (typeof shots)[number], width: number) {
    const session = shot.empty ? fresh : ada;
    await page.goto(`${base}/login`);
    await page.evaluate((s) => {
      localStorage.setItem('bourse_token', s.token);
      localStorage.setItem('bourse_user', JSON.stringify(s.user));
    }, session);
    await page.goto(base + shot.url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    if (shot.act) {
      await shot.act(page);
      await page.waitForTimeout(600);
    }
    await page.screenshot({ path: path.join(outDir, `inbox-${shot.name}-${width}.png`), timeout: 60_000 });
  }
} finally {
  server.stop();
}
