import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minifySync, type Plugin, type Rolldown } from 'vite';
import { MARKETS, SOURCES } from '../../packages/contract/src/codes.ts';
import { marketEndpoints } from '../../packages/contract/src/market.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFor } from '../../packages/contract/src/languages.ts';
import { classesIn, rulesFor } from './critical-css.ts';
import type { RouteFiles } from './route-preload.ts';
import { STORAGE_PREFIX, StorageKey } from './src/lib/storage.ts';
import { routePath } from './src/app/route-path.ts';
import type { FirstFrame } from './src/app/first-frames.tsx';
import {
  fillQuoteHeader,
  QUOTE_NAME_MARK,
  quoteDetailUrl,
  quoteFrameRef,
  type QuoteFrameStrings,
} from './src/app/quote-frame.ts';
import { newYorkDateTime, newYorkWallClock } from './src/lib/new-york-time.ts';

/** The `stockDetail` call's path, which the quote frame's early request asks. */
const QUOTE_DETAIL_PATH = marketEndpoints.stockDetail.path;

const ENTRY = 'src/app/first-frames.tsx';

/** Where the build-time render of the app is written and run from (inside the app, so it finds its packages). */
const OUT_DIR = 'node_modules/.first-frames';

/** Marks the page's own frames; the chooser below reads and removes them. */
const FRAME_ATTR = 'data-first-frame';
const SIGNED_IN_ATTR = 'data-signed-in';
/** Marks a quote screen's frame: it takes the instrument's name from the query, and the price header from the answer. */
const QUOTE_ATTR = 'data-quote-frame';
/** Marks the quote header's markup, filled by the page once the early request answers. */
const QUOTE_HEADER_ATTR = 'data-quote-header';
/** Where the page keeps the early request, for the app's client to take (src/api/early-response.ts). */
export const EARLY_GLOBAL = '__bourseEarly';
/** What the script placing the frame calls once it is in place, for a quote frame to be filled. */
const FILL_GLOBAL = '__bourseFillFrame';
/** What the page's boot script asks before starting the app (apps/web/boot-after-paint.ts): wait for the price. */
export const BOOT_GATE_GLOBAL = '__bourseBootGate';

/** Where index.html takes the script placing the chosen frame: right after #root, before the first paint. */
const MARKER = /<!-- first-frames:[^>]*-->/;
/** Where index.html takes the script starting a quote's early request: first thing in the head, after the theme. */
const EARLY_MARKER = /<!-- quote-early:[^>]*-->/;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The stored language and session the chooser reads, under the app's own keys (src/lib/storage.ts). */
const LANGUAGE_KEY = STORAGE_PREFIX + StorageKey.language;
const TOKEN_KEY = STORAGE_PREFIX + StorageKey.token;

/** The id the chosen frame's template gets, for the script after `#root`. */
const CHOSEN_ID = 'first-frame';

/** A script of the page, minified (the quote frame's functions are written as readable code, with comments). */
function minified(name: string, code: string): string {
  const result = minifySync(`${name}.js`, code);
  if (result.errors.length) throw new Error(`first-frames: ${name} does not minify: ${String(result.errors[0])}`);
  return result.code.trim();
}

/** The language the app starts in, by its own rule (stored, else the browser's): JavaScript for the page's scripts. */
const LANGUAGE_SCRIPT = `var DEFAULT_LANGUAGE = ${JSON.stringify(DEFAULT_LANGUAGE)};
  var LANGUAGES = ${JSON.stringify(LANGUAGES)};
  var languageFor = ${languageFor.toString()};
  var languageNow = function () {
    var stored = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});
    return LANGUAGES.indexOf(stored) >= 0 ? stored : languageFor(navigator.languages || [navigator.language]);
  };`;

/**
 * First in the head: on a quote page whose query names an instrument, for a visitor who will see the frame's language
 * (English), asks for the quote's detail at once, as the app's client would ask it (same URL and headers; the token
 * when there is a session), instead of after the app has started. The app's client takes this request instead of
 * making its own (src/api/early-response.ts), and the frame's script fills the price header from its answer.
 */
