import { createDivision, createPlayer, createSeason } from './factories';
import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

test('an admin creates a team, adds two players by search, sets a jersey number and a captain; the roster keeps them', async ({
  page,
  account,
  newAccount,
}) => {
  // A long journey on a shared two-core machine: more than the default 45 s.
  test.setTimeout(120_000);
  // A season and a division of the journey's own, and two players who may join.
  const season = await createSeason(account.api, { status: 'upcoming' });
  const division = await createDivision(account.api);
  const [first, second] = await Promise.all([createPlayer(newAccount), createPlayer(newAccount)]);
  const teamName = `Journey FC ${Date.now()}`;

  await page.goto('/admin/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  // The form's own messages first.
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await expect(dialog.getByText('Please select a season.')).toBeVisible();
  await expect(dialog.getByText('Team name is required.')).toBeVisible();
  await dialog.getByLabel('Season').selectOption({ label: season.name });
  await dialog.getByLabel('Division').selectOption({ label: division.name });
  await dialog.getByLabel('Team name').fill(teamName);
  await dialog.getByLabel('Primary colour').fill('#aa2200');
  await dialog.getByRole('button', { name: 'Create team' }).click();

  await expect(page).toHaveURL(/\/admin\/teams\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByText(`${season.name} · ${division.name} · 0 players`)).toBeVisible();

  // The two players, found through the page's search.
  const search = page.getByLabel('Search players to add');
  for (const player of [first, second]) {
    await search.fill(player.name);
    await page
      .getByRole('button', { name: `Add ${player.name}` })
      .first()
      .click();
    await expect(page.getByRole('table').getByText(player.name)).toBeVisible();
  }

  // Toasts stay while the pointer rests on them (the Add buttons sit above them), and the next
  // ones queue behind: move it away, as a person's hand would.
  await page.mouse.move(0, 0);
  const jersey = page.getByLabel(`Jersey number of ${first.name}`);
  await jersey.fill('23');
  await jersey.press('Enter');
  await expect(page.getByText('Jersey number saved.')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(`Role of ${second.name}`).selectOption({ label: 'Captain' });
  await expect(page.getByText(`${second.name} is now captain.`)).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByLabel(`Jersey number of ${first.name}`)).toHaveValue('23');
  await expect(page.getByLabel(`Role of ${second.name}`)).toHaveValue('captain');
  await expect(page.getByLabel(`Role of ${first.name}`)).toHaveValue('player');

  // The list shows the team with its roster size and captain.
  await page.getByRole('link', { name: 'All teams' }).click();
  await page.getByLabel('Search', { exact: true }).fill(teamName);
  const row = page.getByRole('row').filter({ hasText: teamName });
  await expect(row).toContainText('2 players');
  await expect(row).toContainText(second.name);
});
