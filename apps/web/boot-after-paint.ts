import type { Plugin } from 'vite';
import { BOOT_GATE_GLOBAL } from './first-frames.ts';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Adds the app's module script once the first contentful paint has happened (the Paint Timing API), or a second after
 * the page was read if none has come by then (a tab opened in the background paints nothing); where the API is
 * missing, at the next frame. A quote frame may hold the start until its price is painted (first-frames.ts's gate);
 * the second's limit holds either way.
 */
const bootScript = (entry: string) =>
  `(function(){var started=false;function start(){if(started)return;started=true;` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};` +
  `document.head.appendChild(s)}function go(){var g=window[${JSON.stringify(BOOT_GATE_GLOBAL)}];` +
  `if(g)g(start);else start()}setTimeout(start,1000);var P=window.PerformanceObserver;try{` +
  `if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)throw 0;new P(function(l){` +
  `if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}` +
  `catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}})()`;

/**
 * Starts the app only after the browser has painted what index.html holds (the screen's first frame, or the splash).
 * The page's module script becomes a module preload, so the app's code is fetched as early as before, and a small
 * script at the end of the page adds the module script once the page has painted. Otherwise, on a fast connection, the app's
 * start-up (a long task) runs before the first paint and holds it, and the frame is never seen. Since no script is
 * needed before the first paint, the scripts are fetched at low priority: the page's style sheets go first.
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
        const boot = `<script>${bootScript(entry)}</script>`;
        return html
          .replace(MODULE_SCRIPT, () => `<link rel="modulepreload" crossorigin href="${entry}">`)
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
          .replace('</body>', () => `  ${boot}\n  </body>`);
      },
    },
  };
}
