import { expect, test } from '@playwright/test';
import { demoAccount } from './fixtures';

test('a signed-out visitor sent to a signed-in page signs in and comes back to it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  const player = demoAccount('player');
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Profile');
});
