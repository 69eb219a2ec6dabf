import { createPlayer } from './factories';
import { expect, newSignedInContext, signInAsRootAdmin, signUpByApi, STRONG_PASSWORD, test, uniqueEmail, uniqueTag } from './fixtures';
import { NO_PAYMENTS_URL } from './servers';

test.use({ signedInAs: 'admin' });

// Each journey types through several screens: on the shared 2-core machine that can take
// longer than the default 45 s.
test.describe.configure({ timeout: 90_000 });

test('an admin grants a new account the referee role, and the role filter lists it', async ({ page, request, baseURL }) => {
  // A fresh account, signed up through the API in a context of its own (the page stays signed out).
  const email = uniqueEmail('new-ref');
  const name = `Rene Ref ${Date.now()}`;
  await signUpByApi(request, baseURL ?? '', { email, password: STRONG_PASSWORD, name });

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

  // The new referee is no admin: the list says so.
  await page.getByLabel('Role').selectOption('admin');
  await expect(page.getByText('No users match these filters.')).toBeVisible();
});

// Every journey on the main league makes admins of its own: the league without demo data,
// whose only admin is its first one (servers.ts), is where "the only admin" can be tried.
test('the only admin cannot take the admin role from herself', async ({ browser }) => {
  const admin = await signInAsRootAdmin(NO_PAYMENTS_URL);
  const context = await newSignedInContext(browser, admin);
  try {
    const page = await context.newPage();
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByLabel('Search').fill(admin.email);
    await page.getByRole('button', { name: `Manage ${admin.name}` }).click();
    const own = page.getByRole('dialog', { name: admin.name });
    await own.getByRole('checkbox', { name: 'Admin' }).click();
    await expect(page.getByText('The league needs at least one admin.')).toBeVisible();
    await expect(own.getByRole('checkbox', { name: 'Admin' })).toBeChecked();
  } finally {
    await context.close();
    await admin.api.dispose();
  }
});

test('an admin finds a player by name and opens the details', async ({ page, newAccount }) => {
  const player = await createPlayer(newAccount, { firstName: 'Marcus', lastName: `Okafor ${uniqueTag()}` });
  await page.goto('/admin/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await page.getByLabel('Search').fill(player.lastName);
  await page.getByRole('button', { name: player.name }).click();
  await expect(page).toHaveURL(/[?&]player=[0-9a-f-]{36}/);
  const drawer = page.getByRole('dialog', { name: player.name });
  await expect(drawer.getByRole('heading', { name: 'Teams' })).toBeVisible();
  await expect(drawer.getByLabel('First name')).toHaveValue('Marcus');
  await expect(drawer.getByRole('button', { name: 'Save player' })).toBeVisible();
});
