import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser (docs/design.md §8). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry on CI, where a loaded 2-core machine can starve a browser; .ci/run names every test that needed it.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The built app registers a service worker that precaches every script; the specs test the app, so only
    // pwa.spec.ts lets it register (it tests the worker), and no other spec pays for its install.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
