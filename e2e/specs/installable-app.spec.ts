import { devices, expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { checkForUpdate, copyOfBuild, deployBuild, serviceWorkerInControl } from '../service-worker.ts';
import { startShotServer } from '../shot-server.ts';

/** The installable app (docs/decisions.md, Installable app): the manifest, and the service worker the other specs block. */
test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'You are offline. Prices and balances will update when the connection is back.';
const UPDATE_READY = 'A new version of Bourse is ready.';

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('links a web app manifest Chromium can install from, whose icons load at their stated sizes', async ({
  page,
  request,
}) => {
  await page.goto('/market');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const href = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
  const res = await request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await res.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
    [field: string]: unknown;
  };
  expect(manifest).toMatchObject({
    name: 'Bourse',
    short_name: 'Bourse',
    display: 'standalone',
    start_url: '/market',
    scope: '/',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const stated = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  expect(stated).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
  }

  // Chromium's own reading of the manifest, and its verdict on installing the app.
  const cdp = await page.context().newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest');
  expect(read.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test's browser context is incognito-like, where Chromium installs nothing; any other reason is the app's.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('opens from the precached app with the network cut, says it is offline, and stops saying so once back', async ({
  page,
  context,
}) => {
  await page.goto('/market');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await serviceWorkerInControl(page);
  await expect(page.getByText(OFFLINE)).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Markets', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toBeVisible();

  // A screen not opened before comes from the precache too.
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'News', exact: true })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
});

// A browser of its own and a server of its own, so that redeploying touches no other test. Chromium sometimes keeps the
// new worker waiting after Reload (register-service-worker.ts then switches without the old worker): both ways must
// land on the new version.
test('offers a new deployment and switches to it only when the user asks', async ({ playwright, launchOptions }) => {
  test.setTimeout(180_000);
  const build = copyOfBuild();
  const server = await startShotServer('pwa', E2E_PORT + 1, { WEB_DIST: build.dir });
  const browser = await playwright.chromium.launch(launchOptions);
  const page = await (await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' })).newPage();
  try {
    await page.goto(`${server.base}/market`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await serviceWorkerInControl(page);

    deployBuild(build.dir, 'next');
    await checkForUpdate(page);
    await expect(page.getByText(UPDATE_READY)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // Nothing switches by itself, not even on a reload: the page stays the version the user opened, and asks again.
    await expect(page.locator('meta[name="bourse-build"]')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(UPDATE_READY)).toBeVisible();
    await expect(page.locator('meta[name="bourse-build"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="bourse-build"]')).toHaveAttribute('content', 'next');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText(UPDATE_READY)).toBeHidden();
    // Whichever way the switch went (register-service-worker.ts), the new version's worker runs the app offline.
    await serviceWorkerInControl(page);
  } finally {
    await browser.close();
    server.stop();
    build.remove();
  }
});
