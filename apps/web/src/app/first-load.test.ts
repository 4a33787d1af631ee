import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunksHolding, firstLoad, pageRouteFiles } from '../../first-load';

/**
 * Reads the production build (`npm run build:web`, which CI runs at install): the scripts a first visit to /market
 * fetches before its screen shows, by index.html's module script and preloads plus the market screen's chunk graph.
 * The goal is 150 KB, and the budget: 148.2 KB once the contract's schemas load per endpoint on first use and
 * the Markets screen dropped antd's animated Tabs and PullToRefresh (from 208.2 KB), 149.9 KB in the twenty-first
 * session, 140.2 KB once it carried only the shell's and /market's English (first-load-texts.test.ts), so a change that
 * makes the first load heavier than the goal fails here (docs/decisions.md, Web delivery and Languages).
 */
const DIST = path.resolve(import.meta.dirname, '../../dist');
const MARKET_SCREEN = 'src/features/market/index.ts';
const FIRST_LOAD_BUDGET_KB = 150;

const built = fs.existsSync(path.join(DIST, '.vite', 'modules.json'));

describe('first load of /market (the built app)', () => {
  it('has a build with its chunk graph to measure', () => {
    expect(built, 'apps/web/dist has no .vite/modules.json: run `npm run build:web` first').toBe(true);
  });

  it.runIf(built)(`fetches at most ${FIRST_LOAD_BUDGET_KB} KB of brotli-compressed script`, () => {
    const { files, brotliBytes } = firstLoad(DIST, MARKET_SCREEN);
    expect(files.some((f) => f.startsWith('assets/index-'))).toBe(true);
    expect(brotliBytes / 1024).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });

  it.runIf(built)(
    'leaves zod, the animation and gesture libraries, the chart library, the world map, QR codes and other screens to load where used',
    () => {
      const { files } = firstLoad(DIST, MARKET_SCREEN);
      for (const lazyOnly of [
        // The contract's schemas load with the first call of their endpoints (apps/web/endpoint-index.ts).
        'node_modules/zod/',
        'packages/contract/src/market.ts',
        // antd's animated components (Tabs, PullToRefresh, Toast, Dialog) bring these.
        'node_modules/@react-spring/',
        'node_modules/@use-gesture/',
        'node_modules/lightweight-charts/',
        'src/features/market/WorldMap.tsx',
        'node_modules/qrcode/',
        'src/features/quote/PriceChart.tsx',
        'src/features/funding/',
        'src/features/inbox/InboxScreen.tsx',
        'src/features/account/LoginScreen.tsx',
      ]) {
        const chunks = chunksHolding(DIST, lazyOnly);
        expect(chunks, `${lazyOnly} is in the build`).not.toHaveLength(0);
        expect(
          chunks.filter((c) => files.includes(c)),
          `${lazyOnly} is in the first load`,
        ).toEqual([]);
      }
    },
  );

  it.runIf(built)('opens the Order tab without zod or the trading and wallet contract files', () => {
    // The Order feature reads only code tables and the price rule (plain-constants.ts); evaluating those files built
    // their zod schemas, a 45 ms task of /trade's first load at Lighthouse's pace (docs/decisions.md, Web delivery).
    const { files } = firstLoad(DIST, 'src/features/trade/index.ts');
    for (const lazyOnly of [
      'node_modules/zod/',
      'packages/contract/src/trading.ts',
      'packages/contract/src/wallet.ts',
    ]) {
      expect(
        chunksHolding(DIST, lazyOnly).filter((c) => files.includes(c)),
        `${lazyOnly} comes with the Order tab`,
      ).toEqual([]);
    }
  });

  it.runIf(built)('links only its style sheets: no script is asked for before the first paint', () => {
    const page = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    expect([...page.matchAll(/<link rel="stylesheet"/g)].length).toBeGreaterThan(0);
    expect(page).not.toMatch(/<link[^>]*rel="(modulepreload|preload)"/);
    expect(page).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it.runIf(built)('draws the world map at build time: no atlas or projection code reaches the browser', () => {
    for (const buildOnly of ['node_modules/world-atlas/', 'node_modules/d3-geo/', 'node_modules/topojson-client/']) {
      expect(chunksHolding(DIST, buildOnly), buildOnly).toEqual([]);
    }
  });

  it.runIf(built)('has index.html fetch the Markets screen with the app rather than after it starts', () => {
    // The list the boot script reads once the page has painted (first-frames.test.ts watches it ask for the files), and
    // the app, to warm up the tab screens.
    const byPath = pageRouteFiles(DIST);
    const [marketChunk] = chunksHolding(DIST, MARKET_SCREEN);
    expect(byPath['/market']).toContain(`/${marketChunk}`);
    expect(byPath['/market']?.some((f) => f.endsWith('.css'))).toBe(true);
    // What the app's own files already bring is not asked for twice.
    expect(byPath['/market']?.some((f) => f.includes('/index-'))).toBe(false);
  });

  it.runIf(built)('has a quote page fetch the quote screen without the order screens or the candle chart', () => {
    const quoteFiles = pageRouteFiles(DIST)['/quote/stock'] ?? [];
    const [quoteChunk] = chunksHolding(DIST, 'src/features/quote/QuoteWithPositions.tsx');
    expect(quoteFiles).toContain(`/${quoteChunk}`);
    // The intraday line, the period a quote opens on, is the app's own SVG; the chart library waits for a candle period.
    expect(chunksHolding(DIST, 'src/features/quote/IntradayChart.tsx')).toContain(quoteChunk);
    for (const orderScreen of [
      'src/features/trade/TradeScreen.tsx',
      'src/features/trade/PaymentScreen.tsx',
      'node_modules/lightweight-charts/',
    ]) {
      const [chunk] = chunksHolding(DIST, orderScreen);
      expect(chunk, `${orderScreen} is in the build`).toBeDefined();
      expect(quoteFiles, `${orderScreen} comes with a quote page`).not.toContain(`/${chunk}`);
    }
  });

  it.runIf(built)("paints the app's mark from the page itself, before any script has run", () => {
    const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script>/.exec(html)?.[1] ?? '';
    expect(root).toContain('class="boot-splash"');
    expect(root).toMatch(/<svg[^>]*aria-label="Bourse"/);
  });
});
