import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import webBoundaries from './apps/web/lint/feature-boundaries.js';
import webTranslatedText from './apps/web/lint/translated-text.js';
import reactHooks from 'eslint-plugin-react-hooks';
import serverBoundaries from './eslint/server-boundaries.js';

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
  // --- Web app: every text users read is translated (apps/web/lint/translated-text.js, docs/decisions.md) ---
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18n: webTranslatedText },
    rules: { 'i18n/translated-text': 'error' },
  },
  // --- end web app: translated text ---
  // --- Server boundaries (eslint/server-boundaries.js, docs/architecture.md "Boundaries") ---
  // Proved by apps/server/src/boundaries.test.ts. A module's repo.ts is imported only inside its own module folder;
  // db/ and config.ts import nothing from modules/; only modules/ledger/ writes the balance and journal tables.
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'bourse-server': serverBoundaries },
    rules: {
      'bourse-server/repo-only-from-own-module': 'error',
      'bourse-server/ledger-tables-written-only-by-ledger': 'error',
    },
  },
  {
    files: ['apps/server/src/db/**', 'apps/server/src/config.ts'],
    rules: { 'bourse-server/db-and-config-import-no-modules': 'error' },
  },
  // --- end server boundaries ---
  // --- Promises and hooks (type-aware; docs/decisions.md, Platform) ---
  // Every workspace's TypeScript, with types from its own tsconfig (the project service). A promise is awaited,
  // returned or handled; `void` marks an intended fire-and-forget and carries a comment saying why.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // --- end promises and hooks ---
);