function earlyScript(quotePaths: readonly string[]): string {
  return `(function (w) {
  ${LANGUAGE_SCRIPT}
  var routePath = ${routePath.toString()};
  var quoteFrameRef = ${quoteFrameRef.toString()};
  var quoteDetailUrl = ${quoteDetailUrl.toString()};
  if (${JSON.stringify(quotePaths)}.indexOf(routePath(location.pathname)) < 0 || !w.fetch) return;
  var ref = quoteFrameRef(location.search, ${JSON.stringify(SOURCES)}, ${JSON.stringify(MARKETS)});
  if (!ref) return;
  try {
    var language = languageNow();
    var token = localStorage.getItem(${JSON.stringify(TOKEN_KEY)});
  } catch (e) {
    return;
  }
  if (language !== 'en') return;
  var headers = { 'content-type': 'application/json', accept: 'application/json', 'accept-language': language, languages: language };
  if (token) headers.Authorization = token;
  var url = quoteDetailUrl(${JSON.stringify(QUOTE_DETAIL_PATH)}, ref);
  w.${EARLY_GLOBAL} = { url: url, headers: headers, response: fetch(url, { headers: headers }) };
})(window);`;
}

/**
 * In the head, after the frames: picks the frame for the page's path when it is what this visitor would see (English,
 * and no session unless the frame is the same with one), drops the others, and marks the page so that the splash
 * stays hidden: if the browser paints before the frame is in place, it paints nothing rather than the splash.
 * The language rule is the app's own (`languageFor`, from the contract), written into the page, and so is the path's
 * (`routePath`).
 */
function chooseScript(strings: QuoteFrameStrings): string {
  return `(function (d, w) {
  // languageFor's own constant, in case the build did not write its value into the function.
  ${LANGUAGE_SCRIPT}
  var routePath = ${routePath.toString()};
  var quoteFrameRef = ${quoteFrameRef.toString()};
  var fillQuoteHeader = ${fillQuoteHeader.toString()};
  var newYorkWallClock = ${newYorkWallClock.toString()};
  var newYorkDateTime = ${newYorkDateTime.toString()};
  var all = d.querySelectorAll('template[${FRAME_ATTR}]');
  var path = routePath(location.pathname);
  var frame = null;
  for (var i = 0; i < all.length; i++) {
    if (all[i].getAttribute('${FRAME_ATTR}') === path) frame = all[i];
    else all[i].parentNode.removeChild(all[i]);
  }
  var quote = frame !== null && frame.hasAttribute('${QUOTE_ATTR}');
  var header = d.querySelector('template[${QUOTE_HEADER_ATTR}]');
  if (header && !quote) {
    header.parentNode.removeChild(header);
    header = null;
  }
  if (!frame) return;
  // A query string can change what the screen shows (Markets' ?tab=1 opens another tab): no frame then. A quote
  // screen's names its instrument: its frame shows that name, and none when the query names no instrument.
  var ref = quote ? quoteFrameRef(location.search, ${JSON.stringify(SOURCES)}, ${JSON.stringify(MARKETS)}) : null;
  var usable = quote ? ref !== null : !location.search;
  try {
    usable = usable && languageNow() === 'en' && (!localStorage.getItem(${JSON.stringify(TOKEN_KEY)}) || frame.hasAttribute('${SIGNED_IN_ATTR}'));
  } catch (e) {
    usable = false;
  }
  if (!usable) {
    if (header) header.parentNode.removeChild(header);
    return void frame.parentNode.removeChild(frame);
  }
  frame.id = '${CHOSEN_ID}';
  d.documentElement.setAttribute('${FRAME_ATTR}', '');
  if (!quote) return;
  // The instrument's name, from the query, as text.
  var walker = d.createTreeWalker(frame.content, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue === ${JSON.stringify(QUOTE_NAME_MARK)}) node.nodeValue = ref.name;
  }
  // The price header from the early request's answer, if it comes while the frame is still up (the app replaces it).
  var early = w.${EARLY_GLOBAL};
  if (!early || !header) return;
  var fill = function (info) {
    var skeleton = d.querySelector('#root > [inert] .quote-header[role="status"]');
    if (!skeleton) return;
    var section = header.content.firstElementChild.cloneNode(true);
    fillQuoteHeader(section, info, ${JSON.stringify(strings)}, newYorkDateTime);
    // The chart's placeholder stays, as the screen draws it while the chart's data loads.
    while (skeleton.firstElementChild && !skeleton.firstElementChild.classList.contains('chart-skeleton')) {
      skeleton.removeChild(skeleton.firstElementChild);
    }
    // The header's content goes inside the placeholder, where its lines were (the placeholder is drawn as the header,
    // with its padding): the placeholder does not move, and the chart's only by the few pixels the header is taller
    // than the lines (put before it, the whole placeholder moved down: a layout shift).
    var chart = skeleton.firstChild;
    while (section.firstChild) skeleton.insertBefore(section.firstChild, chart);
    skeleton.removeAttribute('role');
    skeleton.removeAttribute('aria-label');
  };
  // The app starts once the price is painted (or the answer has failed): started earlier, its first long tasks held
  // the answer's handling, and the price came with the app's own render instead, seconds later on a slow phone. The
  // boot script still starts it a second after the page was read whatever happens here.
  var released = false;
  var waiting = [];
  var release = function () {
    if (released) return;
    released = true;
    // After the next paint: a frame's callbacks run before it is painted, a task queued from one after.
    requestAnimationFrame(function () {
      setTimeout(function () {
        for (var i = 0; i < waiting.length; i++) waiting[i]();
      }, 0);
    });
  };
  w.${BOOT_GATE_GLOBAL} = function (start) {
    if (released) start();
    else waiting.push(start);
  };
  // Filled as soon as both the answer and the placed frame are there (the script after #root calls ${FILL_GLOBAL}).
  var info = null;
  var placed = false;
  w.${FILL_GLOBAL} = function () {
    placed = true;
    if (info) {
      fill(info);
      release();
    }
  };
  early.response
    .then(function (r) { return r.ok ? r.clone().json() : null; })
    .then(function (body) {
      var answer = body && body.code === 200 && body.data && body.data.stockInfo;
      if (!answer || typeof answer.price_nominal !== 'string') return release();
      info = answer;
      if (placed) {
        fill(info);
        release();
      }
    })
    .catch(release);
})(document, window);`;
}

