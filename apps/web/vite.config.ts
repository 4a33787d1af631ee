import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { endpointIndex } from './endpoint-index.ts';
import { firstFrames } from './first-frames.ts';
import { bootAfterPaint } from './boot-after-paint.ts';
import { chunkMap } from './first-load.ts';
import { precompress } from './precompress.ts';
import { FIRST_FRAME_PATHS, QUOTE_FRAME_PATHS, ROUTE_FEATURES, SCREEN_TEXTS } from './src/app/route-features.ts';
import { routeFilesOf, routePreload } from './route-preload.ts';
import { stylesFirst } from './styles-first.ts';
import { webManifest } from './web-manifest.ts';
import { worldMapShape } from './world-map-shape.ts';

const api = process.env.BOURSE_API ?? 'http://localhost:8080';

/** The files each opening page's feature brings, worked out once per build for the two plugins that need them. */
const routeFiles = routeFilesOf(ROUTE_FEATURES, SCREEN_TEXTS);

export default defineConfig({
  plugins: [
    react(),
    worldMapShape(),
    endpointIndex(),
    chunkMap(),
    routePreload(routeFiles),
    stylesFirst(),
    firstFrames(FIRST_FRAME_PATHS, QUOTE_FRAME_PATHS, routeFiles),
    bootAfterPaint(),
    // The installable app (docs/decisions.md, Installable app): the manifest, and a Workbox service worker that
    // precaches the built app so it opens offline, and waits for the user to reload into a new version.
    VitePWA({
      registerType: 'prompt',
      // The app registers it itself, after the first load (app/register-service-worker.ts), in production builds only.
      injectRegister: false,
      manifest: webManifest,
      // The install icons are fetched when the app is installed; the precache holds what the app needs to run.
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        sourcemap: false,
        // Every client route opens the precached page; the server's own pages and calls are never answered by it.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/backoffice/, /^\/docs/, /^\/admin\//, /^\/upload/, /^\/push/],
        // The first install controls the open page at once, so it works offline without a reload; an update still
        // waits for the user (registerType 'prompt').
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  resolve: {
    // antd-mobile's fallback renderer for React 16-18, never used: ui/antd-setup.ts sets React 19's (see the stand-in).
    alias: [
      {
        find: /^rc-util\/lib\/React\/render$/,
        replacement: path.resolve(import.meta.dirname, 'src/ui/antd-legacy-render.ts'),
      },
    ],
  },
  server: {
    // In development every non-page request goes to the API server.
    proxy: {
      '^/(?!src|node_modules|@|assets).*\\.?[^.]*$': {
        target: api,
        ws: true,
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
  // Source maps are written for reading errors but not named in the scripts (the server does not send them by default).
  // The manifest (dist/.vite/manifest.json) is the chunk graph the first-load test reads (first-load.ts).
  // File names' hashes in hex: the scripts name each other's files (the app's index lists ~180 for its lazy imports),
  // and a name of base-64 characters compresses worse than one of 16 (docs/decisions.md, Web delivery).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: { output: { hashCharacters: 'hex' } },
  },
});
