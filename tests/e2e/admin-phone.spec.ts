import type { Page } from '@playwright/test';
import type { OutboxMessage } from '../../src/shared/api/outbox';
import { addToRoster, createDivision, createPeriod, createPlayer, createSeason, createTeam } from './factories';
import { expect, rootAdminApi, test, uniqueTag } from './fixtures';

// An admin on a 360 px phone (issue 15, decision 047).
test.use({ signedInAs: 'admin', viewport: { width: 360, height: 800 } });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.inner);
}

/** Subjects of the messages to a recipient, newest first. */
async function subjectsTo(baseURL: string, recipient: string): Promise<string[]> {
  const api = await rootAdminApi(baseURL);
  const response = await api.get('/api/admin/outbox', { params: { recipient } });
  const messages = (await response.json()) as OutboxMessage[];
  return messages.map((m) => m.subject ?? '');
}

test('the dashboard and the seasons page fit a 360 px phone, registration periods as cards', async ({ page, account }) => {
  const division = await createDivision(account.api);
  const season = await createSeason(account.api);
  await createPeriod(account.api, season.id, { division_id: division.id, capacity: 24, fee_cents: 123456 });

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('[data-stat="revenue"] [data-stat-value]')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/admin/seasons');
  await page.getByRole('article', { name: season.name }).getByRole('button', { name: 'Registration periods' }).click();
  const period = page.locator(`[data-period="${division.name}"]`);
  await expect(period).toBeVisible();
  // Every field of the period within the phone's width, not cut off in a 720 px table.
  for (const field of [
    // Exact: the division's random name may hold "24" too.
    period.getByText('Capacity', { exact: true }),
    period.getByText('24', { exact: true }),
    period.getByText('$1234.56', { exact: true }),
    period.getByRole('button', { name: `Edit period ${division.name}` }),
  ]) {
    await expect(field).toBeVisible();
    const box = await field.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, 'inside the 360 px screen').toBe(true);
  }
  await expectNoSidewaysScroll(page);

  // The players list: addresses whole, nothing wider than the phone.
  await page.goto('/admin/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a roster add of a person without an account warns and offers an invitation; an announcement e-mail asks with the count first', async ({
  page,
  account,
  newAccount,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const division = await createDivision(account.api);
  const season = await createSeason(account.api);
  const team = await createTeam(account.api, { season_id: season.id, division_id: division.id });
  // One rostered player with an account, and one whose record has no account (unlinked by the admin).
  const withAccount = await createPlayer(newAccount);
  await addToRoster(account.api, team.id, withAccount.playerId);
  const noAccount = await createPlayer(newAccount, { firstName: 'Noa', lastName: `Unlinked ${uniqueTag()}` });
  const unlinked = await account.api.delete(`/api/admin/users/${noAccount.account.id}/player`);
  expect(unlinked.status(), await unlinked.text()).toBeLessThan(300);

  await page.goto(`/admin/teams/${team.id}`);
  await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
  await page.getByLabel('Search players to add').fill(noAccount.lastName);
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: noAccount.name });
  await expect(result.getByText('No account')).toBeVisible();
  await result.getByRole('button', { name: `Add ${noAccount.name}` }).click();
  const notice = page.getByTestId('no-account-notice');
  await expect(notice.getByText(`${noAccount.name} has no account: they won't see the team's pages until they sign up.`)).toBeVisible();
  await notice.getByRole('button', { name: `Invite ${noAccount.name} to sign up` }).click();
  await expect(notice.getByText(`Invitation emailed to ${noAccount.account.email.toLowerCase()}.`)).toBeVisible();
  await expect.poll(() => subjectsTo(origin, noAccount.account.email.toLowerCase())).toContainEqual(expect.stringMatching(/create your account$/));
  await expectNoSidewaysScroll(page);

  const title = `Phone notice ${uniqueTag()}`;
  await page.goto('/admin/announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('dialog', { name: 'New announcement' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Bring both shirts on Sunday.');
  await form.getByLabel('Email this announcement to').selectOption({ label: 'All players of a season' });
  await form.getByLabel('Season').selectOption({ label: season.name });
  await form.getByRole('button', { name: 'Post announcement' }).click();

  // Asked first, with the count and the mail itself; cancelling sends nothing.
  const confirm = page.getByRole('dialog', { name: 'Send this email?' });
  await expect(confirm.getByText('This announcement will be emailed to 2 players.')).toBeVisible();
  await expect(confirm.getByRole('group', { name: 'Email preview' }).getByText('Bring both shirts on Sunday.', { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The dialog's own Cancel button (the close button in its corner has that name too).
  await confirm.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(confirm).toBeHidden();
  expect(await subjectsTo(origin, withAccount.account.email.toLowerCase())).not.toContainEqual(expect.stringContaining(title));

  await form.getByRole('button', { name: 'Post announcement' }).click();
  await confirm.getByRole('button', { name: 'Send to 2 players' }).click();
  await expect(page.getByText('Announcement posted. Emailed to 2 players.')).toBeVisible();
  for (const address of [withAccount.account.email, noAccount.account.email]) {
    await expect.poll(() => subjectsTo(origin, address.toLowerCase())).toContainEqual(expect.stringContaining(title));
  }
  await expectNoSidewaysScroll(page);
});
