import type { MyNextGame } from '../../src/shared/api/availability';
import type { AdminScheduleGame } from '../../src/shared/api/admin-schedule';
import type { PublicSettings } from '../../src/shared/api/settings';
import type { CreateGameInput } from '../../src/shared/schemas/admin-schedule';
import { addToRoster, createDivision, createPeriod, createPlayer, createSeason, createTeam, registerWithoutPaying } from './factories';
import { expect, expectAccessible, newSignedInContext, rootAdminApi, test } from './fixtures';

test.slow();

const DAY_MS = 24 * 3_600_000;

test('a player with a team and a game ahead sees their next game at the top of home and answers Going from it', async ({ browser, baseURL, newAccount }) => {
  if (!baseURL) throw new Error('baseURL is set in playwright.config.ts');
  const admin = await rootAdminApi(baseURL);
  // The journey's own league: an upcoming season (an active one would become everyone's current season).
  const season = await createSeason(admin);
  const division = await createDivision(admin);
  const mine = await createTeam(admin, { season_id: season.id, division_id: division.id });
  const theirs = await createTeam(admin, { season_id: season.id, division_id: division.id });
  const player = await createPlayer(newAccount, { firstName: 'Nia' });
  await addToRoster(admin, mine.id, player.playerId);
  const startsAt = new Date(Date.now() + 2 * DAY_MS);
  startsAt.setUTCMinutes(0, 0, 0);
  const data: CreateGameInput = { home_team_id: theirs.id, away_team_id: mine.id, starts_at: startsAt.toISOString() };
  const created = await admin.post('/api/admin/games', { data });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as AdminScheduleGame;
  // A registration left unpaid: the panel says so and leads to where it is paid.
  const period = await createPeriod(admin, season.id, { division_id: division.id, fee_cents: 4500 });
  await registerWithoutPaying(player.account, period.id);
  const settings = (await (await player.account.api.get('/api/settings/public')).json()) as PublicSettings;

  const context = await newSignedInContext(browser, player.account, { viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Your next game' });
  // A first visit on a busy machine: the session, the roles, the panel's own chunk, its data.
  await expect(panel).toBeVisible({ timeout: 30_000 });
  // At the top: before the league's news.
  const panelTop = (await panel.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const newsTop = (await page.getByRole('heading', { level: 2, name: 'Upcoming games' }).boundingBox())?.y ?? 0;
  expect(panelTop).toBeLessThan(newsTop);

  await expect(panel.getByRole('link', { name: mine.name, exact: true })).toHaveAttribute('href', `/team/${mine.id}`);
  await expect(panel.getByRole('link', { name: `${mine.name} vs ${theirs.name}` })).toHaveAttribute('href', `/games/${game.id}`);
  await expect(panel).toContainText('(away)');
  // The kick-off in the league's time zone, whatever the phone's.
  const kickOff = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: settings.time_zone,
  }).format(startsAt);
  await expect(panel.locator('time')).toHaveText(kickOff);
  await expect(panel.getByText('Payment due')).toBeVisible();
  await expect(panel).toContainText('$45.00 due.');

  // Going, from the home page.
  const going = panel.getByRole('radio', { name: 'Going', exact: true });
  await expect(going).not.toBeChecked();
  await panel.getByText('Going', { exact: true }).click();
  await expect(going).toBeChecked();
  await expect.poll(async () => ((await (await player.account.api.get('/api/me/next-game')).json()) as MyNextGame).next_game?.my_status).toBe('going');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await page.reload();
  await expect(panel.getByRole('radio', { name: 'Going', exact: true })).toBeChecked({ timeout: 30_000 });

  // All the player's games are one tap away, from the panel and from the profile (decision 040).
  await panel.getByRole('link', { name: 'All your games' }).click();
  await expect(page).toHaveURL('/player/my-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'My schedule' })).toBeVisible({ timeout: 30_000 });
  // The team plays in an upcoming season, not the league's current one: My schedule shows that season.
  await expect(page.getByRole('link', { name: `${theirs.name} vs ${mine.name}` })).toHaveAttribute('href', `/games/${game.id}`);
  await page.goBack();

  await panel.getByRole('link', { name: 'Pay what is due' }).click();
  await expect(page).toHaveURL('/profile#profile-registrations');
  const yourGames = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Your games' }) });
  await yourGames.getByRole('link', { name: 'My schedule' }).click();
  await expect(page).toHaveURL('/player/my-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'My schedule' })).toBeVisible();
  await context.close();
});

test('a visitor signed out and a signed-in account with no player see no panel', async ({ browser, baseURL, newAccount }) => {
  if (!baseURL) throw new Error('baseURL is set in playwright.config.ts');
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  const asked: string[] = [];
  visitorPage.on('request', (r) => {
    if (r.url().includes('/api/me/next-game')) asked.push(r.url());
  });
  await visitorPage.goto('/');
  await expect(visitorPage.getByRole('heading', { level: 2, name: 'Upcoming games' })).toBeVisible({ timeout: 30_000 });
  await expect(visitorPage.getByRole('region', { name: 'Your next game' })).toHaveCount(0);
  expect(asked).toEqual([]);
  await visitor.close();

  const noPlayer = await newAccount({ firstName: 'Noel' });
  const context = await newSignedInContext(browser, noPlayer);
  const page = await context.newPage();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/me/next-game'));
  await page.goto('/');
  expect(((await (await answered).json()) as MyNextGame).player_id).toBeNull();
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming games' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your next game' })).toHaveCount(0);
  await context.close();
});
