import { expect, test } from '@playwright/test';
import { enterSignUpCode, STRONG_PASSWORD, uniqueEmail } from './fixtures';

test('a visitor creates an account with the mailed code, is signed in as a player and goes on to the player details', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The code step (decision 052): a wrong code is refused and the visitor can try again.
  await expect(page.getByRole('status')).toContainText(`We sent a message to ${email}`);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await enterSignUpCode(page, email);

  // Registration goes on from the account to the player's details (issue 6).
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Player details' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await expect(page.getByRole('menu')).toContainText('Role: player');
});

test('sign-up shows field messages; a taken e-mail gets the same code step, and going back keeps what was typed', async ({ page }) => {
  const email = uniqueEmail('taken');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 12 characters.')).toBeVisible();

  // Make the account once through the API, then try again through the page.
  const made = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Sam Lee', email, password: STRONG_PASSWORD },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(made.status()).toBe(200);
  await page.context().clearCookies();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The page cannot tell, so it says the same as for a new address.
  await expect(page.getByRole('status')).toContainText(`We sent a message to ${email}`);
  await expect(page.getByRole('status')).toContainText('If this address already has an account');
  await page.getByRole('button', { name: 'Change email or details' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
});
