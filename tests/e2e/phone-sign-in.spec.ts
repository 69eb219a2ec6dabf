import { expect, test } from '@playwright/test';
import { latestMessageTo, uniquePhone } from './fixtures';

test('a new player signs in with a code sent by text message', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is set in playwright.config.ts');
  const phone = uniquePhone();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign in with phone' }).click();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${phone}`)).toBeVisible();

  const sms = await latestMessageTo(baseURL, phone);
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  expect(code, sms.body).toBeTruthy();

  await page.getByLabel('Code').fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByLabel('Code').fill(String(code));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  // A phone-only account shows its number, not the placeholder address.
  await expect(page.getByRole('menu')).toContainText(phone);
  await expect(page.getByRole('menu')).not.toContainText('phone.invalid');
  await expect(page.getByRole('menu')).toContainText('Role: player');
});
