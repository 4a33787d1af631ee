import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_PREFIX, StorageKey } from '../lib/storage';
import { FIRST_FRAME_PATHS, QUOTE_FRAME_PATHS } from './route-features';

/**
 * Reads the production build (`npm run build:web`): index.html carries the first frame of the opening screens
 * (apps/web/first-frames.ts), and its own scripts put the right one in place of the splash before the first paint.
 * The page runs here in jsdom as a browser would run it, without the app's code (jsdom loads no module script).
 */
const DIST = path.resolve(import.meta.dirname, '../../dist');
const built = fs.existsSync(path.join(DIST, 'index.html'));
const TOKEN = STORAGE_PREFIX + StorageKey.token;
const LANGUAGE = STORAGE_PREFIX + StorageKey.language;
const page = () => fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');

interface Visit {
  path: string;
  /** What the page's own requests get (jsdom has no fetch): by URL, the body of a 200; none asked, no fetch at all. */
  answers?: Record<string, unknown>;
  languages?: string[];
  stored?: Record<string, string>;
  /** Local storage refuses every read (a browser's private mode can). */
  storageThrows?: boolean;
  /** How long the page's requests take to answer (none: at once; Infinity: never). */
  answerAfterMs?: number;
}

/** The pages a test has opened, closed after it (their timers stopped, their windows freed). */
const opened: JSDOM[] = [];
afterEach(() => {
  for (const dom of opened.splice(0)) dom.window.close();
});

