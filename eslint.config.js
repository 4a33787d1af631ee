import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import webBoundaries from './apps/web/lint/feature-boundaries.js';

/** One lint setup for the whole repo; formatting is Prettier's (npm run format). */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // House rule: the server logs through pino, the web app through toasts; console is for scripts only.
      'no-console': ['error', { allow: ['error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  // --- Web app: feature boundaries (apps/web/lint/feature-boundaries.js, docs/architecture.md) ---
  // A feature is imported only through its public file, features/<name>/index.ts; nothing below app/ imports one.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: { 'web/feature-boundaries': 'error' },
  },
  // --- end web app: feature boundaries ---
);
