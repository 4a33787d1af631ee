import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFor } from '../../packages/contract/src/languages.ts';
import { classesIn, rulesFor } from './critical-css.ts';
import type { RouteFiles } from './route-preload.ts';
import { STORAGE_PREFIX, StorageKey } from './src/lib/storage.ts';
import { routePath } from './src/app/route-path.ts';
import type { FirstFrame } from './src/app/first-frames.tsx';

const ENTRY = 'src/app/first-frames.tsx';

/** Where the build-time render of the app is written and run from (inside the app, so it finds its packages). */
const OUT_DIR = 'node_modules/.first-frames';

/** Marks the page's own frames; the chooser below reads and removes them. */
const FRAME_ATTR = 'data-first-frame';
const SIGNED_IN_ATTR = 'data-signed-in';

/** Where index.html takes the script placing the chosen frame: right after #root, before the first paint. */
const MARKER = /<!-- first-frames:[^>]*-->/;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The stored language and session the chooser reads, under the app's own keys (src/lib/storage.ts). */
const LANGUAGE_KEY = STORAGE_PREFIX + StorageKey.language;
const TOKEN_KEY = STORAGE_PREFIX + StorageKey.token;

/** The id the chosen frame's template gets, for the script after `#root`. */
const CHOSEN_ID = 'first-frame';

/**
 * In the head, after the frames: picks the frame for the page's path when it is what this visitor would see (English,
 * and no session unless the frame is the same with one), drops the others, and marks the page so that the splash
 * stays hidden: if the browser paints before the frame is in place, it paints nothing rather than the splash.
 * The language rule is the app's own (`languageFor`, from the contract), written into the page, and so is the path's
 * (`routePath`).
 */
function chooseScript(): string {
  return `(function (d) {
  // languageFor's own constant, in case the build did not write its value into the function.
  var DEFAULT_LANGUAGE = ${JSON.stringify(DEFAULT_LANGUAGE)};
  var LANGUAGES = ${JSON.stringify(LANGUAGES)};
  var languageFor = ${languageFor.toString()};
  var routePath = ${routePath.toString()};
  var all = d.querySelectorAll('template[${FRAME_ATTR}]');
  // A query string can change what the screen shows (Markets' ?tab=1 opens another tab): no frame then.
  var path = location.search ? null : routePath(location.pathname);
  var frame = null;
  for (var i = 0; i < all.length; i++) {
    if (all[i].getAttribute('${FRAME_ATTR}') === path) frame = all[i];
    else all[i].parentNode.removeChild(all[i]);
  }
  if (!frame) return;
  try {
    var stored = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});
    var language = LANGUAGES.indexOf(stored) >= 0 ? stored : languageFor(navigator.languages || [navigator.language]);
    var usable = language === 'en' && (!localStorage.getItem(${JSON.stringify(TOKEN_KEY)}) || frame.hasAttribute('${SIGNED_IN_ATTR}'));
  } catch (e) {
    usable = false;
  }
  if (!usable) return void frame.parentNode.removeChild(frame);
  frame.id = '${CHOSEN_ID}';
  d.documentElement.setAttribute('${FRAME_ATTR}', '');
})(document);`;
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
async function renderFrames(root: string, configFile: string | false, paths: readonly string[]): Promise<FirstFrame[]> {
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
  const { renderFirstFrames } = (await import(`${pathToFileURL(file).href}?at=${Date.now()}`)) as {
    renderFirstFrames: (paths: readonly string[]) => Promise<FirstFrame[]>;
  };
  try {
    return await renderFirstFrames(paths);
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
  paths: readonly string[],
  routeFilesOf: (bundle: Rolldown.OutputBundle) => RouteFiles,
): Plugin {
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
        const frames = await renderFrames(root, configFile, paths);
        const templates = frames
          .map((f) => {
            const style = frameStyle(bundle, sheets[f.path] ?? [], f.html);
            const signedIn = f.sameWhenSignedIn ? ` ${SIGNED_IN_ATTR}` : '';
            return `<template ${FRAME_ATTR}="${escapeAttr(f.path)}"${signedIn}>${style}${f.html}</template>`;
          })
          .join('\n    ');
        if (!MARKER.test(html)) throw new Error('first-frames: index.html has no first-frames comment');
        return html
          .replace(
            '</head>',
            () => `  ${templates}\n    ${HIDE_SPLASH}\n    <script>${chooseScript()}</script>\n  </head>`,
          )
          .replace(MARKER, () => `<script>${PLACE_SCRIPT}</script>`);
      },
    },
  };
}
