import { expect, test, type Page } from '@playwright/test';
import { DEMO_PEOPLE } from '../../src/server/db/seed/demo-names';
import { demoAccount, signInThroughPage, STRONG_PASSWORD, uniqueEmail } from './fixtures';

const admin = demoAccount('admin');
const adminName = `${DEMO_PEOPLE.admin.firstName} ${DEMO_PEOPLE.admin.lastName}`;

// Each journey signs in and types through several screens: on the shared 2-core machine that
// can take longer than the default 45 s.
test.describe.configure({ timeout: 90_000 });

async function signInAsAdmin(page: Page) {
  await signInThroughPage(page, admin.email, admin.password);
  await expect(page).toHaveURL('/');
}

test('an admin grants a new account the referee role, and cannot take admin from the only admin', async ({ page, request, baseURL }) => {
  // A fresh account, signed up through the API in a context of its own (the page stays signed out).
  const email = uniqueEmail('new-ref');
  const name = `Rene Ref ${Date.now()}`;
  const made = await request.post('/api/auth/sign-up/email', { data: { email, password: STRONG_PASSWORD, name }, headers: { Origin: baseURL ?? '' } });
  expect(made.status(), await made.text()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Referee', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: `Manage ${name}` }).click();
  const drawer = page.getByRole('dialog', { name });
  // Saved at once: the box shows the stored state when the server has answered.
  await drawer.getByRole('checkbox', { name: 'Referee' }).click();
  await expect(page.getByText('Referee role granted.')).toBeVisible();
  await expect(drawer.getByRole('checkbox', { name: 'Referee' })).toBeChecked();
  await drawer.getByRole('button', { name: 'Close user details' }).click();
  await expect(row.getByText('Referee', { exact: true })).toBeVisible();

  // The referee filter lists the new referee.
  await page.getByLabel('Role').selectOption('referee');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // The demo league has exactly one admin: revoking it from herself is refused, and she keeps it.
  await page.getByLabel('Role').selectOption('admin');
  // The new referee is no admin: the list says so before the search changes.
  await expect(page.getByText('No users match these filters.')).toBeVisible();
  await page.getByLabel('Search').fill(admin.email);
  await page.getByRole('button', { name: `Manage ${adminName}` }).click();
  const own = page.getByRole('dialog', { name: adminName });
  await own.getByRole('checkbox', { name: 'Admin' }).click();
  await expect(page.getByText('The league needs at least one admin.')).toBeVisible();
  await expect(own.getByRole('checkbox', { name: 'Admin' })).toBeChecked();
});

test('an admin finds a demo player by name and opens the details', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await page.getByLabel('Search').fill('Okafor');
  await page.getByRole('button', { name: 'Marcus Okafor' }).click();
  await expect(page).toHaveURL(/[?&]player=[0-9a-f-]{36}/);
  const drawer = page.getByRole('dialog', { name: 'Marcus Okafor' });
  await expect(drawer.getByRole('heading', { name: 'Teams' })).toBeVisible();
  await expect(drawer.getByLabel('First name')).toHaveValue('Marcus');
  await expect(drawer.getByRole('button', { name: 'Save player' })).toBeVisible();
});
