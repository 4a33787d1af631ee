import { defineConfig } from 'vitest/config';
import { endpointIndex } from './apps/web/endpoint-index.ts';
import { worldMapShape } from './apps/web/world-map-shape.ts';

const reportDir = process.env.BOURSE_REPORT_DIR;
const reportName = process.env.BOURSE_REPORT_NAME ?? 'vitest';

export default defineConfig({
  test: {
    // CI also writes a JSON report, so .ci/run can count every test.
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/vitest-${reportName}.json` }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // The property tests run thousands of random sequences: about 9 s on a machine already running the other
          // suites, past Vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The build-time modules the web app imports (apps/web/vite.config.ts).
        plugins: [worldMapShape(), endpointIndex()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // jsdom renders slowly on a loaded 2-core machine; a screen test that waits for an animation must not hit
          // the test's own limit first.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/admin/src/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
