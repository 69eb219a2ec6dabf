import { expect, signInThroughPage, test } from './fixtures';

// Journeys about signing in: through the login page, with an account of their own.

test('a wrong password shows a clear message and keeps the e-mail', async ({ page, newAccount }) => {
  const player = await newAccount();
  await signInThroughPage(page, player.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page.getByLabel('Email')).toHaveValue(player.email);
  await expect(page).toHaveURL(/\/login$/);
});

test('a player signs in, then logs out back to the sign-in page', async ({ page, newAccount }) => {
  const player = await newAccount();
  await signInThroughPage(page, player.email, player.password);
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Signed out successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login' }).or(page.getByRole('button', { name: 'Login' }))).toBeVisible();
});
