import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/precompress.ts';

const api = process.env.BOURSE_API ?? 'http://localhost:8080';

/** The staff's back office: served by the server at /backoffice/ (its API under /admin/ and the shared calls). */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), precompress()],
  server: {
    // In development every API call goes to the server.
    proxy: { '^/(admin|api|upload|loginByUsername|logout)(/.*)?$': { target: api } },
  },
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 500 },
});
