import { defineConfig } from 'vitest/config';

/**
 * unit:    pure rules (packages/domain, web helpers), no I/O.
 * api:     the API in process against a fresh PGlite database per file.
 * api-pg:  the same files against PostgreSQL, when TEST_DATABASE_URL is set.
 */
const apiProject = (name: string, engine: 'pglite' | 'postgres', groupOrder: number) => ({
  test: {
    name,
    sequence: { groupOrder },
    // apps/web/test: the storefront's server code against the API in process (the checkout parity test).
    include: ['apps/api/**/*.test.ts', 'apps/web/test/**/*.test.ts'],
    // Once is enough for two files: the lifecycle test runs the real server on the embedded
    // database, and the checkout parity test compares the page's prices with the API's over a few
    // hundred generated orders (a third of the whole API suite's time), which no database changes.
    exclude:
      engine === 'postgres'
        ? ['**/server-lifecycle.test.ts', '**/checkout-parity.test.ts', '**/node_modules/**']
        : ['**/node_modules/**'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { SOUQ_TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots a database; two at a time suits the two-core machines we run on.
    maxWorkers: 2,
    // Files share a worker's loaded modules: evaluating the whole API (and its schemas) again for
    // every file cost more than most files' tests. Nothing is shared between files but code: each
    // file builds its own app over its own fresh database, and the API keeps no module-level state
    // that outlives an app (its caches hang off the app or the database handle).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
            // The build's own helpers (how imports and chunks are cut).
            'apps/web/*.test.ts',
            // The page suites' budgets and arithmetic (the suites themselves run with npm run bench).
            'bench/lib/**/*.test.ts',
            // The project's own lint rules.
            'scripts/lint/**/*.test.ts',
          ],
        },
      },
      apiProject('api', 'pglite', 1),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'postgres', 2)] : []),
    ],
  },
});
