/**
 * `node e2e/screenshots-news.ts [outDir]`: starts the real server on a fresh data folder, has staff publish a guide
 * tagged AAPL with a cover (through the real API), and saves the news list, an article and the AAPL quote's news
 * section at 360, 390 and 430 px wide (default docs/screenshots). For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { publishGuide } from './news.ts';
import { startShotServer } from './shot-server.ts';
import { chromiumPath } from './playwright.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8205);
const base = `http://127.0.0.1:${port}`;
const server = await startShotServer('news', port, { MARKET_ALWAYS_OPEN: 'true' });
const { api } = server;

/** The guide's cover: a card drawn in the browser (the app's colours, the symbol and the app's name). */
async function drawCover(browser: Browser): Promise<Uint8Array> {
  const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
  await page.setContent(
    `<body style="margin:0"><div style="width:960px;height:540px;display:flex;flex-direction:column;justify-content:center;
      padding:0 72px;box-sizing:border-box;font-family:system-ui,sans-serif;color:#e8edf6;
      background:radial-gradient(circle at 80% 20%,#2a5bd7 0,#111a2c 55%,#0b1220 100%)">
      <div style="font-size:120px;font-weight:800;letter-spacing:-2px">AAPL</div>
      <div style="font-size:40px;color:#9ba8bf;margin-top:8px">Market and limit orders on Bourse</div></div></body>`,
  );
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

const WIDTHS = [360, 390, 430] as const;

try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const guide = await publishGuide(api, await drawCover(browser));
  fs.mkdirSync(outDir, { recursive: true });

  const shoot = async (name: string, url: string, act?: (page: Page) => Promise<void>) => {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.goto(base + url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      if (act) {
        await act(page);
        await page.waitForTimeout(400);
      }
      await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`) });
      await context.close();
    }
  };
  await shoot('news', '/news');
  await shoot('news-tag', '/news?tag=AAPL');
  await shoot('news-detail', `/news/detail?id=${guide.id}`);
  await shoot('quote-news', '/quote/stock?source=US&name=Apple+Inc.&code=AAPL&market=US', async (page) => {
    await page.getByRole('heading', { name: 'News about AAPL' }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'News about AAPL' }).evaluate((h) => h.scrollIntoView({ block: 'center' }));
  });
  await browser.close();
  console.log(`news screenshots in ${outDir}`);
} finally {
  server.stop();
}
