import { createPlayer } from './factories';
import { expect, signIn, test } from './fixtures';

// Journeys about signing in: the login page is what they try, with accounts of their own.

test('a signed-out visitor sent to a signed-in page signs in and comes back to it', async ({ page, newAccount }) => {
  const player = await newAccount();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Profile');
});

test('a session that ends while a page is open: the next save says so, and signing in again comes back to the page', async ({ page, context, newAccount }) => {
  // A player whose details are saved, so the next save goes to the server.
  const { account: player } = await createPlayer(newAccount);
  await signIn(context, player);
  await page.goto('/profile');
  const details = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Player details' }) });
  await expect(details.getByLabel('First name')).not.toHaveValue('');

  // The session ends elsewhere (signed out on another device, or expired).
  await context.clearCookies();
  await details.getByRole('button', { name: 'Save player details' }).click();
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
