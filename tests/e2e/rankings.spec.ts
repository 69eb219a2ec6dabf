import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AdminScheduleGame } from '../../src/shared/api/admin-schedule';
import type { PublishRankingsInput } from '../../src/shared/schemas/rankings';
import type { CreateGameInput } from '../../src/shared/schemas/admin-schedule';
import type { RecordGameEventInput } from '../../src/shared/schemas/game-events';
import { addToRoster, createDivision, createPlayer, createSeason, createTeam, type Named, type Player } from './factories';
import { expect, expectAccessible, newSignedInContext, rootAdminApi, test } from './fixtures';

// Issue 14: a referee ends a game and an anonymous visitor's /rankings shows the new table (at
// once since issue 20: the league auto-publishes; an admin can still publish by hand); two
// teams level on points, goal difference and goals scored are ordered by head-to-head, and the
// page says so. The journey's own teams, made through the API, so no demo number or other
// journey changes what it sees.

test.use({ viewport: { width: 360, height: 800 } });
test.slow();

const DAY = 24 * 60 * 60_000;

interface Side {
  team: Named;
  scorer: Player;
}

/** A game already played, `daysAgo` days back, with the referee assigned. */
async function scheduleGame(admin: APIRequestContext, home: Side, away: Side, refereeId: string, daysAgo: number): Promise<string> {
  const data: CreateGameInput = {
    home_team_id: home.team.id,
    away_team_id: away.team.id,
    starts_at: new Date(Date.now() - daysAgo * DAY - 10 * 60_000).toISOString(),
    referee_user_id: refereeId,
  };
  const created = await admin.post('/api/admin/games', { data });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as AdminScheduleGame).id;
}

/** The referee's calls, as the referee page sends them: kick-off, the goals, and (unless told) full time. */
async function playGame(referee: APIRequestContext, gameId: string, goals: Side[], options: { end: boolean }) {
  const record = async (event: Omit<RecordGameEventInput, 'client_key'>) => {
    const response = await referee.post(`/api/games/${gameId}/events`, { data: { ...event, client_key: randomUUID() } });
    expect(response.status(), await response.text()).toBe(201);
  };
  await record({ type: 'kick_off', minute: 0 });
  for (const [index, side] of goals.entries()) await record({ type: 'goal', minute: 10 + index * 10, team_id: side.team.id, player_id: side.scorer.playerId });
  if (options.end) await record({ type: 'full_time', minute: 90 });
}

/** The division's table on /rankings: its region, and the team names in the order shown. */
function divisionTable(page: Page, division: Named): Locator {
  return page.getByRole('region', { name: `${division.name} table` });
}

async function teamOrder(table: Locator): Promise<string[]> {
  return table.getByRole('rowheader').getByRole('link').allTextContents();
}

/** A team's row (not the explanation under another team's row, which may name it too). */
function teamRow(table: Locator, team: Named): Locator {
  return table.getByTestId('standings-row').filter({ has: table.page().getByRole('link', { name: team.name, exact: true }) });
}

/**
 * Issue 20: at 360 px the place, team, games played, goal difference and points are in view
 * without scrolling sideways; the other columns scroll (form last, in the spec's order), the
 * place and team staying in view.
 */
async function expectPinnedColumnsInView(table: Locator, team: Named) {
  await table.scrollIntoViewIfNeeded();
  const row = teamRow(table, team);
  const cell = (index: number) => row.getByRole('cell').nth(index); // Pos, P W D L GF GA GD, Pts, Form
  for (const name of ['Pos', 'Team', 'P', 'GD', 'Pts']) await expect(table.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 0.99 });
  for (const shown of [cell(0), row.getByRole('rowheader'), cell(1), cell(7), cell(8)]) await expect(shown).toBeInViewport({ ratio: 0.99 });
  await expect(table.getByRole('columnheader', { name: 'Form', exact: true })).not.toBeInViewport();
  await table.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
  for (const shown of [cell(9), cell(0), row.getByRole('rowheader')]) await expect(shown).toBeInViewport({ ratio: 0.99 });
  await table.evaluate((region) => region.scrollTo({ left: 0 }));
}

