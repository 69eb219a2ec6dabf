import { addToRoster, createDivision, createPlayer, createSeason, createTeam, registerWithoutPaying } from './factories';
import { expect, test, uniqueTag } from './fixtures';
import { openPeriodByApi } from './registration-fixtures';

test.use({ signedInAs: 'admin' });

test('an admin opens a pending registration from the players list and marks it paid in cash', async ({ page, account, newAccount }) => {
  test.setTimeout(90_000);
  // A player who registered for an open division and still owes the fee.
  const period = await openPeriodByApi(account.api, { feeCents: 5500, capacity: 10 });
  const player = await newAccount({ firstName: 'Morgan', lastName: `Owes ${uniqueTag()}` });
  await registerWithoutPaying(player, period.periodId);

  await page.goto('/admin/players?registration_status=pending_payment');
  await page.getByLabel('Search').fill(player.lastName);
  await page.getByRole('table').getByRole('button', { name: player.name }).click();
  const drawer = page.getByRole('dialog');
  await drawer
    .getByRole('link', { name: /^View registration/ })
    .first()
    .click();
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

test("an admin marks last season's player as returning and sends them an invitation", async ({ page, account, newAccount }) => {
  test.setTimeout(90_000);
  // Last season with a team and its player, and the new season after it. Years far ahead,
  // and of this journey alone (admin-schedule's are 2040-2059), so no other journey's season
  // comes between the two; dates stop at CALENDAR_YEAR_MAX (2100).
  const year = 2060 + Math.floor(Math.random() * 39);
  const lastSeason = await createSeason(account.api, { name: `Spring ${year}`, start_date: `${year}-03-01`, end_date: `${year}-08-31`, status: 'completed' });
  const newSeason = await createSeason(account.api, {
    name: `Spring ${year + 1}`,
    start_date: `${year + 1}-03-01`,
    end_date: `${year + 1}-08-31`,
    status: 'upcoming',
  });
  const division = await createDivision(account.api);
  const team = await createTeam(account.api, { season_id: lastSeason.id, division_id: division.id });
  const player = await createPlayer(newAccount);
  await addToRoster(account.api, team.id, player.playerId);

  await page.goto(`/admin/returning-players?season_id=${newSeason.id}`);
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
