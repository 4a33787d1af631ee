/**
 * `node e2e/screenshots.ts [outDir]` (port E2E_PORT or 8191): starts the real server on a fresh data folder, signs a user up through the API,
 * and saves a phone-size screenshot of each screen of the README's set in the dark theme (default docs/screenshots)
 * and in the light one (its light/ folder), each theme chosen as a phone's system setting would: the account, market,
 * quote, watchlist, money and trading screens, and the first screen of news, KYC, the inbox, sharing, loans and
 * mining (those features' own scripts take their other states at 360, 390 and 430 px). SHOTS=news,kyc takes only
 * those (the README's picture is then left as it is). For looking, not asserting.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createApi, waitUntilUp } from './api.ts';
import { chromiumPath } from './playwright.config.ts';
import { MONEY_SHOTS, SHOTS_STAFF_ENV, seedMoney } from './screenshots-money.ts';
import { seedTrading, TRADING_SHOTS } from './screenshots-trading.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8191);
/** 390 px for the README's set; SHOT_WIDTH=360 or 430 to look at the other phone widths. */
const width = Number(process.env.SHOT_WIDTH ?? 390);
const base = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-shots-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: work,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    // Markets open whatever the hour, so the screens show a trading day.
    MARKET_ALWAYS_OPEN: 'true',
    ...SHOTS_STAFF_ENV,
  },
  stdio: 'inherit',
});

const api = createApi(base);

type Theme = 'dark' | 'light';
const THEMES: readonly Theme[] = ['dark', 'light'];
const themeDir = (theme: Theme) => (theme === 'dark' ? outDir : path.join(outDir, 'light'));
/** The backdrop and frame of the README's picture per theme. */
const BACKDROP: Record<Theme, { background: string; border: string }> = {
  dark: { background: '#05080f', border: '#1e293b' },
  light: { background: '#e6eaf0', border: '#cbd5e1' },
};

/** The README's picture: a few screens side by side. */
async function composeReadmeImage(browser: import('@playwright/test').Browser, theme: Theme, names: string[]) {
  const dir = themeDir(theme);
  const { background, border } = BACKDROP[theme];
  const page = await browser.newPage({ viewport: { width: 4 * 300 + 5 * 24, height: 650 } });
  const imgs = names
    .map((n) => `<img src="data:image/png;base64,${fs.readFileSync(path.join(dir, `${n}.png`)).toString('base64')}">`)
    .join('');
  await page.setContent(
    `<body style="margin:0;background:${background};display:flex;gap:24px;padding:24px;box-sizing:border-box">${imgs.replaceAll('<img ', `<img style="width:300px;border-radius:18px;border:1px solid ${border}" `)}</body>`,
  );
  await page.screenshot({ path: path.join(dir, 'readme.png') });
  await page.close();
}

try {
  await waitUntilUp(api, () => server.exitCode !== null, 90_000);
  const email = 'ada@example.com';
  await api('getEmailCode', { email, type: 'register' });
  const mail = fs.readdirSync(path.join(work, 'mail')).find((f) => f.includes(email)) ?? '';
  const code = /code is (\d{6})/.exec(fs.readFileSync(path.join(work, 'mail', mail), 'utf8'))?.[1];
  const session = await api('register', {
    email,
    code: code ?? '',
    userLoginId: 'ada_lovelace',
    password: 'Analytical-Engine-1843',
  });
  for (const [stockCode, market] of [
    ['AAPL', 'US'],
    ['NVDA', 'US'],
    ['00700', 'HK'],
    ['.SPX', 'INDEX'],
    ['GC', 'FUTURES'],
  ] as const) {
    await api('watchlistSave', { stockCode, market }, { token: session.token });
  }

  await seedMoney(api, session.token);
  await seedTrading(api, session.token);
  // One screen of each engagement feature, on the same user (verified, with the money screens' inbox messages).
  const [article] = (await api('articleList', { pageNo: 1, pageSize: 1 })).data;
  const engagementShots = [
    { name: 'news', url: '/news' },
    { name: 'news-detail', url: `/news/detail?id=${article?.id ?? 1}` },
    { name: 'kyc', url: '/kyc' },
    { name: 'messages', url: '/my/messages' },
    { name: 'share', url: '/my/share' },
    { name: 'loan', url: '/loan' },
    { name: 'mining', url: '/mining' },
  ];

  for (const theme of THEMES) fs.mkdirSync(themeDir(theme), { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let theme: Theme = 'dark';
  const only = process.env.SHOTS?.split(',');
  const shoot = async (name: string, url: string, loggedIn: boolean, act?: (page: Page) => Promise<void>) => {
    if (only && !only.includes(name)) return;
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      deviceScaleFactor: 2,
      colorScheme: theme,
    });
    const page = await context.newPage();
    if (loggedIn) {
      await page.goto(`${base}/login`);
      await page.evaluate((s) => {
        localStorage.setItem('bourse_token', s.token);
        localStorage.setItem('bourse_user', JSON.stringify(s.user));
      }, session);
    }
    await page.goto(base + url);
    await page.waitForLoadState('networkidle');
    // The screen itself, not its loading frame or placeholder rows (a loaded machine takes a while).
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    await page
      .locator('[aria-busy="true"], .adm-skeleton')
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 })
      .catch(() => undefined);
    await page.waitForTimeout(400);
    if (act) {
      await act(page);
      await page.waitForTimeout(500);
    }
    await page.screenshot({ path: path.join(themeDir(theme), `${name}.png`) });
    await context.close();
  };
  for (theme of THEMES) {
    await shoot('login', '/login', false);
    await shoot('register', '/register?inviteCode=ABCD2345', false);
    await shoot('forget', '/forget', false);
    await shoot('my-guest', '/my', false);
    await shoot('my', '/my', true);
    await shoot('setting', '/my/setting', true);
    await shoot('loginpwd', '/my/loginpwd', true);
    await shoot('paypwd', '/my/paypwd', true);
    await shoot('market', '/market', false);
    await shoot('market-us', '/market?tab=1', false);
    await shoot('market-us-ipo', '/market?tab=1&sub=2', false);
    await shoot('market-us-block', '/market?tab=1&sub=3', false);
    await shoot('market-indices', '/market?tab=2', false);
    await shoot('market-hk', '/market?tab=3', false);
    await shoot('market-id', '/market?tab=4', false);
    await shoot('quote-stock', '/quote/stock?source=US&name=Apple+Inc.&code=AAPL&market=US', true);
    await shoot('quote-index', '/quote/index?source=INDEX&name=S%26P+500&code=.SPX&market=INDEX', false);
    await shoot('quote-futures', '/quote/stock?source=FUTURES&name=Gold&code=GC&market=FUTURES', false);
    await shoot('search', '/search', false);
    await shoot('collect', '/collect', true);
    await shoot('collect-guest', '/collect', false);
    await shoot('collect-manage', '/collect/manage', true);
    for (const shot of MONEY_SHOTS) await shoot(shot.name, shot.url, true, shot.act);
    for (const shot of TRADING_SHOTS) await shoot(shot.name, shot.url, true, shot.act);
    for (const shot of engagementShots) await shoot(shot.name, shot.url, true);
    if (!only) await composeReadmeImage(browser, theme, ['market', 'quote-stock', 'payment-stock', 'trade']);
  }
  await browser.close();
  console.log(`screenshots in ${outDir}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
