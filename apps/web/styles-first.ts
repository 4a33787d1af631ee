import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the built page's style sheet links ahead of its module script and module preloads. Vite writes them after
 * the two dozen preloads, so the browser asked for the only files that hold up the first paint last; asked first,
 * they arrive before the scripts and the page paints its frame while the scripts are still coming. (Since then the
 * boot script takes the scripts out of the page altogether and asks for them after the first paint,
 * boot-after-paint.ts, which runs after this plugin.)
 */
export function stylesFirst(): Plugin {
  return {
    name: 'bourse-styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(STYLESHEET) ?? [];
        const rest = html.replace(STYLESHEET, '');
        const at = rest.indexOf('<script type="module"');
        if (!sheets.length || at < 0) return html;
        return `${rest.slice(0, at)}${sheets.map((s) => s.trim()).join('\n    ')}\n    ${rest.slice(at)}`;
      },
    },
  };
}
