import type { APIRequestContext, Page } from '@playwright/test';
import type { GameSummary } from '../../src/shared/api/games';
import type { PublicSchedule } from '../../src/shared/api/schedule';
import type { ScheduleSetup } from '../../src/shared/api/schedule-generator';
import type { RecordGameEventInput } from '../../src/shared/schemas/game-events';
import type { ScheduleSaveInput } from '../../src/shared/schemas/schedule-generator';
import { addToRoster, createDivision, createPlayer, createSeason, createTeam, type Named } from './factories';
import { expect, expectAccessible, test, uniqueTag } from './fixtures';
import { reloadUnderServiceWorker } from './service-worker';

// Phone first: the visitor is on a phone at the field.
test.use({ viewport: { width: 360, height: 740 } });
test.slow();

const DAY_MS = 86_400_000;
/**
 * A kick-off at 06:15 UTC, days from now: clear of the demo league's games on the same fields.
 * A retry's games start ten minutes later, clear of those its failed attempt saved.
 */
const kickOff = (days: number) => {
  const day = new Date(Date.now() + days * DAY_MS);
  day.setUTCHours(6, 15 + 10 * test.info().retry, 0, 0);
  return day.toISOString();
};

interface League {
  season: Named;
  divisionA: Named;
  divisionB: Named;
  lions: Named;
  tigers: Named;
  bears: Named;
  wolves: Named;
}

/** A season of its own (upcoming: not the league's current one, which other journeys read), two divisions, four teams. */
async function createLeague(admin: APIRequestContext): Promise<League> {
  const tag = uniqueTag();
  const season = await createSeason(admin, { name: `Schedule Season ${tag}`, status: 'upcoming' });
  const divisionA = await createDivision(admin, { name: `North ${tag}` });
  const divisionB = await createDivision(admin, { name: `South ${tag}` });
  const team = (name: string, division: Named) => createTeam(admin, { season_id: season.id, division_id: division.id, name: `${name} ${tag}` });
  return {
    season,
    divisionA,
    divisionB,
    lions: await team('Lions', divisionA),
    tigers: await team('Tigers', divisionA),
    bears: await team('Bears', divisionB),
    wolves: await team('Wolves', divisionB),
  };
}

/** The division's games, saved through the admin's schedule API. */
async function saveGames(admin: APIRequestContext, league: League, division: Named, games: { home: Named; away: Named; days: number }[]) {
  const base = `/api/admin/seasons/${league.season.id}/divisions/${division.id}/schedule`;
  const setup = (await (await admin.get(base)).json()) as ScheduleSetup;
  const field = setup.fields[0];
  if (!field) throw new Error('the league has no field');
  const data: ScheduleSaveInput = {
    games: games.map((g, i) => ({ round: i + 1, home_team_id: g.home.id, away_team_id: g.away.id, field_id: field.id, starts_at: kickOff(g.days) })),
  };
  const saved = await admin.post(base, { data });
  expect(saved.status(), await saved.text()).toBe(201);
}