/** The page at `path` after its inline scripts have run: what the first paint shows. */
function open({
  path: at,
  languages = ['en-US', 'en'],
  stored = {},
  storageThrows = false,
  answers,
  answerAfterMs,
}: Visit) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const dom = new JSDOM(page(), {
    url: `http://localhost${at}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      Object.defineProperty(window.navigator, 'languages', { value: languages });
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      if (storageThrows) {
        window.Storage.prototype.getItem = () => {
          throw new Error('storage refused');
        };
      }
      // jsdom has no matchMedia; the theme script asks it.
      window.matchMedia = () => ({ matches: false }) as MediaQueryList;
      if (answers) {
        const fetch = (url: string, init?: { headers?: Record<string, string> }) => {
          asked.push({ url, headers: init?.headers ?? {} });
          const body = answers[url];
          const response = {
            ok: body !== undefined,
            clone: () => response,
            json: () => Promise.resolve({ code: 200, msg: 'Success', data: body }),
          };
          if (answerAfterMs === undefined) return Promise.resolve(response);
          return new Promise((resolve) => {
            if (answerAfterMs !== Infinity) window.setTimeout(() => resolve(response), answerAfterMs);
          });
        };
        Object.assign(window, { fetch });
      }
    },
  });
  opened.push(dom);
  const { document } = dom.window;
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root');
  return { root, document, asked, window: dom.window };
}

/** What the first paint shows: the frame, the splash, or (a defect) nothing, the splash hidden for a frame not placed. */
function firstPaint({ root, document }: ReturnType<typeof open>): 'frame' | 'splash' | 'blank' {
  if (root.querySelector('.app-frame[inert]')) return 'frame';
  return document.documentElement.hasAttribute('data-first-frame') ? 'blank' : 'splash';
}

describe('first frames in the built page', () => {
  it('has a build to read', () => {
    expect(built, 'apps/web/dist has no index.html: run `npm run build:web` first').toBe(true);
  });

  it.runIf(built)("carries each opening screen's frame, drawn by the app's components, with no script in it", () => {
    const html = page();
    for (const at of FIRST_FRAME_PATHS) {
      const template = new RegExp(`<template data-first-frame="${at}"[^>]*>([\\s\\S]*?)</template>`).exec(html)?.[1];
      expect(template, `frame of ${at}`).toBeDefined();
      expect(template).toContain('class="app-frame has-tabs"');
      expect(template).not.toMatch(/<script/i);
    }
  });

  it.runIf(built)('shows the Markets frame, styled and inert, in place of the splash', () => {
    const { root, document } = open({ path: '/market' });
    expect(root.querySelector('.boot-splash')).toBeNull();
    expect(root.textContent).toContain('Search name or code');
    expect(root.textContent).toContain('Simulated data');
    // The rules of the screen's own style sheet the frame uses come with it.
    expect(root.querySelector('style')?.textContent).toContain('.search-entry');
    expect(root.querySelector('.app-frame')?.hasAttribute('inert')).toBe(true);
    // The other frames are gone from the page.
    expect(document.querySelectorAll('template[data-first-frame]')).toHaveLength(0);
  });

  it.runIf(built)('shows a visitor the Me frame with its invitation to log in', () => {
    const { root } = open({ path: '/my/' });
    expect(root.textContent).toContain('Log in or create an account');
  });

  it.runIf(built)(
    'keeps the splash for someone logged in where the frame would differ, not where it is the same',
    () => {
      const stored = { [TOKEN]: 'a-token' };
      expect(firstPaint(open({ path: '/my', stored }))).toBe('splash');
      expect(firstPaint(open({ path: '/trade', stored }))).toBe('splash');
      expect(firstPaint(open({ path: '/market', stored }))).toBe('frame');
    },
  );

  it.runIf(built)('keeps the splash in another language, chosen or the browser’s, as the app decides it', () => {
    expect(firstPaint(open({ path: '/market', stored: { [LANGUAGE]: 'zh-Hant' } }))).toBe('splash');
    expect(firstPaint(open({ path: '/market', languages: ['id-ID', 'en'] }))).toBe('splash');
    expect(firstPaint(open({ path: '/market', languages: ['fr-FR'] }))).toBe('frame');
    expect(firstPaint(open({ path: '/market', languages: ['zh-TW'], stored: { [LANGUAGE]: 'en' } }))).toBe('frame');
  });

  it.runIf(built)('keeps the splash where the query string may change the screen, or storage cannot be read', () => {
    expect(firstPaint(open({ path: '/market?tab=1' }))).toBe('splash');
    expect(firstPaint(open({ path: '/market', storageThrows: true }))).toBe('splash');
  });

  it.runIf(built)('keeps the splash on a page without a frame', () => {
    expect(firstPaint(open({ path: '/my/setting' }))).toBe('splash');
  });

  it.runIf(built)('carries a frame for each quote screen, naming the instrument by a mark the page replaces', () => {
    const html = page();
    for (const at of QUOTE_FRAME_PATHS) {
      const template = new RegExp(`<template data-first-frame="${at}"[^>]*>([\\s\\S]*?)</template>`).exec(html)?.[1];
      expect(template, `frame of ${at}`).toContain('>bourse-quote-name<');
      expect(template).not.toMatch(/<script/i);
    }
  });

  it.runIf(built)("names the query's instrument in the quote frame, as text, and asks for its quote at once", () => {
    const name = '<img src=x onerror=alert(1)>';
    const { root, asked } = open({
      path: `/quote/stock?${new URLSearchParams({ source: 'US', name, code: 'AAPL', market: 'US' }).toString()}`,
      answers: {},
    });
    expect(root.querySelector('.app-frame[inert] h1')?.textContent).toBe(name);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.quote-header[role="status"]')).not.toBeNull();
    expect(asked).toEqual([
      {
        url: '/m_ft/stock_detail_ft?stockCode=AAPL&market=US',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': 'en',
          languages: 'en',
        },
      },
    ]);
  });

  it.runIf(built)(
    'fills the quote frame’s price header from the answer inside its placeholder, which stays',
    async () => {
      const url = '/m_ft/stock_detail_ft?stockCode=SPX&market=INDEX';
      const stockInfo = {
        stock_code: 'SPX',
        name: 'S&P 500',
        exchange: 'INDEX',
        currency: 'USD',
        price_nominal: '6012.5',
        change: '12.25',
        change_ratio: '0.2',
        isOpen: false,
        t: 1795932908482,
        localLogoUrl: '',
      };
      const { root } = open({
        path: '/quote/index?source=INDEX&code=SPX&market=INDEX',
        answers: { [url]: { stockInfo } },
      });
      const placeholder = root.querySelector('.quote-header[role="status"]');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(root.querySelector('h1')?.textContent).toBe('SPX');
      expect(root.querySelector('[data-testid="detail-price"]')?.textContent).toBe('6,012.5');
      expect(root.querySelector('.quote-header-change')?.textContent).toBe('+12.25+0.20%');
      expect(root.querySelector('[data-testid="market-status"]')?.textContent).toBe('Closed');
      // The header takes the lines' place in the same element, so nothing above the chart's placeholder moves down: put
      // before it, the placeholder moved by the header's height (a layout shift of 0.07 in Lighthouse's runs).
      expect(placeholder?.isConnected).toBe(true);
      expect(placeholder?.querySelector('[data-testid="detail-price"]')).not.toBeNull();
      expect(placeholder?.querySelector('.quote-header .quote-header')).toBeNull();
      expect(placeholder?.lastElementChild?.classList.contains('chart-skeleton')).toBe(true);
      expect(placeholder?.querySelector('.chart-skeleton')).not.toBeNull();
      expect(placeholder?.querySelector('.adm-skeleton-title')).toBeNull();
      expect(placeholder?.getAttribute('role')).toBeNull();
    },
  );

  it.runIf(built)(
    'keeps the quote frame’s placeholders when the answer is an error, and the splash elsewhere',
    async () => {
      const { root } = open({ path: '/quote/stock?source=US&code=NOPE&market=US', answers: {} });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(root.querySelector('[data-testid="detail-price"]')).toBeNull();
      expect(root.querySelector('.quote-header[role="status"] .adm-skeleton-title')).not.toBeNull();
      expect(firstPaint(open({ path: '/quote/stock' }))).toBe('splash');
      expect(firstPaint(open({ path: '/quote/stock?source=US&code=AAPL' }))).toBe('splash');
      expect(firstPaint(open({ path: '/quote/stock?source=US&code=AAPL&market=US', languages: ['id'] }))).toBe(
        'splash',
      );
    },
  );

  it.runIf(built)('starts the app once, a second after the page was read when no paint is reported', async () => {
    const { document } = open({ path: '/market' });
    const modules = () => [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
    expect(modules()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(modules()).toHaveLength(1);
    expect(modules()[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  });

  it.runIf(built)('on a quote page, starts the app once the frame’s price is painted, not before', async () => {
    const url = '/m_ft/stock_detail_ft?stockCode=AAPL&market=US';
    const stockInfo = { stock_code: 'AAPL', name: 'Apple Inc.', exchange: 'NASDAQ', currency: 'USD' };
    const info = { ...stockInfo, price_nominal: '240.90', change: '-9.52', change_ratio: '-3.8', isOpen: true };
    const visit = open({
      path: '/quote/stock?source=US&code=AAPL&market=US',
      answers: { [url]: { stockInfo: { ...info, t: 1795932908482, localLogoUrl: '' } } },
      answerAfterMs: 300,
    });
    const modules = () => visit.document.querySelectorAll('script[type="module"]').length;
    const price = () => visit.root.querySelector('[data-testid="detail-price"]')?.textContent;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(modules()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(price()).toBe('240.90');
    expect(modules()).toBe(1);
  });

  it.runIf(built)(
    'on a quote page whose answer does not come, starts the app a second after the page was read',
    async () => {
      const visit = open({ path: '/quote/stock?source=US&code=AAPL&market=US', answers: {}, answerAfterMs: Infinity });
      const modules = () => visit.document.querySelectorAll('script[type="module"]').length;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(modules()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(modules()).toBe(1);
    },
  );

  it.runIf(built)(
    'starts the app only from a script that waits for the first paint, and asks for no script before',
    () => {
      const html = page();
      expect(html).not.toMatch(/<script type="module"/);
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      const entry = /s\.src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
      const listed = /<script type="application\/json" id="bourse-app-files">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(listed ?? '[]')[0]).toBe(entry);
    },
  );

  it.runIf(built)(
    'asks for the app’s scripts and the route’s files when it starts the app, at low priority',
    async () => {
      const { document } = open({ path: '/market' });
      const preloads = () => [...document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')];
      expect(preloads()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      const asked = preloads().map((l) => l.getAttribute('href'));
      const app = JSON.parse(document.getElementById('bourse-app-files')?.textContent ?? '[]') as string[];
      const route = (
        JSON.parse(document.getElementById('bourse-route-files')?.textContent ?? '{}') as Record<string, string[]>
      )['/market'];
      expect(asked).toEqual([...app, ...(route ?? [])]);
      expect(route?.length).toBeGreaterThan(0);
      expect(
        preloads().every(
          (l) => l.getAttribute('fetchpriority') === 'low' || (l as HTMLLinkElement).fetchPriority === 'low',
        ),
      ).toBe(true);
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    },
  );
});
