import { defineConfig } from 'vitest/config';

// Two projects in one run, chosen by the file's name so no test has to say where it runs:
// - `node`: server API tests and pure-logic tests (*.test.ts), each next to its code;
// - `web`: the web's component tests (*.test.tsx) in happy-dom with Testing Library (decision 067).
// Browser journeys are in tests/e2e and run with Playwright.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one worker per core keeps PGlite start-ups from starving each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // A worker imports the server app once for all its files, not once per file (that
          // import was half of the suite's time). Safe because no test mocks a module, and each
          // file starts and closes its own server and database; a test that stubs a global restores it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup-dom.ts'],
          // Each file gets a fresh document and fresh module state (React Query, Mantine).
          isolate: true,
        },
      },
    ],
  },
});
