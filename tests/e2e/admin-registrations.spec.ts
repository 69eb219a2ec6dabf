import { expect, test } from '@playwright/test';
import { demoAccount, signInThroughPage } from './fixtures';

const admin = demoAccount('admin');

test('an admin opens a pending registration from the players list and marks it paid in cash', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughPage(page, admin.email, admin.password);
  await expect(page).toHaveURL('/');

  // The demo league has a few players who still owe the fee.
  await page.goto('/admin/players?registration_status=pending_payment');
  await page.getByRole('table').getByRole('button').first().click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: /^View registration/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/players\/registration\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Registration: / })).toBeVisible();
  const section = (title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  const payment = section('Payment');
  await expect(payment.locator('.mantine-Badge-root')).toHaveText('Pending payment');

  await page.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark paid' });
  await expect(dialog.getByLabel('Payment method')).toHaveValue('cash');
  await expect(dialog.getByLabel('Amount received ($)')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Registration marked paid.')).toBeVisible();
  await expect(payment.locator('.mantine-Badge-root')).toHaveText('Paid');
  await expect(payment.getByText('Cash', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await expect(section('History')).toContainText('Marked paid: Pending payment → Paid');
});

test("an admin marks last season's player as returning and sends them an invitation", async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughPage(page, admin.email, admin.password);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/returning-players');
  await expect(page.getByRole('heading', { level: 1, name: 'Returning Players' })).toBeVisible();

  // Someone who played last season but has not registered for this one can be chosen.
  const table = page.getByRole('table');
  const row = table
    .locator('tbody')
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Choose /, disabled: false }) })
    .first();
  const name = ((await row.getByRole('checkbox').getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  expect(name).not.toBe('');

  const intent = row.getByLabel(`Intent of ${name}`);
  const saved = page.waitForResponse((r) => r.url().includes('/intent') && r.request().method() === 'PUT');
  await intent.selectOption({ label: 'Returning' });
  expect((await saved).status()).toBe(200);
  await expect(intent).toHaveValue('returning');

  await row.getByRole('checkbox', { name: `Choose ${name}` }).check();
  await page.getByRole('button', { name: 'Send invitations (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send invitations' });
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 invitation sent.')).toBeVisible();
  await expect(row).toContainText(/Invited on .*, expires /);
  await expect(page.getByRole('button', { name: 'Send invitations', exact: true })).toBeDisabled();
});
