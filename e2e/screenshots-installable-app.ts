/**
 * `node e2e/screenshots-installable-app.ts [outDir]`: starts the real server on a fresh data folder with a copy of the
 * build, and saves Markets and the login screen offline (served by the service worker) and Markets offering a new
 * version, at 360, 390 and 430 px wide (default docs/screenshots). For looking, not asserting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { chromiumPath } from './playwright.config.ts';
import { checkForUpdate, copyOfBuild, deployBuild, serviceWorkerInControl } from './service-worker.ts';
import { startShotServer } from './shot-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));
const port = Number(process.env.E2E_PORT ?? 8214);
const build = copyOfBuild();
const server = await startShotServer('pwa', port, { WEB_DIST: build.dir, MARKET_ALWAYS_OPEN: 'true' });
const WIDTHS = [360, 390, 430];

try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  fs.mkdirSync(outDir, { recursive: true });
  const shoot = async (context: BrowserContext, name: string, width: number) => {
    const page = context.pages()[0]!;
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`) });
  };
  for (const [i, width] of WIDTHS.entries()) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${server.base}/market`);
    await page.waitForLoadState('networkidle');
    await serviceWorkerInControl(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await shoot(context, 'offline-market', width);
    await page.goto(`${server.base}/login`);
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await shoot(context, 'offline-login', width);

    await context.setOffline(false);
    await page.goto(`${server.base}/market`);
    await page.waitForLoadState('networkidle');
    deployBuild(build.dir, `shot-${i}`);
    await checkForUpdate(page);
    await page.getByText('A new version of Bourse is ready.').waitFor();
    await shoot(context, 'update-prompt', width);
    await context.close();
  }
  await browser.close();
} finally {
  server.stop();
  build.remove();
}
