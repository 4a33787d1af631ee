import fs from 'node:fs';
import path from 'node:path';
import { Messages } from '@bourse/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build output (Vite's `assets/`): a new build gives new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page (index.html): asked for again on every load, so a new deployment is picked up at once. */
export const NO_CACHE = 'no-cache';
/** Anything else in the build (the favicons): kept a day. */
export const SHORT = 'public, max-age=86400';

/** The build writes `x.br` and `x.gz` beside each text file; they are sent in place of `x`, never by their own name. */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

export interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  webDist: string;
  /** Serve the build's source maps (`*.map`); off by default, so browsers are not sent the sources. */
  sourceMaps: boolean;
}

/** Cache-Control of a file of the build, by its path relative to the build folder. */
export function cacheControlFor(relative: string): string {
  const name = relative
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (name === 'index.html') return NO_CACHE;
  if (name.startsWith('assets/')) return IMMUTABLE;
  return SHORT;
}

/**
 * Serves the built web app: each file as its precompressed copy when the client accepts one (brotli first, then gzip;
 * `Vary: Accept-Encoding` always), hashed assets cached a year as immutable, the page never served from a cache
 * unasked. Any other GET that wants a page gets index.html (client-side routes); other misses the envelope's 404.
 */
export function registerWebApp(app: FastifyInstance, { webDist, sourceMaps }: WebAppOptions) {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      // One route per file found at start: an unknown path falls through to the not-found handler below.
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      globIgnore: sourceMaps ? COMPRESSED_COPIES : [...COMPRESSED_COPIES, '**/*.map'],
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(path.relative(webDist, filePath)));
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && req.headers.accept?.includes('text/html')) {
      return reply.status(200).sendFile('index.html');
    }
    return reply.status(404).send({ code: 404, msg: Messages.notFound, data: null });
  });
}