test('a referee ends a game and a visitor sees the new table at once, with the head-to-head tiebreak explained; publication by hand stays', async ({
  page,
  browser,
  baseURL,
  newAccount,
}) => {
  const admin = await rootAdminApi(baseURL ?? '');
  const division = await createDivision(admin);
  const season = await createSeason(admin);
  const team = (name: string) => createTeam(admin, { season_id: season.id, division_id: division.id, name: `${name} ${randomUUID().slice(0, 6)}` });
  const [athletic, borough, city] = [await team('Athletic'), await team('Borough'), await team('City')];
  const [athleticScorer, boroughScorer, cityScorer] = await Promise.all([
    createPlayer(newAccount, { firstName: 'Ana' }),
    createPlayer(newAccount, { firstName: 'Ben' }),
    createPlayer(newAccount, { firstName: 'Cleo' }),
  ]);
  await addToRoster(admin, athletic.id, athleticScorer.playerId, { jersey_number: 9 });
  await addToRoster(admin, borough.id, boroughScorer.playerId, { jersey_number: 9 });
  await addToRoster(admin, city.id, cityScorer.playerId, { jersey_number: 9 });
  const A: Side = { team: athletic, scorer: athleticScorer };
  const B: Side = { team: borough, scorer: boroughScorer };
  const C: Side = { team: city, scorer: cityScorer };
  const referee = await newAccount({ role: 'referee' });

  // Two days ago Athletic beat Borough 1–0; yesterday City beat Athletic 2–1.
  const first = await scheduleGame(admin, A, B, referee.id, 2);
  await playGame(referee.api, first, [A], { end: true });
  const second = await scheduleGame(admin, C, A, referee.id, 1);
  await playGame(referee.api, second, [C, A, C], { end: true });
  // The table as published by hand after those two: City 3 pts, Athletic 3, Borough 0.
  const baseline: PublishRankingsInput = { season_id: season.id, division_ids: [division.id] };
  const published = await admin.post('/api/admin/rankings/publish', { data: baseline });
  expect(published.status(), await published.text()).toBe(200);

  // Today Borough lead City 2–1; the referee ends the game on the referee page.
  const today = await scheduleGame(admin, B, C, referee.id, 0);
  await playGame(referee.api, today, [B, C, B], { end: false });
  const refereeContext = await newSignedInContext(browser, referee);
  const refereePage = await refereeContext.newPage();
  await refereePage.goto(`/referee/${today}`);
  await refereePage.getByRole('button', { name: 'End game', exact: true }).click({ timeout: 20_000 });
  await refereePage.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
  await expect(refereePage.getByRole('region', { name: 'Scoreboard' }).getByText('Final', { exact: true })).toBeVisible();
  await refereeContext.close();

  // An anonymous visitor on a phone chooses the season: the league auto-publishes (the demo's
  // setting and a new league's default, issue 20), so today's result is in the table at once.
  // Athletic and Borough are level on points (3), goal difference (0) and goals scored (2);
  // Athletic's win over Borough puts it ahead.
  await page.goto('/rankings');
  await expect(page.getByRole('heading', { level: 1, name: 'Rankings' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Season', { exact: true }).selectOption({ label: season.name });
  await expect(page).toHaveURL(new RegExp(`season_id=${season.id}`));
  const table = divisionTable(page, division);
  await expect(table).toBeVisible();
  await expect.poll(() => teamOrder(table)).toEqual([city.name, athletic.name, borough.name]);
  // Pos, P W D L GF GA GD, Pts, Form (the team is the row's header).
  await expect(teamRow(table, borough).getByRole('cell')).toHaveText(['3', '2', '1', '0', '1', '2', '2', '0', '3', /^L.*W/]);
  await expect(teamRow(table, athletic).getByRole('cell')).toHaveText(['2', '2', '1', '0', '1', '2', '2', '0', '3', /^W.*L/]);
  await expect(page.getByTestId('table-source').first()).toHaveText('Live');
  await expect(page.getByTestId('newer-results')).toHaveCount(0);
  await expectPinnedColumnsInView(table, borough);
  const why = table.getByRole('button', { name: 'Why 2nd?' });
  await why.focus();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  // The reason reads whole inside the phone's box, not cut at its right edge.
  await expect(table.getByText(`Ahead of ${borough.name} on head-to-head points, 3 to 0.`)).toBeInViewport({ ratio: 0.99 });
  await table.getByRole('button', { name: 'Why 1st?' }).click();
  await expect(table.getByText(`Ahead of ${athletic.name} on goals scored, 3 to 2.`)).toBeVisible();

  // Phone first: the page itself never scrolls sideways; the table scrolls inside its region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectAccessible(page);

  // Publication by hand stays: the admin sees what changed since the baseline, and publishes.
  const adminAccount = await newAccount({ role: 'admin' });
  const adminContext = await newSignedInContext(browser, adminAccount);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admin/publish-rankings?season_id=${season.id}`);
  await expect(adminPage.getByText('Auto-publish is on')).toBeVisible({ timeout: 20_000 });
  const section = adminPage.getByRole('region', { name: division.name });
  await expect(section.getByTestId('standings-change').filter({ hasText: borough.name })).toContainText('0 → 3 pts');
  await section.getByRole('button', { name: `Publish ${division.name}` }).click();
  await expect(adminPage.getByText(`The ${division.name} table is published.`)).toBeVisible();
  await expect(section.getByText('No changes since the last publication.')).toBeVisible();
  await adminContext.close();

  // The enhanced page shows the division's head-to-head and the chart's numbers as a table.
  await page.getByRole('link', { name: 'Form, head-to-head and points over time' }).click();
  await expect(page).toHaveURL(new RegExp(`/rankings-enhanced\\?season_id=${season.id}`));
  await page.getByLabel('Division', { exact: true }).selectOption({ label: division.name });
  await expect(page.getByRole('heading', { level: 2, name: 'Head-to-head' })).toBeVisible();
  // The matrix's key wraps inside the phone's width instead of being cut mid-word (issue 20).
  const key = page.getByText("Each row is a team's record against the team of the column", { exact: false });
  await key.scrollIntoViewIfNeeded();
  await expect(key).toBeInViewport({ ratio: 0.99 });
  await page.getByRole('button', { name: 'Show as table' }).click();
  const points = page.getByRole('region', { name: 'Points over time table' });
  await expect(points.getByRole('row')).toHaveCount(4);
  await expect(points.getByRole('row').last().getByRole('cell')).toHaveText(['3', '3', '3']);
  // The chart loads as the reader scrolls to it (recharts is not part of the page's first load).
  await page.getByRole('figure', { name: /^Points over time/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('application', { name: /^Points over time/ })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectAccessible(page);
});
