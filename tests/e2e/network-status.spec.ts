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
