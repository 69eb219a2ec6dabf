import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits for the installable app's worker (decision 040) to take the page over, then reloads:
 * from then on the page's answers are fetched through it, and kept for offline reading. Only
 * in journeys that allow it (`test.use({ serviceWorkers: 'allow' })`; playwright.config.ts blocks it).
 * `shown` is what the page shows once loaded again.
 */
export async function reloadUnderServiceWorker(page: Page, shown: () => Promise<void>): Promise<void> {
  // It installs once the page is idle, precaching the offline pages' files: slow on two busy cores.
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active) && Boolean(navigator.serviceWorker.controller), null, {
    timeout: 60_000,
  });
  await page.reload();
  await shown();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
