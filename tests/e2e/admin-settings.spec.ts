import { expect, rootAdminApi, test } from './fixtures';

// Waitlist mode is one league-wide setting, and other journeys expect it off (the demo's
// state): this file is the only one that turns it on, for as short a time as it can, and
// puts it back even when a step fails.
test.describe.configure({ mode: 'serial' });

test.use({ signedInAs: 'admin' });

test.afterAll(async ({ baseURL }) => {
  const api = await rootAdminApi(baseURL ?? '');
  await api.put('/api/admin/settings', { data: { waitlist_enabled: false } });
});

test('the waitlist mode switch turns the header button into Join Waitlist, which opens the waitlist dialog', async ({ page }) => {
  // Two saves, a dialog and a reload: more than the default time on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/admin/settings');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Register Now' })).toBeVisible();
  const mode = page.getByRole('switch', { name: 'Waitlist mode' });
  await expect(mode).not.toBeChecked();

  await mode.check();
  await expect(page.getByText('Waitlist mode is on.')).toBeVisible();
  // No reload: saving refreshes the public setting the header reads.
  const join = banner.getByRole('button', { name: 'Join Waitlist' });
  await expect(join).toBeVisible();
  await join.click();
  const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
  await expect(dialog.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  await mode.uncheck();
  await expect(page.getByText('Waitlist mode is off.')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Register Now' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Waitlist mode' })).not.toBeChecked();
});
