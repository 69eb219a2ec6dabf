import type { Page } from '@playwright/test';
import type { AdminDashboard } from '../../src/shared/api/dashboard';
import { expect, expectAccessible, rootAdminApi, test } from './fixtures';

test.use({ signedInAs: 'admin' });

// Waitlist mode is one league-wide setting that other journeys expect off: this journey
// switches it on only for a moment, and puts it back even when a step fails.
test.afterAll(async ({ baseURL }) => {
  const api = await rootAdminApi(baseURL ?? '');
  await api.put('/api/admin/settings', { data: { waitlist_enabled: false } });
});

/** The figure a stat card shows. */
const stat = (page: Page, name: string) => page.locator(`[data-stat="${name}"] [data-stat-value]`);

// The figures are the current season's, the demo league's (a journey making a season of its
// own the current one would change every other journey's league): the page is compared with
// the API's answer, whatever the numbers are.
test('the admin dashboard shows the season figures the API computes and the newest admin changes', async ({ page, account }) => {
  // A long journey (three pages, two accessibility checks) on a shared two-core machine.
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // The same figures as the API's answer (the demo's numbers follow the date it was seeded).
  // Another journey may change one meanwhile: then the page is read again.
  await expect(stat(page, 'registrations-paid')).toBeVisible();
  let attempt = 0;
  await expect(async () => {
    attempt += 1;
    if (attempt > 1) await page.reload();
    const response = await page.request.get('/api/admin/dashboard');
    expect(response.status()).toBe(200);
    const data = (await response.json()) as AdminDashboard;
    expect(data.season?.status).toBe('active');
    expect(data.registrations_paid).toBeGreaterThan(0);
    expect(data.unsigned_waivers).toBeGreaterThan(0);
    const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }).format(cents / 100);
    await expect(stat(page, 'registrations-paid')).toHaveText(data.registrations_paid.toLocaleString('en-US'), { timeout: 5_000 });
    await expect(stat(page, 'registrations-unpaid')).toHaveText(data.registrations_unpaid.toLocaleString('en-US'), { timeout: 5_000 });
    await expect(stat(page, 'waitlist')).toHaveText(String(data.waitlist_size), { timeout: 5_000 });
    await expect(stat(page, 'games-this-week')).toHaveText(String(data.games_this_week), { timeout: 5_000 });
    await expect(stat(page, 'live-games')).toHaveText(String(data.live_games), { timeout: 5_000 });
    await expect(stat(page, 'revenue')).toHaveText(money(data.revenue_season_cents), { timeout: 5_000 });
    await expect(stat(page, 'unsigned-waivers')).toHaveText(String(data.unsigned_waivers), { timeout: 5_000 });
    // Exact: the activity's entries ("Season created …") are labelled regions too.
    await expect(page.getByLabel('Season', { exact: true })).toHaveValue(data.season?.id ?? '');
  }).toPass({ timeout: 25_000 });
  await expectAccessible(page);

  // The Waitlist card opens the season's waitlist.
  await page.locator('[data-stat="waitlist"]').getByRole('link', { name: 'Waitlist' }).click();
  await expect(page).toHaveURL(/\/admin\/waitlist\?season_id=[0-9a-f-]{36}$/);

  // A change on the settings page appears in Recent activity, with its values before and after.
  await page.goto('/admin/settings');
  const mode = page.getByRole('switch', { name: 'Waitlist mode' });
  await expect(mode).toBeVisible({ timeout: 30_000 });
  await expect(mode).not.toBeChecked();
  await mode.check();
  await expect(page.getByText('Waitlist mode is on.')).toBeVisible({ timeout: 30_000 });
  await mode.uncheck();
  await expect(page.getByText('Waitlist mode is off.')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  const activity = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recent activity' }) });
  // The change shows its author: found by this admin's name, as other journeys' admins may
  // change settings meanwhile.
  const change = activity
    .getByRole('button', { name: /Settings updated/ })
    .filter({ hasText: account.name })
    .first();
  await expect(change).toBeVisible();
  await change.click();
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  const panel = activity.getByRole('region').filter({ hasText: 'Waitlist enabled' }).first();
  await expect(panel).toContainText('Waitlist enabled');
  await expect(panel).toContainText(/Yes.*No/);
  await expectAccessible(page);

  // All activity: the whole log, filtered by type, with its CSV export.
  await activity.getByRole('link', { name: 'All activity' }).click();
  await expect(page).toHaveURL('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByLabel('Entity type').selectOption('site_settings');
  await expect(page).toHaveURL('/admin/activity?entity_type=site_settings');
  await expect(page.getByRole('button', { name: /Settings updated/ }).first()).toBeVisible();
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', '/api/admin/audit-log/export.csv?entity_type=site_settings');
  const csv = await page.request.get((await exportLink.getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text.split('\r\n')[0]).toContain('id,created_at,actor_user_id,actor_name,action,entity_type,entity_id,before,after');
  expect(text).toContain('settings.updated');
});
