import { expect, test } from '@playwright/test';

test('going offline and back online shows the spec toasts', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A page that has finished loading (the toaster's own chunk included) loses its connection.
  await page.waitForLoadState('networkidle');
  // The toaster mounts once the browser is idle, which on a busy machine may follow networkidle.
  await expect(page.locator('.mantine-Notifications-root').first()).toBeAttached({ timeout: 15_000 });
  await context.setOffline(true);
  await expect(page.getByText('You are now offline. Some features may be limited.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Connection restored!')).toBeVisible();
});

// Issue 20, item 15: on a first visit the toasts' own chunk comes when the browser is idle. A
// connection lost before that (a busy phone: idle time came after the network went quiet)
// took the whole page down into a blank screen, with no toast. Here idle time never comes.
test('a first visit that goes offline before the page was idle keeps the page and shows the toasts', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(page.getByText('You are now offline. Some features may be limited.')).toBeVisible();
  await expect(heading).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Connection restored!')).toBeVisible();
  await expect(heading).toBeVisible();
});
