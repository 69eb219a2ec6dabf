import { expect, test } from '@playwright/test';
import type { AdminTeamOptions, RosterCandidate } from '../../src/shared/teams-admin-api';
import { apiAs, demoAccount, signInThroughPage } from './fixtures';

const admin = demoAccount('admin');

test('an admin creates a team, adds two players by search, sets a jersey number and a captain; the roster keeps them', async ({ page, baseURL }) => {
  // A long journey on a shared two-core machine: more than the default 45 s.
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  const api = await apiAs(baseURL, admin.email, admin.password);
  const options = (await (await api.get('/api/admin/teams/options')).json()) as AdminTeamOptions;
  const season = options.seasons.find((s) => s.status === 'active');
  const division = options.divisions[0];
  if (!season || !division) throw new Error('the demo league has no active season or division');
  const teamName = `Journey FC ${Date.now()}`;

  await signInThroughPage(page, admin.email, admin.password);
  await expect(page).toHaveURL('/');
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
  const teamId = page.url().split('/').pop() ?? '';

  // Two players who may join, found through the page's search.
  const candidates = (await (await api.get(`/api/admin/teams/${teamId}/candidates`)).json()) as RosterCandidate[];
  const [first, second] = candidates;
  if (!first || !second) throw new Error('no candidates in the demo league');
  const search = page.getByLabel('Search players to add');
  for (const player of [first, second]) {
    await search.fill(player.full_name);
    await page.getByRole('button', { name: `Add ${player.full_name}` }).first().click();
    await expect(page.getByRole('table').getByText(player.full_name)).toBeVisible();
  }

  // Toasts stay while the pointer rests on them (the Add buttons sit above them), and the next
  // ones queue behind: move it away, as a person's hand would.
  await page.mouse.move(0, 0);
  const jersey = page.getByLabel(`Jersey number of ${first.full_name}`);
  await jersey.fill('23');
  await jersey.press('Enter');
  await expect(page.getByText('Jersey number saved.')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(`Role of ${second.full_name}`).selectOption({ label: 'Captain' });
  await expect(page.getByText(`${second.full_name} is now captain.`)).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByLabel(`Jersey number of ${first.full_name}`)).toHaveValue('23');
  await expect(page.getByLabel(`Role of ${second.full_name}`)).toHaveValue('captain');
  await expect(page.getByLabel(`Role of ${first.full_name}`)).toHaveValue('player');

  // The list shows the team with its roster size and captain.
  await page.getByRole('link', { name: 'All teams' }).click();
  await page.getByLabel('Search', { exact: true }).fill(teamName);
  const row = page.getByRole('row').filter({ hasText: teamName });
  await expect(row).toContainText('2 players');
  await expect(row).toContainText(second.full_name);
  await api.dispose();
});
