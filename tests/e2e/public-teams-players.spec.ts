import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';

// Each journey runs axe on big lists (dozens of teams or players) on a small shared machine.
test.slow();

test('a visitor browses the teams, opens a team and its roster, then a player and back to their team', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page).toHaveURL(/\/teams-public$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expect(page.getByLabel('Season')).toBeVisible();

  // The demo league's divisions each have their teams listed.
  const division = page.getByRole('heading', { level: 2, name: "Men's Open" });
  await expect(division).toBeVisible();
  const firstTeam = page.getByRole('region', { name: "Men's Open" }).getByRole('link').first();
  const teamName = ((await firstTeam.textContent()) ?? '').replace(/\d+ players?$/, '').trim();
  expect(teamName.length).toBeGreaterThan(0);
  await expectAccessible(page);

  await firstTeam.click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  const roster = page.getByRole('list', { name: 'Roster' });
  await expect(roster.getByText('Captain', { exact: true })).toBeVisible();
  const players = roster.getByRole('link');
  expect(await players.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  // The team's calendar as a subscription, not a file named by an id (issue 20 item 9).
  const teamId = new URL(page.url()).pathname.split('/').pop();
  const feed = `${new URL(page.url()).origin}/api/calendar/teams/${teamId}.ics`;
  await expect(page.getByLabel('Team calendar address')).toHaveValue(feed);
  await expect(page.getByRole('link', { name: 'Subscribe in calendar app' })).toHaveAttribute('href', feed.replace(/^https?:/, 'webcal:'));
  await expectAccessible(page);

  const playerName = (await players.first().textContent()) ?? '';
  await players.first().click();
  await expect(page).toHaveURL(/\/player\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(playerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const history = page.getByRole('region', { name: 'Teams' });
  await expect(history.getByRole('link', { name: teamName }).first()).toBeVisible();
  await expectAccessible(page);
  await history.getByRole('link', { name: teamName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
});

test('the players list searches and filters on the server, a page at a time', async ({ page }) => {
  await page.goto('/players-public');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Players' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });

  // A team filter: back to page 1, that team's players only.
  const team = page.getByLabel('Team');
  const teamOption = team.locator('option').nth(1);
  const teamLabel = (await teamOption.textContent()) ?? '';
  await team.selectOption({ index: 1 });
  await expect(page).not.toHaveURL(/page=2/);
  await expect(list.getByRole('listitem').first()).toContainText(teamLabel);
  await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  const count = await list.getByRole('listitem').count();
  for (let i = 0; i < count; i += 1) await expect(list.getByRole('listitem').nth(i)).toContainText(teamLabel);

  // Search by a name from the list.
  const someone = ((await list.getByRole('link').first().textContent()) ?? '').trim();
  await page.getByLabel('Search').fill(someone);
  await expect(list.getByRole('link', { name: someone })).toBeVisible();
  await expect(page).toHaveURL(/q=/);
  await page.getByLabel('Search').fill('zzzz-nobody');
  await expect(page.getByText('No players match these filters.')).toBeVisible();
  await expectAccessible(page);
});

test('the home page shows a standings table per division, linking to the teams', async ({ page }) => {
  await page.goto('/');
  const standings = page.getByRole('region', { name: 'Standings' });
  const table = standings.getByRole('table').first();
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Pts' })).toBeVisible();
  const rows = table.getByRole('row');
  // A header and the top four.
  await expect(rows).toHaveCount(5);
  const leader = table.getByRole('rowheader').first().getByRole('link');
  const leaderName = ((await leader.textContent()) ?? '').trim();
  await leader.click();
  await expect(page.getByRole('heading', { level: 1, name: leaderName })).toBeVisible();
});

test('unknown team and player ids show a friendly not-found page', async ({ page }) => {
  await page.goto('/team/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Team not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all teams' })).toBeVisible();
  await page.goto('/player/not-a-player');
  await expect(page.getByRole('heading', { level: 1, name: 'Player not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all players' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
});
