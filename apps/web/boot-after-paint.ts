import type { Plugin } from 'vite';
import { BOOT_GATE_GLOBAL } from './first-frames.ts';
import { APP_FILES_ID, preloadLinks, ROUTE_FILES_ID } from './src/app/preload-links.ts';
import { routePath } from './src/app/route-path.ts';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The module preloads Vite writes for the entry's static imports. */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Once the first contentful paint has happened (the Paint Timing API), asks for the app's scripts and the opening
 * route's files (index.html's two lists) and starts the app: adds its module script, unless a quote frame holds the
 * start until its price is painted (first-frames.ts's gate). A second after the page was read the app starts whatever
 * has happened (a tab opened in the background paints nothing); where the API is missing, at the next frame.
 */
const bootScript = (entry: string) =>
  `(function(){var routePath=${routePath.toString()};var preloadLinks=${preloadLinks.toString()};` +
  `var read=function(id){var e=document.getElementById(id);try{return e?JSON.parse(e.textContent):null}catch(x){return null}};` +
  `var fetched=false;function fetchFiles(){if(fetched)return;fetched=true;` +
  `var routes=read(${JSON.stringify(ROUTE_FILES_ID)})||{};` +
  `preloadLinks((read(${JSON.stringify(APP_FILES_ID)})||[]).concat(routes[routePath(location.pathname)]||[]))}` +
  `var started=false;function start(){if(started)return;started=true;fetchFiles();` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};` +
  `document.head.appendChild(s)}function go(){fetchFiles();var g=window[${JSON.stringify(BOOT_GATE_GLOBAL)}];` +
  `if(g)g(start);else start()}setTimeout(start,1000);var P=window.PerformanceObserver;try{` +
  `if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)throw 0;new P(function(l){` +
  `if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}` +
  `catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}})()`;

/**
 * Starts the app only after the browser has painted what index.html holds (the screen's first frame, or the splash),
 * and asks for its scripts only then. Otherwise, on a fast connection, the app's start-up (a long task) runs before the
 * first paint and holds it, and the frame is never seen; and on a slow one the scripts, asked for while the page was
 * read, shared the connection with what the first paint needs (Lighthouse's simulated LCP counted every one of them:
 * 0.9 s on /market without them, 2.1–2.6 s with). The page keeps the list of the app's scripts, its module script and
 * module preloads taken out, for the boot script; all are asked at low priority (preload-links.ts).
 */
export function bootAfterPaint(): Plugin {
  return {
    name: 'bourse-boot-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = MODULE_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('boot-after-paint: index.html has no module script');
        const files = [entry, ...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string)];
        const list = `<script type="application/json" id="${APP_FILES_ID}">${JSON.stringify(files)}</script>`;
        const boot = `<script>${bootScript(entry)}</script>`;
        return html
          .replace(MODULE_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</body>', () => `  ${list}\n    ${boot}\n  </body>`);
      },
    },
  };
}
