import type { APIRequestContext } from '@playwright/test';
import { deliveredMessageTo, expect, newSignedInContext, signIn, test, uniqueEmail } from './fixtures';
import { WAITLIST_URL } from './servers';

/** A waitlist entry made through the public API, as the wizard sends it. */
async function joinThroughApi(request: APIRequestContext, email: string, lastName: string) {
  const response = await request.post('/api/waitlist', {
    data: {
      first_name: 'Quinn',
      last_name: lastName,
      email,
      phone_number: '(416) 555-0142',
      date_of_birth: '1988-11-02',
      gender: 'Male',
      is_new_player: true,
      skill_level: 4,
      positions_played: ['Goalkeeper'],
      preferred_position: 'Goalkeeper',
      jersey_size: 'L',
      emergency_contact_name: 'Pat Quinn',
      emergency_contact_phone: '416 555 0143',
      has_physical_conditions: false,
      mailing_list_opt_in: true,
      waiver_accepted: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the admin area has one layout: a sidebar of the built pages that collapses; others are turned away', async ({ page, context, newAccount }) => {
  test.setTimeout(120_000); // four sign-ins and two sign-ups: about 50 s on a busy two-core machine
  const [player, admin] = await Promise.all([newAccount(), newAccount({ role: 'admin' })]);
  await page.goto('/admin/waitlist');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(context, player);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(context, admin);
  await page.goto('/');
  // Admin Dashboard leads into the admin area, at its dashboard.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link').first()).toHaveText('Dashboard');
  await nav.getByRole('link', { name: 'Waitlist' }).click();
  await expect(page).toHaveURL('/admin/waitlist');
  await expect(nav.getByRole('link', { name: 'Waitlist' })).toHaveAttribute('aria-current', 'page');

  const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  // Icons only, but the links keep their names.
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();

  // The admin index is the dashboard.
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('on a phone the admin menu is a drawer: a swipe right from the left edge opens it, a swipe left closes it', async ({ browser, newAccount }) => {
  const admin = await newAccount({ role: 'admin' });
  const context = await newSignedInContext(browser, admin, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await page.goto('/admin/waitlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

    const cdp = await context.newCDPSession(page);
    const swipe = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      for (let i = 1; i <= 5; i += 1) {
        const point = { x: from.x + ((to.x - from.x) * i) / 5, y: from.y + ((to.y - from.y) * i) / 5 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    // Too far from the edge, or too short: nothing.
    await swipe({ x: 60, y: 400 }, { x: 250, y: 400 });
    await swipe({ x: 5, y: 400 }, { x: 60, y: 400 });
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

    await swipe({ x: 5, y: 400 }, { x: 200, y: 430 });
    const drawerNav = page.getByRole('navigation', { name: 'Admin' });
    await expect(drawerNav).toBeVisible();
    await expect(drawerNav.getByRole('link', { name: 'Waitlist' })).toBeVisible();
    await expect(drawerNav.getByRole('link', { name: 'Settings' })).toBeVisible();

    await swipe({ x: 250, y: 400 }, { x: 60, y: 380 });
    await expect(drawerNav).toBeHidden();

    // The button works too, and choosing a page closes the drawer.
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/admin/settings');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  } finally {
    await context.close();
  }
});

test.describe('as an admin', () => {
  // Entries join the waitlist, which is open only in waitlist mode (decision 011, servers.ts).
  test.use({ signedInAs: 'admin', baseURL: WAITLIST_URL });

  test('the admin searches, filters, exports, reorders and decides on waitlist entries', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000); // two entries joined, a dozen list round trips: about 50 s on a busy two-core machine
    const token = `Zed${Date.now().toString(36)}`;
    const first = uniqueEmail('queue-a');
    const second = uniqueEmail('queue-b');
    await joinThroughApi(request, first, `${token} One`);
    await joinThroughApi(request, second, `${token} Two`);

    await page.goto('/admin/waitlist');
    await page.getByLabel('Search').fill(token);
    await expect(page).toHaveURL(new RegExp(`q=${token}`));
    const rows = page.getByRole('row').filter({ hasText: token });
    // Priority, then oldest: One first.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Quinn ${token} One`);
    await expect(page.getByText('2 entries')).toBeVisible();

    // The CSV export follows the filters.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', `/api/admin/waitlist/export.csv?q=${token}`);
    const csv = await page.request.get((await exportLink.getAttribute('href')) ?? '');
    expect(csv.headers()['content-type']).toContain('text/csv');
    const csvText = await csv.text();
    expect(csvText).toContain(first);
    expect(csvText).toContain(second);

    await page.getByLabel('Status').selectOption('invited');
    await expect(page.getByText('No entries match these filters.')).toBeVisible();
    await expect(exportLink).toHaveAttribute('href', `/api/admin/waitlist/export.csv?status=invited&q=${token}`);
    await page.getByLabel('Status').selectOption('');
    await expect(rows).toHaveCount(2);

    // The details, and a lower priority (a bigger number) for One.
    await rows
      .nth(0)
      .getByRole('button', { name: `Quinn ${token} One` })
      .click();
    let detail = page.getByRole('dialog', { name: `Quinn ${token} One` });
    await expect(detail).toContainText(first);
    await expect(detail).toContainText('Goalkeeper');
    await expect(detail).toContainText('Not invited yet.');
    await detail.getByLabel('Priority').fill('0');
    await expect(detail.getByText('Priority must be a whole number of at least 1.')).toBeVisible();
    await detail.getByLabel('Priority').fill('5');
    await detail.getByRole('button', { name: 'Save priority' }).click();
    await expect(page.getByText('Priority saved.')).toBeVisible();
    await detail.getByRole('button', { name: 'Close entry details' }).click();
    await expect(rows.nth(0)).toContainText(`Quinn ${token} Two`);

    // Two: invite (an e-mail with a registration link), decline, mark registered, remove.
    await rows
      .nth(0)
      .getByRole('button', { name: `Quinn ${token} Two` })
      .click();
    detail = page.getByRole('dialog', { name: `Quinn ${token} Two` });
    await detail.getByRole('button', { name: 'Invite to register' }).click();
    await expect(detail).toContainText('48 hours');
    await detail.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent.')).toBeVisible();
    await expect(detail.getByText('Invited', { exact: true })).toBeVisible();
    await expect(detail).toContainText('it can be claimed until');
    await expect(detail.getByRole('button', { name: 'Invite to register' })).toBeDisabled();
    const mail = await deliveredMessageTo(baseURL ?? '', second);
    expect(mail.body).toMatch(/https?:\/\/\S+/);

    await detail.getByRole('button', { name: 'Decline' }).click();
    await detail.getByRole('button', { name: 'Decline entry' }).click();
    await expect(page.getByText('Entry declined.')).toBeVisible();
    await expect(detail.getByText('Declined', { exact: true })).toBeVisible();

    await detail.getByRole('button', { name: 'Mark registered' }).click();
    await expect(page.getByText('Entry marked as registered.')).toBeVisible();
    await expect(detail.getByText('Registered', { exact: true })).toBeVisible();

    await detail.getByRole('button', { name: 'Remove' }).click();
    await detail.getByRole('button', { name: 'Keep as it is' }).click();
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: 'Remove' }).click();
    await detail.getByRole('button', { name: 'Remove entry' }).click();
    await expect(page.getByText('Entry removed.')).toBeVisible();
    await expect(detail).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText(`Quinn ${token} One`);
  });

  test('on a phone the waitlist is a list of cards', async ({ page, request }) => {
    const token = `Yew${Date.now().toString(36)}`;
    const email = uniqueEmail('card');
    await joinThroughApi(request, email, token);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/waitlist?q=${token}`);
    const card = page.getByRole('listitem').filter({ hasText: email });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await card.getByRole('button', { name: `Quinn ${token}` }).click();
    await expect(page.getByRole('dialog', { name: `Quinn ${token}` })).toContainText(email);
  });
});
