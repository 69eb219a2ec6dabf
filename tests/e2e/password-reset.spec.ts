import { deliveredMessageTo, expect, latestMessageTo, signInThroughPage, STRONG_PASSWORD, test } from './fixtures';

// A journey about signing in: the login page is part of what it tries.
test('a player resets a forgotten password through the e-mailed link', async ({ page, baseURL, newAccount }) => {
  if (!baseURL) throw new Error('baseURL is set in playwright.config.ts');
  const { email } = await newAccount({ firstName: 'Riley', lastName: 'Chen' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/if an account/i)).toBeVisible();

  const message = await deliveredMessageTo(baseURL, email);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(message.body)?.[0];
  expect(link, message.body).toBeTruthy();
  // The admin outbox says a reset was sent, without the link (issue 19).
  const shown = await latestMessageTo(baseURL, email);
  expect(shown.body).toContain('[password reset link sent; only the recipient can read it]');
  expect(shown.body).not.toContain('token=');
  await page.goto(String(link));

  const newPassword = 'a-brand-new-passphrase';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/password has been (changed|reset|updated)/i)).toBeVisible();

  // The old password no longer works; the new one does.
  await signInThroughPage(page, email, STRONG_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');

  // The link works once.
  await page.goto(String(link));
  await page.getByLabel('New password', { exact: true }).fill('yet-another-passphrase');
  await page.getByLabel('Confirm new password').fill('yet-another-passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});
