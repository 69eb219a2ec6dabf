import { randomUUID } from 'node:crypto';
import type { LiveGames } from '../../src/shared/api/live';
import type { CreateGameInput } from '../../src/shared/schemas/admin-schedule';
import type { RecordGameEventInput } from '../../src/shared/schemas/game-events';
import { addToRoster, createDivision, createPlayer, createSeason, createTeam } from './factories';
import { type Account, expect, expectAccessible, type NewAccountOptions, rootAdminApi, test } from './fixtures';

// A league of its own made through the API, a browser and a referee's calls on a small shared machine.
test.slow();

/**
 * The journey's own game: two new teams in their colours, a rostered home scorer, and a referee
 * assigned to it, kicking off at `startsAt`; `record` sends the referee's events.
 */
async function setUpGame(baseURL: string, newAccount: (options?: NewAccountOptions) => Promise<Account>, startsAt: Date) {
  const admin = await rootAdminApi(baseURL);
  const division = await createDivision(admin);
  const season = await createSeason(admin);
  const home = await createTeam(admin, { season_id: season.id, division_id: division.id, primary_color: '#c92a2a', secondary_color: '#ffffff' });
  const away = await createTeam(admin, { season_id: season.id, division_id: division.id, primary_color: '#1864ab', secondary_color: '#ffd43b' });
  const scorer = await createPlayer(newAccount);
  await addToRoster(admin, home.id, scorer.playerId);
  const referee = await newAccount({ role: 'referee' });
  const game: CreateGameInput = { home_team_id: home.id, away_team_id: away.id, starts_at: startsAt.toISOString(), referee_user_id: referee.id };
  const created = await admin.post('/api/admin/games', { data: game });
  expect(created.status(), await created.text()).toBe(201);
  const { id: gameId } = (await created.json()) as { id: string };
  const record = async (event: Omit<RecordGameEventInput, 'client_key'>) => {
    const response = await referee.api.post(`/api/games/${gameId}/events`, { data: { ...event, client_key: randomUUID() } });
    expect(response.status(), await response.text()).toBe(201);
  };
  return { gameId, home, away, scorer, record };
}

test('an anonymous visitor watching /live sees a kick-off and a goal arrive without reloading', async ({ page, baseURL, newAccount }) => {
  const { gameId, home, away, scorer, record } = await setUpGame(baseURL ?? '', newAccount, new Date(Date.now() - 5 * 60_000));

  // A visitor on a phone opens /live before the game starts. The phone's clock is 20 minutes
  // fast: the match clock must still count on the server's time (it runs on from there).
  await page.clock.install({ time: Date.now() + 20 * 60_000 });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live games' })).toBeVisible();
  await expect(page.getByText('Updating live')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${home.name} v ${away.name}` }) });
  await expect(card).toHaveCount(0);

  // The referee kicks off: the game appears, at 0–0.
  await record({ type: 'kick_off', minute: 0 });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: `${home.name} v ${away.name}` })).toHaveAttribute('href', `/games/${gameId}`);
  await expect(card.getByText('Kick-off')).toBeVisible();
  // Issue 20, item 4: the half and the minute beside the Live badge, counted on the phone from
  // the server's time (the phone's own clock would say the 21st minute).
  await expect(card.getByRole('timer', { name: 'Match clock' })).toHaveText(/^1st half · [1-3]'$/);

  // The referee records a goal: the score and the scorer arrive, and screen readers hear the score.
  await record({ type: 'goal', minute: 17, team_id: home.id, player_id: scorer.playerId });
  await expect(card.getByText(`Goal · ${home.name}: ${scorer.name}`)).toBeVisible();
  await expect(card.getByText("17'")).toBeVisible();
  // The newest event on top.
  const events = card.getByRole('list', { name: 'Events, latest first' }).getByRole('listitem');
  await expect(events.first()).toContainText('Goal ·');
  await expect(events.last()).toContainText('Kick-off');
  await expect(page.getByRole('status').filter({ hasText: `Score update: ${home.name} 1, ${away.name} 0.` })).toBeAttached();
  const scores = card.locator('p').filter({ hasText: /^\d+$/ });
  await expect(scores).toHaveText(['1', '0']);

  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  // Nothing scrolls sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectAccessible(page);
});

test('with no game live, /live says so and points to the schedule', async ({ page }) => {
  // The demo league always has a live game: this visitor's answer is the one of a quiet day.
  await page.route('**/api/live', async (route) => {
    const response = await route.fetch();
    const quiet: LiveGames = { ...((await response.json()) as LiveGames), games: [], team_colours: {} };
    await route.fulfill({ response, json: quiet });
  });
  await page.goto('/live');
  await expect(page.getByText('No games are live right now.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the schedule' })).toHaveAttribute('href', '/schedule');
  await expectAccessible(page);
});

test("the header's Follow Live goes to /live while a game is live", async ({ page }) => {
  await page.goto('/');
  // The demo league has a game live now.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Follow Live' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live games' })).toBeVisible();
  await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible();
});

// Issue 20, item 5: the game page followed a game only when opened live or near its kick-off; a
// game started early stayed "Scheduled" and missed its goal.
test('the game page of a game days away shows its early kick-off and goal without reloading', async ({ page, baseURL, newAccount }) => {
  const { gameId, home, away, scorer, record } = await setUpGame(baseURL ?? '', newAccount, new Date(Date.now() + 2 * 24 * 60 * 60_000));

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/games/${gameId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${home.name} vs ${away.name}` })).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  await record({ type: 'kick_off', minute: 0 });
  await record({ type: 'goal', minute: 3, team_id: home.id, player_id: scorer.playerId });
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText(`Goal · ${home.name}: ${scorer.name}`)).toBeVisible();
  // Issue 20, item 4: the half and minute, and the newest event on top.
  await expect(page.getByRole('timer', { name: 'Match clock' })).toHaveText(/^1st half · \d+'$/);
  await expect(page.getByRole('list', { name: 'Events, latest first' }).getByRole('listitem').first()).toContainText('Goal ·');
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
