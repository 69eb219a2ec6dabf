import { expect, test } from '@playwright/test';

test('the theme choice is stored under "theme" and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  // Default: system, which follows the device (light here).
  await expect(page.getByLabel('Theme')).toHaveValue('system');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByLabel('Theme').selectOption('dark');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByLabel('Theme')).toHaveValue('dark');

  // System follows the device again.
  await page.getByLabel('Theme').selectOption('system');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});
