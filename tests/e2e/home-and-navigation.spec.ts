import type { HomeData } from '../../src/shared/api/home';
import type { PublicSettings } from '../../src/shared/api/settings';
import { expect, expectAccessible, test } from './fixtures';

test('the home page shows the demo league with its header, navigation and live game', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Riverside Football Club');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Schedule', 'Rankings', 'Teams']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The demo league has one game live now, so Follow Live shows.
  await expect(nav.getByRole('link', { name: 'Follow Live' })).toBeVisible();
  // Waitlist mode is off in the demo.
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' }).or(page.getByRole('link', { name: 'Login' }))).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the navigation moves into a menu that adds Home, Waiver and Players', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  for (const label of ['Home', 'Schedule', 'Rankings', 'Teams', 'Waiver', 'Players', 'Follow Live']) {
    await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/not found/i);
  // Within an area too: an unknown admin page is not found, not the sign-in page.
  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test.describe('a visitor whose phone is set to another time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("sees kick-off times in the league's time zone", async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings/public')).json()) as PublicSettings;
    const home = (await (await request.get('/api/home')).json()) as HomeData;
    const first = home.upcoming_games[0];
    expect(first, 'the demo league has upcoming games').toBeTruthy();
    if (!first) return;
    const leagueTime = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: settings.time_zone,
    }).format(new Date(first.starts_at));
    await page.goto('/');
    await expect(page.locator(`time[datetime="${first.starts_at}"]`).first()).toHaveText(leagueTime);
  });
});
