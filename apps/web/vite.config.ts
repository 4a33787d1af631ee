import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.BOURSE_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', sourcemap: true },
});
