import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const api = process.env.BOURSE_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
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
  build: { outDir: 'dist', sourcemap: 'hidden' },
});
