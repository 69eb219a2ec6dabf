import { defineConfig } from '@playwright/test';
import { E2E_PORT, MAIN_URL, NO_PAYMENTS_PORT, NO_PAYMENTS_URL, WAITLIST_PORT, WAITLIST_URL } from './tests/e2e/servers';

const port = E2E_PORT;
const baseURL = MAIN_URL;
// Runs on other ports (several at once while developing) keep their results apart.
const results = port === 3210 ? 'test-results' : `test-results/port-${port}`;

// Debian's chromium: Playwright cannot download its own browsers on these machines.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${results}/e2e`,
  // A journey that passes alone in 15 s takes 40-70 s on a busy two-core machine (the waitlist
  // wizard with its photo, the long admin lists); a generous limit costs nothing when they pass.
  timeout: 90_000,
  // A page's first answer can take over 10 s while both workers' servers are busy.
  expect: { timeout: 15_000 },
  workers: 2,
  // On CI one retry: a journey that passes the second time is reported as flaky (its trace kept),
  // not as a failure; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `${results}/e2e-report.json` }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Recorded only on a failed journey's retry (CI): recording every journey's trace (its
    // screencast and DOM snapshots) cost about a third of all the journeys' CPU time. A journey
    // that fails twice keeps the second attempt's trace and the first one's screenshot.
    trace: 'on-first-retry',
    // Each journey is a new browser: the installable app's worker would precache the whole app
    // in every one of them. The journey about offline reading allows it (schedule.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  // Started one after the other: the second and third serve the web app the first has built
  // (tests/e2e/servers.ts says what each league is for).
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${NO_PAYMENTS_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(NO_PAYMENTS_PORT), E2E_PAYMENTS: 'none', E2E_DEMO: 'none', E2E_WEB_FROM_PORT: String(port) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${WAITLIST_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        E2E_PORT: String(WAITLIST_PORT),
        E2E_PAYMENTS: 'none',
        E2E_DEMO: 'none',
        E2E_WAITLIST: 'on',
        E2E_HOST: new URL(WAITLIST_URL).hostname,
        E2E_WEB_FROM_PORT: String(port),
      },
    },
  ],
});
