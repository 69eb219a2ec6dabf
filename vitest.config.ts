import { defineConfig } from 'vitest/config';

// Server API tests and pure-logic tests, each next to its code. Browser journeys are in
// tests/e2e and run with Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one worker per core keeps PGlite start-ups from starving each other.
    maxWorkers: 2,
    // A worker imports the server app once for all its files, not once per file (that import
    // was half of the suite's time). Safe because no test mocks a module, and each file
    // starts and closes its own server and database; a test that stubs a global restores it.
    isolate: false,
  },
});