async function recordEvent(admin: APIRequestContext, gameId: string, event: Omit<RecordGameEventInput, 'client_key'>) {
  const data: RecordGameEventInput = { ...event, client_key: `journey-${uniqueTag()}` };
  const response = await admin.post(`/api/games/${gameId}/events`, { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('an anonymous visitor on a phone opens the schedule on the coming games, filters it by division and team, and opens a played result with its events', async ({
  page,
  newAccount,
  request,
}) => {
  const admin = await newAccount({ role: 'admin' });
  const league = await createLeague(admin.api);
  const scorer = await createPlayer(newAccount, { firstName: 'Sandy', lastName: `Scorer ${uniqueTag()}` });
  const assist = await createPlayer(newAccount, { firstName: 'Alex', lastName: `Assist ${uniqueTag()}` });
  await addToRoster(admin.api, league.lions.id, scorer.playerId);
  await addToRoster(admin.api, league.lions.id, assist.playerId);
  await saveGames(admin.api, league, league.divisionA, [
    // Before this week's Monday, whatever today is: a past result.
    { home: league.lions, away: league.tigers, days: -8 },
    { home: league.tigers, away: league.lions, days: 12 },
  ]);
  await saveGames(admin.api, league, league.divisionB, [{ home: league.bears, away: league.wolves, days: 5 }]);

  // The played game: kick-off, a goal with its assist, half time, full time (the referee's API).
  const seasonGames = (await (await request.get('/api/schedule', { params: { season_id: league.season.id, view: 'past' } })).json()) as PublicSchedule;
  const played = seasonGames.items.find((g: GameSummary) => g.home_team.id === league.lions.id);
  if (!played) throw new Error('the played game was not saved');
  await recordEvent(admin.api, played.id, { type: 'kick_off', minute: 0 });
  await recordEvent(admin.api, played.id, {
    type: 'goal',
    minute: 23,
    team_id: league.lions.id,
    player_id: scorer.playerId,
    assist_player_id: assist.playerId,
  });
  await recordEvent(admin.api, played.id, { type: 'half_time', minute: 45 });
  await recordEvent(admin.api, played.id, { type: 'full_time', minute: 90 });

  // The header's Schedule link; the visitor picks the season, the division, then the team.
  await page.goto('/');
  // On a phone the header's links are in the menu.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();

  // Issue 20 item 10: on a phone the four filters filled the first screen. They fold behind one
  // button (44 px) that says how many are on; the games come first.
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  await expect(filtersButton).toHaveText('Filters');
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
  expect((await filtersButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByLabel('Division')).toBeHidden();
  await filtersButton.click();
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');

  await page.getByLabel('Season').selectOption({ label: league.season.name });
  await expect(page).toHaveURL(new RegExp(`season_id=${league.season.id}`));
  await expect(filtersButton).toHaveText('Filters (1 active)');
  // It opens on the coming games, this week's first (the list used to start with old results);
  // the played game is under Past results.
  const list = page.getByRole('region', { name: 'Games', exact: true });
  await expect(page.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  await expect(list.getByText('2 games')).toBeVisible();
  await expect(list.getByRole('link').first()).toContainText(league.bears.name);
  await expect(list.getByRole('link', { name: new RegExp(`Final.*${league.lions.name}`) })).toHaveCount(0);
  await filtersButton.click();
  await expect(page.getByLabel('Division')).toBeHidden();
  await expect(list.getByRole('link').first()).toBeInViewport();

  // A changed filter dims the old list, marked busy, until the new answer is in.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(/\/api\/schedule\?/, async (route) => {
    await held;
    await route.continue();
  });
  await filtersButton.click();
  await page.getByLabel('Division').selectOption({ label: league.divisionA.name });
  await expect(list).toHaveAttribute('aria-busy', 'true');
  await expect(list.getByRole('status')).toHaveText('Loading...');
  await expect(list.getByRole('link', { name: new RegExp(league.bears.name) })).toBeVisible();
  answer();
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await page.unroute(/\/api\/schedule\?/);
  await expect(list.getByText('1 game', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(league.bears.name) })).toHaveCount(0);
  await page.getByLabel('Team').selectOption({ label: league.lions.name });
  await expect(page).toHaveURL(new RegExp(`team_id=${league.lions.id}`));
  await expect(filtersButton).toHaveText('Filters (3 active)');

  // The Lions' coming game, then their result under Past results, each under its day.
  const games = list.getByRole('link', { name: new RegExp(league.lions.name) });
  await expect(games).toHaveCount(1);
  await expect(games).toContainText(league.tigers.name);
  await page.getByText('Past results', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Past results' })).toBeChecked();
  await expect(page).toHaveURL(/view=past/);
  const playedCard = list.getByRole('link', { name: new RegExp(`Final.*${league.lions.name}`) });
  await expect(playedCard).toContainText('1');
  await expect(games).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // The filters and the view live in the address: a reload keeps them.
  await page.reload();
  await filtersButton.click();
  await expect(page.getByLabel('Team')).toHaveValue(league.lions.id);
  await expect(playedCard).toBeVisible();

  await playedCard.click();
  await expect(page).toHaveURL(new RegExp(`/games/${played.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${league.lions.name} vs ${league.tigers.name}` })).toBeVisible();
  await expect(page.getByText('Final', { exact: true })).toBeVisible();
  const events = page.getByRole('list', { name: 'Events' });
  await expect(events.getByRole('listitem')).toHaveCount(4);
  await expect(events).toContainText(`Goal · ${league.lions.name}: ${scorer.name} (assist: ${assist.name})`);
  await expect(events).toContainText('Half time');
  await expect(events).toContainText('Full time');
  await expect(page.getByRole('link', { name: league.lions.name, exact: true })).toHaveAttribute('href', `/team/${league.lions.id}`);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test.describe('with the service worker', () => {
  // The journeys block it (playwright.config.ts); this one is about it.
  test.use({ serviceWorkers: 'allow' });

  test('the schedule stays readable offline, marked with the time it was fetched', async ({ page, context, newAccount }) => {
    const admin = await newAccount({ role: 'admin' });
    const league = await createLeague(admin.api);
    await saveGames(admin.api, league, league.divisionA, [{ home: league.lions, away: league.tigers, days: 3 }]);

    await page.goto(`/schedule?season_id=${league.season.id}`);
    await expect(page.getByRole('link', { name: new RegExp(league.lions.name) })).toBeVisible();
    await reloadUnderServiceWorker(page, () => expect(page.getByRole('link', { name: new RegExp(league.lions.name) })).toBeVisible());

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^Offline — showing the schedule as of / })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(league.lions.name) })).toBeVisible();
    await context.setOffline(false);
  });
});
