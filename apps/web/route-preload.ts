import type { Plugin, Rolldown } from 'vite';
import { ROUTE_FILES_ID } from './src/app/preload-links.ts';

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's file, its static imports' files and the style sheets they bring, as the page fetches them. */
function staticGraph(start: Chunk, byFile: ReadonlyMap<string, Chunk>): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen, ...css];
}

/** For each path, the files its feature brings beyond the app's entry, as `/assets/...` paths. */
export type RouteFiles = Readonly<Record<string, readonly string[]>>;

/** The English a screen waits for beside its code, and the features whose screens do not (route-features.ts). */
export interface ScreenTexts {
  source: string;
  firstLoadTextsOnly: readonly string[];
}

/**
 * For each path of `routes` (path -> feature folder), the files its feature brings beyond the app's entry: its
 * scripts and their static imports, and the style sheets they import; and the screens' English (`texts`) but for the
 * features whose screens need only the first load's.
 */
function routeFiles(
  bundle: Rolldown.OutputBundle,
  routes: Readonly<Record<string, string>>,
  texts: ScreenTexts,
): RouteFiles {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route-preload: the build has no entry chunk');
  const shell = new Set(staticGraph(entry, byFile));
  const holding = (source: string, path: string) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(source)));
    if (!chunk) throw new Error(`route-preload: no chunk holds ${source} (for ${path})`);
    return chunk;
  };
  const files: Record<string, string[]> = {};
  for (const [path, feature] of Object.entries(routes)) {
    const graph = staticGraph(holding(`/src/features/${feature}/index.ts`, path), byFile);
    if (!texts.firstLoadTextsOnly.includes(feature)) graph.push(...staticGraph(holding(texts.source, path), byFile));
    files[path] = [...new Set(graph)].filter((f) => !shell.has(f)).map((f) => `/${f}`);
  }
  return files;
}

/**
 * `routeFiles` of a build's bundle for `routes`, worked out once per bundle however many plugins ask (this one and
 * first-frames.ts, which takes the style sheets of its frames' paths from it).
 */
export function routeFilesOf(
  routes: Readonly<Record<string, string>>,
  texts: ScreenTexts,
): (bundle: Rolldown.OutputBundle) => RouteFiles {
  const worked = new WeakMap<Rolldown.OutputBundle, RouteFiles>();
  return (bundle) => {
    let files = worked.get(bundle);
    if (!files) worked.set(bundle, (files = routeFiles(bundle, routes, texts)));
    return files;
  };
}

/**
 * Adds to the built index.html the list of the files each opening path's feature brings (`filesOf`, `routeFilesOf` of
 * src/app/route-features.ts): scripts and style sheets, those the app's entry already fetches left out. The boot script
 * (boot-after-paint.ts) asks for the opening path's files beside the app's own once the page has painted, rather than
 * when the started app asks for them, all at low priority. The style sheets are only preloaded, since a style sheet a
 * script adds would hold up a paint (a screen's first frame carries the rules it uses, first-frames.ts); the app
 * applies them when it loads the screen, from the preloaded copy (asked for in CORS mode, as Vite's loader asks for
 * its style sheets, or the browser would not reuse it). The app reads the list too, to warm up the tab screens.
 */
export function routePreload(filesOf: (bundle: Rolldown.OutputBundle) => RouteFiles): Plugin {
  return {
    name: 'bourse-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_FILES_ID },
            children: JSON.stringify(filesOf(ctx.bundle)),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
