import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkMap } from './first-load';
import { precompress } from './precompress';

const api = process.env.BOURSE_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), chunkMap(), precompress()],
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
  build: { outDir: 'dist', sourcemap: 'hidden', manifest: true },
});
