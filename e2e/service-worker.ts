/**
 * What the installable-app spec and its screenshot script share: a copy of the built app a test may redeploy, and
 * waits on the page's service worker.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/** A copy of apps/web/dist in a temporary folder, for a server that a test redeploys (`WEB_DIST`). */
export function copyOfBuild(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-pwa-dist-'));
  fs.cpSync(DIST, dir, { recursive: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Writes a file of the build and the compressed copies the server sends in its place. */
function rewrite(dist: string, name: string, change: (text: string) => string) {
  const file = path.join(dist, name);
  const text = change(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * A new deployment of the app in `dist`: the page marked `<meta name="bourse-build" content={build}>`, and a service
 * worker that precaches that page under a new revision (so the browser sees a new worker).
 */
export function deployBuild(dist: string, build: string) {
  rewrite(dist, 'index.html', (page) =>
    page.replace(
      /(<meta name="bourse-build" content="[^"]*">)?<\/head>/,
      `<meta name="bourse-build" content="${build}"></head>`,
    ),
  );
  rewrite(dist, 'sw.js', (worker) => {
    const next = worker.replace(/(\{url:"index\.html",revision:")[^"]+"/, `$1${build}"`);
    if (next === worker) throw new Error('sw.js does not precache index.html by revision');
    return next;
  });
}

/** The part of the page's `navigator.serviceWorker` used here (the e2e project is typed for Node, not the DOM). */
interface Workers {
  ready: Promise<unknown>;
  controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void, options: { once: boolean }): void;
  getRegistration(): Promise<{ update(): Promise<unknown> } | undefined>;
}

/** Waits until the service worker has precached the app and controls the page. */
export async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    const workers = (navigator as unknown as { serviceWorker: Workers }).serviceWorker;
    await workers.ready;
    if (workers.controller) return;
    await new Promise<void>((resolve) => workers.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** Has the browser look for a new service worker now, as it does on a navigation or the app's hourly check. */
export async function checkForUpdate(page: Page) {
  await page.evaluate(async () => {
    const workers = (navigator as unknown as { serviceWorker: Workers }).serviceWorker;
    await (await workers.getRegistration())?.update();
  });
}
