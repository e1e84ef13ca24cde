import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // server-only throws outside the react-server condition; lib tests run in plain Node.
      'server-only': fileURLToPath(new URL('./lib/utils/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    // A time-out here only catches a hang: speed is measured in bench/, never asserted by a test.
    // vitest's 5 s default failed a whole-site check on a busy CI host running under coverage.
    testTimeout: 30_000,
    // vitest's default is one worker fewer than the cores: one on a 2-core host, idle while tests wait
    // on the child processes they start. Two there: 428 → 313 s (bench/RESULTS.md, "The test suite's time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['node_modules', '.next', 'e2e'],
          environment: 'node',
        },
      },
      {
        // Client components in a simulated DOM (happy-dom): no browser, no Next server.
        extends: true,
        test: {
          name: 'dom',
          include: ['components/**/*.test.tsx'],
          exclude: ['node_modules', '.next', 'e2e'],
          environment: 'happy-dom',
          setupFiles: ['./components/test/setup.ts'],
        },
      },
    ],
    // Enforced by `npm test` and `npm run test:unit`, which run `vitest run --coverage`; a plain
    // `vitest run some/file.test.ts` stays quick and is not held to the floor.
    coverage: {
      provider: 'v8',
      // Code only: the design notes (README.md) beside it are not modules.
      include: ['lib/**/*.{ts,tsx,mjs}'],
      exclude: [
        // Tests and what only tests read.
        'lib/**/*.test.ts',
        'lib/**/__fixtures__/**',
        // Type-only modules: no code to run.
        'lib/*/types.ts',
        // The empty stand-in for `server-only` in tests (see resolve.alias above).
        'lib/utils/empty-module.ts',
        // The browser branch of the `#prebuilt-html` import (package.json "imports"): only Next's
        // client bundle resolves it; Node, and so vitest, always gets ./node.ts.
        'lib/openapi/prebuilt-html/browser.ts',
      ],
      reporter: ['text-summary', 'html', 'json-summary'],
      // Git-ignored (.gitignore: coverage/).
      reportsDirectory: 'coverage',
      thresholds: { lines: 85 },
    },
  },
});
