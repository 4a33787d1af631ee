import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoad } from '../apps/web/first-load.ts';

/**
 * Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and CPU) on four pages of the real app, served by
 * the real server on a fresh data folder, each page three times; prints the median of each figure and the range of
 * the performance score, as one JSON line. Chromium is Debian's (/usr/bin/chromium or CHROMIUM_PATH), never a
 * downloaded one. BENCH_WEB_DIST serves another build (to measure an older one); BENCH_RUNS changes the count;
 * BENCH_PAGES picks pages (e.g. `market,quote`); BENCH_REPORT_DIR keeps each run's whole report there (`market-1.json`).
 *
 * First-load JS (`firstLoadJsKB_market`) is the figure the goal is about, as docs/decisions.md defines it and the build's
 * first-load test checks it (apps/web/first-load.ts): the scripts a first visit to /market fetches before its screen
 * can show, brotli-compressed, read from the build served. Per page the bench also prints what the page fetched before
 * the app started warming up the other tab screens (the User Timing mark `bourse:preload-tab-screens`, app/screens.ts;
 * all of them where no mark was set), as sent over the wire, headers included (`scriptsBeforeWarmUpKB`): that also
 * counts what the screen loads on demand once shown (the first call's schemas, the world map, the service worker's
 * registration).
 * A run Lighthouse could not finish (its `runtimeError`, e.g. NO_FCP on a starved machine) is left out of the medians
 * and listed by its code under `errors`; `completedRuns` says how many runs the figures come from.
 */
const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8209);
const base = `http://127.0.0.1:${port}`;
const PRELOAD_MARK = 'bourse:preload-tab-screens';
const ALL_PAGES: Record<string, string> = {
  market: '/market',
  quote: `/quote/stock?${new URLSearchParams({ source: 'US', name: 'Apple Inc.', code: 'AAPL', market: 'US' }).toString()}`,
  my: '/my',
  trade: '/trade',
};
const picked = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const PAGES = picked
  ? Object.fromEntries(Object.entries(ALL_PAGES).filter(([name]) => picked.includes(name)))
  : ALL_PAGES;
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const WEB_DIST = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
const MARKET_SCREEN = 'src/features/market/index.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-lighthouse-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: work,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    MARKET_ALWAYS_OPEN: 'true',
    WEB_DIST,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUntilUp() {
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/market`, { headers: { accept: 'text/html' } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface Item {
  [key: string]: unknown;
}
const items = (audit: { details?: unknown } | undefined): Item[] =>
  ((audit?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptsBeforeWarmUpKB: number;
  allJsKB: number;
}

/** A run Lighthouse could not finish (the page never painted, timed out…): its error code instead of figures. */
interface FailedRun {
  error: string;
}

async function measure(chromePort: number, url: string, reportName: string): Promise<RunFigures | FailedRun> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) return { error: 'NO_RESULT' };
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    fs.writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(result.lhr));
  }
  // A page Lighthouse could not load scores 0 everywhere: say why instead of counting those zeros.
  if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code };
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const mark = items(audits['user-timings']).find((i) => i.name === PRELOAD_MARK)?.startTime as number | undefined;
  const scripts = items(audits['network-requests']).filter((i) => i.resourceType === 'Script');
  const kb = (list: Item[]) => Math.round(list.reduce((n, i) => n + Number(i.transferSize ?? 0), 0) / 102.4) / 10;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    scriptsBeforeWarmUpKB: kb(
      mark === undefined ? scripts : scripts.filter((i) => Number(i.networkRequestTime) < mark),
    ),
    allJsKB: kb(scripts),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
/** Read before the runs, so a build it cannot read (one older than the page's list of the app's files) costs no run. */
let marketFirstLoadKB: number | null = null;
try {
  marketFirstLoadKB = Math.round(firstLoad(WEB_DIST, MARKET_SCREEN).brotliBytes / 102.4) / 10;
} catch (err) {
  console.error(`first load of /market not measured: ${(err as Error).message}`);
}
try {
  await waitUntilUp();
  const pages: Record<string, Record<string, number | number[] | string[]>> = {};
  for (const [name, pagePath] of Object.entries(PAGES)) {
    const results: (RunFigures | FailedRun)[] = [];
    for (let i = 0; i < RUNS; i++) results.push(await measure(chrome.port, `${base}${pagePath}`, `${name}-${i + 1}`));
    const runs = results.filter((r): r is RunFigures => !('error' in r));
    const errors = results.filter((r): r is FailedRun => 'error' in r).map((r) => r.error);
    const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
    const page: Record<string, number | number[] | string[]> = Object.fromEntries(
      keys.map((k) => [k, median(runs.map((r) => r[k]))]),
    );
    if (runs.length) {
      page.performanceRange = [
        Math.min(...runs.map((r) => r.performance)),
        Math.max(...runs.map((r) => r.performance)),
      ];
    }
    page.completedRuns = runs.length;
    if (errors.length) page.errors = errors;
    pages[name] = page;
  }
  console.log(
    JSON.stringify({
      bench: 'lighthouse',
      preset: 'mobile',
      runs: RUNS,
      pages,
      firstLoadJsKB_market: marketFirstLoadKB,
      goals: { performance: 95, accessibility: 100, bestPractices: 100, seo: 95, firstLoadJsKB_market: 150 },
    }),
  );
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