/**
 * Right after `#root`, before the first paint: puts the chosen frame in place of the splash, inert (nothing in it
 * answers a tap) until the app replaces it.
 */
const PLACE_SCRIPT = `(function (d) {
  var frame = d.getElementById('${CHOSEN_ID}');
  if (!frame) return;
  var root = d.getElementById('root');
  var content = frame.content;
  for (var c = content.firstElementChild; c; c = c.nextElementSibling) c.setAttribute('inert', '');
  while (root.firstChild) root.removeChild(root.firstChild);
  root.appendChild(content);
  frame.parentNode.removeChild(frame);
  if (window.${FILL_GLOBAL}) window.${FILL_GLOBAL}();
})(document);`;

/** While a frame is coming, the splash is not drawn (see chooseScript). */
const HIDE_SPLASH = `<style>html[${FRAME_ATTR}] .boot-splash{visibility:hidden}</style>`;

/**
 * The rules of the screen's own style sheets that the frame uses, as a style element inside it: the page links only
 * the app's shared sheets, and the screen's arrive after the first paint (they are fetched by script), so without these
 * the frame would paint half-styled and then move.
 */
function frameStyle(bundle: Rolldown.OutputBundle, files: readonly string[], html: string): string {
  const sheets = files
    .filter((f) => f.endsWith('.css'))
    .map((f) => {
      const asset = bundle[f.slice(1)];
      if (asset?.type !== 'asset') throw new Error(`first-frames: ${f} is not in the build`);
      return String(asset.source);
    });
  // Filtered together: a rule of one sheet may run the keyframes of another.
  const css = rulesFor(sheets.join('\n'), classesIn(html));
  return css.trim() ? `<style>${css}</style>` : '';
}

