import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { APP_FILES_ID, ROUTE_FILES_ID } from './src/app/preload-links.ts';

/** Where the build writes which chunk holds each source module (`src/...` path -> `assets/x.js`). */
const MODULES_FILE = path.join('.vite', 'modules.json');

/**
 * Writes `.vite/modules.json` beside Vite's manifest: the chunk each source module of the app ended up in. The
 * manifest names only the chunks a module starts (entries and lazy imports of their own); a feature's public file
 * shares a chunk with its neighbours, so the first-load figure needs this map to find it.
 */
export function chunkMap(): Plugin {
  let root = '';
  return {
    name: 'bourse-chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (path.isAbsolute(id)) map[path.relative(root, id).split(path.sep).join('/')] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULES_FILE, source: JSON.stringify(map) });
    },
  };
}

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`, written because the config sets `manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  /** The scripts fetched before the screen can show, as paths relative to the build folder. */
  files: string[];
  /** Their total brotli size in bytes (the copy the server sends, `x.br`, or a fresh one where the build wrote none). */
  brotliBytes: number;
}

const readModules = (dist: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(dist, MODULES_FILE), 'utf8')) as Record<string, string>;

/** The chunks holding a module whose path (relative to apps/web, e.g. `../../node_modules/qrcode/...`) includes `part`. */
export function chunksHolding(dist: string, part: string): string[] {
  return [
    ...new Set(
      Object.entries(readModules(dist))
        .filter(([id]) => id.includes(part))
        .map(([, file]) => file),
    ),
  ];
}

const readManifest = (dist: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The app's own scripts as index.html lists them for its boot script (boot-after-paint.ts), relative to the build folder. */
export function pageScripts(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const list = new RegExp(`<script type="application/json" id="${APP_FILES_ID}">(.*?)</script>`).exec(html)?.[1];
  if (!list) throw new Error(`index.html has no ${APP_FILES_ID} list`);
  return (JSON.parse(list) as string[]).map((file) => file.replace(/^\//, ''));
}

/** The files each opening path's feature brings, as index.html lists them (route-preload.ts), by path. */
export function pageRouteFiles(dist: string): Record<string, string[]> {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const list = new RegExp(`<script type="application/json" id="${ROUTE_FILES_ID}">(.*?)</script>`).exec(html)?.[1];
  if (!list) throw new Error(`index.html has no ${ROUTE_FILES_ID} list`);
  return JSON.parse(list) as Record<string, string[]>;
}

/** A chunk's file and the files of everything it imports statically, transitively (by the manifest). */
function staticClosure(manifest: Manifest, file: string, into: Set<string>) {
  if (into.has(file)) return;
  into.add(file);
  const chunk = Object.values(manifest).find((c) => c.file === file);
  if (!chunk) throw new Error(`the build manifest has no chunk ${file}`);
  for (const dep of chunk.imports ?? []) {
    const imported = manifest[dep];
    if (!imported) throw new Error(`the build manifest has no ${dep}`);
    staticClosure(manifest, imported.file, into);
  }
}

function brotliSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  const raw = fs.readFileSync(full);
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
}

/**
 * The JavaScript a first visit to a route fetches before its screen can show: the app's own scripts as the page lists
 * them for its boot script (the app shell), plus the route's lazy screen module (`screenSource`, the source path the route
 * table imports lazily, e.g. `src/features/market/index.ts`) with everything it imports statically. Scripts the app
 * loads later (the other tab screens, warmed up after the first paint, or code a screen loads on demand) are not
 * counted.
 */
export function firstLoad(dist: string, screenSource: string): FirstLoad {
  const screenChunk = readModules(dist)[screenSource];
  if (!screenChunk) throw new Error(`the build has no module ${screenSource}`);
  const manifest = readManifest(dist);
  const files = new Set<string>();
  for (const file of [...pageScripts(dist), screenChunk]) staticClosure(manifest, file, files);
  const list = [...files].filter((f) => f.endsWith('.js'));
  return { files: list, brotliBytes: list.reduce((n, f) => n + brotliSize(dist, f), 0) };
}
