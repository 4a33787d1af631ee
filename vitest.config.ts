import { defineConfig } from 'vitest/config';
import { endpointIndex } from './apps/web/endpoint-index.ts';
import { worldMapShape } from './apps/web/world-map-shape.ts';

const reportDir = process.env.BOURSE_REPORT_DIR;
const reportName = process.env.BOURSE_REPORT_NAME ?? 'vitest';

/** Server test files that replace a module with `vi.mock`: they need a module graph of their own (below). */
const serverFilesMockingModules = ['apps/server/src/modules/accounts/email-code-guessing.test.ts'];

const serverTest = { environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 } as const;

export default defineConfig({
  test: {
    // One worker a core, not Vitest's default of one fewer: on CI's two cores that default ran every file in turn.
    maxWorkers: '100%',
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
        // The benchmarks' own load tools: a bench that measures the wrong thing is a wrong figure.
        test: { name: 'bench', include: ['bench/lib/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          ...serverTest,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: serverFilesMockingModules,
          // A server test builds its own app, database and clock (testing/harness.ts), and no server module keeps
          // state a test changes, so the files of a worker share one module graph: importing the server's graph
          // again for each of ~170 files took most of the suite's time.
          isolate: false,
        },
      },
      {
        test: { ...serverTest, name: 'server-isolated', include: serverFilesMockingModules },
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