/** Builds the app for Node (the entry above) and draws each path's frame with it. */
/** The classes the price header has for a closed market (it is drawn for an open one). */
const CLOSED = '<span class="market-badge closed"></span>';

interface Rendered {
  frames: FirstFrame[];
  quoteHeader: string;
  strings: QuoteFrameStrings;
}

async function renderFrames(root: string, configFile: string | false, paths: readonly string[]): Promise<Rendered> {
  const outDir = path.join(root, OUT_DIR);
  await build({
    root,
    configFile,
    logLevel: 'warn',
    // antd-mobile's ES files import without extensions, which Node does not resolve: bundle it into the render.
    ssr: { noExternal: ['antd-mobile'] },
    build: { ssr: ENTRY, outDir, emptyOutDir: true, sourcemap: false, minify: false },
  });
  const file = path.join(outDir, `${path.basename(ENTRY, '.tsx')}.js`);
  const built = (await import(`${pathToFileURL(file).href}?at=${Date.now()}`)) as {
    renderFirstFrames: (paths: readonly string[]) => Promise<FirstFrame[]>;
    renderQuoteHeader: () => string;
    quoteFrameStrings: () => QuoteFrameStrings;
  };
  try {
    const frames = await built.renderFirstFrames(paths);
    return { frames, quoteHeader: built.renderQuoteHeader(), strings: built.quoteFrameStrings() };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes into the built index.html the first frame of each of `paths`: the screen as the app draws it before its
 * data arrives (its header, tabs, the texts that need no data, the skeleton rows), rendered at build time from the
 * app's own components. The page shows it at the first paint, before any script has run, and the app replaces it
 * when it starts (docs/decisions.md, "First frames"). Paths whose screen reads the query string are not for this.
 */
export function firstFrames(
  tabPaths: readonly string[],
  quotePaths: readonly string[],
  routeFilesOf: (bundle: Rolldown.OutputBundle) => RouteFiles,
): Plugin {
  const paths = [...tabPaths, ...quotePaths];
  let root = '';
  let configFile: string | false = false;
  return {
    name: 'bourse-first-frames',
    // Not in the build this plugin starts for the render itself (an SSR build).
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      configFile = config.configFile ?? false;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle;
        const sheets = routeFilesOf(bundle);
        const unrouted = paths.filter((p) => !sheets[p]);
        if (unrouted.length) throw new Error(`first-frames: no feature in ROUTE_FEATURES for ${unrouted.join(', ')}`);
        const { frames, quoteHeader, strings } = await renderFrames(root, configFile, paths);
        const templates = frames
          .map((f) => {
            const quote = quotePaths.includes(f.path);
            if (quote && !f.html.includes(`>${QUOTE_NAME_MARK}<`)) {
              throw new Error(`first-frames: the frame of ${f.path} does not name the query's instrument`);
            }
            // A quote frame's rules include those of the price header the page may put in it.
            const style = frameStyle(bundle, sheets[f.path] ?? [], quote ? f.html + quoteHeader + CLOSED : f.html);
            const marks = (f.sameWhenSignedIn ? ` ${SIGNED_IN_ATTR}` : '') + (quote ? ` ${QUOTE_ATTR}` : '');
            return `<template ${FRAME_ATTR}="${escapeAttr(f.path)}"${marks}>${style}${f.html}</template>`;
          })
          .join('\n    ');
        if (!MARKER.test(html)) throw new Error('first-frames: index.html has no first-frames comment');
        if (!EARLY_MARKER.test(html)) throw new Error('first-frames: index.html has no quote-early comment');
        const header = quotePaths.length ? `\n    <template ${QUOTE_HEADER_ATTR}>${quoteHeader}</template>` : '';
        return html
          .replace(EARLY_MARKER, () => `<script>${minified('early', earlyScript(quotePaths))}</script>`)
          .replace(
            '</head>',
            () =>
              `  ${templates}${header}\n    ${HIDE_SPLASH}\n    <script>${minified('choose', chooseScript(strings))}</script>\n  </head>`,
          )
          .replace(MARKER, () => `<script>${PLACE_SCRIPT}</script>`);
      },
    },
  };
}
