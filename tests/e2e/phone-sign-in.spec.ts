import type { Page } from '@playwright/test';
import type { AdminUserPage } from '../../src/shared/api/users';
import { deliveredMessageTo, expect, newSignedInContext, rootAdminApi, test, uniquePhone } from './fixtures';

/** Asks for a code on the login page's phone tab and reads it from the phone's stand-in inbox (the mail drop), as its holder would. */
async function askForCode(page: Page, baseURL: string, phone: string): Promise<string> {
  await page.getByRole('tab', { name: 'Sign in with phone' }).click();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${phone}`)).toBeVisible();
  const sms = await deliveredMessageTo(baseURL, phone);
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  expect(code, sms.body).toBeTruthy();
  return String(code);
}

/** The admin's users list, searched by the number's digits (decision 025's phone search). */
async function accountsWithNumber(baseURL: string, phone: string): Promise<number> {
  const admin = await rootAdminApi(baseURL);
  const response = await admin.get('/api/admin/users', { params: { q: phone.slice(-7) } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as AdminUserPage).items.filter((u) => u.phone_number === phone).length;
}

test('a phone sign-in with a number no account uses creates no account, says so and offers the other ways in', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is set in playwright.config.ts');
  const phone = uniquePhone();
  await page.goto('/login');
  const code = await askForCode(page, baseURL, phone);

  // A wrong code is refused as for any number.
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');

  // The right code: no account, no session, and the ways to get one.
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('No account uses this number.');
  await expect(page.getByRole('link', { name: 'Create an account' }).first()).toHaveAttribute('href', '/register');
  await expect(page).toHaveURL(/\/login\?method=phone$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  expect(await accountsWithNumber(baseURL, phone)).toBe(0);

  await page.getByRole('link', { name: 'Sign in with email' }).click();
  await expect(page.getByRole('tab', { name: 'Sign in with email' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a player adds a number on their profile with a code, then signs in with it into the same account', async ({ browser, baseURL, newAccount }) => {
  if (!baseURL) throw new Error('baseURL is set in playwright.config.ts');
  const player = await newAccount({ firstName: 'Phoebe' });
  const phone = uniquePhone();

  // On the profile: the one sign-in number, added with a texted code.
  const signedIn = await newSignedInContext(browser, player, { viewport: { width: 360, height: 740 } });
  const profile = await signedIn.newPage();
  await profile.goto('/profile');
  const account = profile.locator('section').filter({ has: profile.getByRole('heading', { name: 'Account', exact: true }) });
  await expect(account.getByText('No sign-in number yet.')).toBeVisible({ timeout: 30_000 });
  // One phone section, not two: the contact phone under Player details says it is another number.
  await expect(profile.getByRole('heading', { name: 'Phone', exact: true })).toHaveCount(0);
  await expect(profile.getByText('Your sign-in number is under Account.')).toBeVisible();
  await account.getByLabel('Sign-in phone number').fill(phone);
  await account.getByRole('button', { name: 'Send code' }).click();
  const sms = await deliveredMessageTo(baseURL, phone);
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
  await account.getByLabel('Code').fill(code);
  await account.getByRole('button', { name: 'Verify and save' }).click();
  await expect(account.getByText(phone, { exact: true })).toBeVisible();
  await expect(account.getByText('Verified', { exact: true })).toBeVisible();
  expect(await profile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await signedIn.close();

  // Another device: the number signs into the same account (its e-mail in the menu).
  const device = await browser.newContext({ baseURL });
  const page = await device.newPage();
  await page.goto('/login');
  const signInCode = await askForCode(page, baseURL, phone);
  await page.getByLabel('Code').fill(signInCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(player.email);
  expect(await accountsWithNumber(baseURL, phone)).toBe(1);
  await device.close();
});
