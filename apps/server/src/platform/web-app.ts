import fs from 'node:fs';
import path from 'node:path';
import { Messages } from '@bourse/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build output (Vite's `assets/`): a new build gives new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The page (index.html) and the service worker (sw.js): asked for again on every load, so a new deployment is picked
 * up at once (the browser compares the service worker byte for byte; a cached copy would hide the new version).
 */
export const NO_CACHE = 'no-cache';
/** What is never cached unasked, by path in the build. */
const ALWAYS_ASKED = new Set(['index.html', 'sw.js']);
/** Anything else in the build (the favicons, the web app manifest and its icons): kept a day. */
export const SHORT = 'public, max-age=86400';

/** The build writes `x.br` and `x.gz` beside each text file; they are sent in place of `x`, never by their own name. */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

export interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  webDist: string;
  /** Serve the build's source maps (`*.map`); off by default, so browsers are not sent the sources. */
  sourceMaps: boolean;
  /** The built back office (apps/admin/dist), served under BACKOFFICE_PREFIX the same way. */
  adminDist?: string | undefined;
}

/** Where the staff's back office (apps/admin) is served; its API stays under /admin/. */
export const BACKOFFICE_PREFIX = '/backoffice/';

/** A path whose last part has an extension names a file (`/robots.txt`, `/assets/x.js.map`), never a client route. */
const NAMES_A_FILE = /\.[a-z0-9]+$/i;

/**
 * Whether a request that matched no file gets the page: a GET that accepts HTML on a client route. A missing file is a
 * 404 even for a browser, so a crawler or the service worker never takes the page for a robots.txt or a script.
 */
function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    (method === 'GET' || method === 'HEAD') && Boolean(accept?.includes('text/html')) && !NAMES_A_FILE.test(pathname)
  );
}

/** Cache-Control of a file of the build, by its path relative to the build folder. */
export function cacheControlFor(relative: string): string {
  const name = relative
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (ALWAYS_ASKED.has(name)) return NO_CACHE;
  if (name.startsWith('assets/')) return IMMUTABLE;
  return SHORT;
}

/**
 * Serves the built web app: each file as its precompressed copy when the client accepts one (brotli first, then gzip;
 * `Vary: Accept-Encoding` always), hashed assets cached a year as immutable, the page never served from a cache
 * unasked. Any other GET that wants a page gets index.html (client-side routes); other misses, and any missing file,
 * the envelope's 404.
 */
export function registerWebApp(app: FastifyInstance, { webDist, sourceMaps, adminDist }: WebAppOptions) {
  let decorated = false;
  const roots = [webDist, ...(adminDist ? [adminDist] : [])];
  // reply.sendFile runs the first registration's setHeaders for either page: judge a file by the build it is in.
  const relativeToItsBuild = (filePath: string) =>
    path.relative(roots.find((r) => filePath.startsWith(r + path.sep)) ?? roots[0]!, filePath);
  const serve = (root: string, prefix: string) => {
    if (!fs.existsSync(path.join(root, 'index.html'))) return false;
    const decorateReply = !decorated;
    decorated = true;
    app.register(fastifyStatic, {
      root,
      prefix,
      // One route per file found at start: an unknown path falls through to the not-found handler below.
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Only the first registration adds reply.sendFile; each page is sent through it with its own root.
      decorateReply,
      globIgnore: sourceMaps ? COMPRESSED_COPIES : [...COMPRESSED_COPIES, '**/*.map'],
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(relativeToItsBuild(filePath)));
      },
    });
    return true;
  };
  const hasWeb = serve(webDist, '/');
  const hasAdmin = adminDist !== undefined && serve(adminDist, BACKOFFICE_PREFIX);
  app.setNotFoundHandler((req, reply) => {
    if (wantsPage(req.method, req.url, req.headers.accept)) {
      const inBackOffice = req.url === BACKOFFICE_PREFIX.slice(0, -1) || req.url.startsWith(BACKOFFICE_PREFIX);
      if (inBackOffice && hasAdmin) {
        return reply.status(200).sendFile('index.html', adminDist);
      }
      if (!inBackOffice && hasWeb) return reply.status(200).sendFile('index.html', webDist);
    }
    return reply.status(404).send({ code: 404, msg: Messages.notFound, data: null });
  });
}
