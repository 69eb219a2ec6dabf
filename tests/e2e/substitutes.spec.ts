import type { APIRequestContext } from '@playwright/test';
import type { MySchedule } from '../../src/shared/api/availability';
import type { PublicTeamDetail, PublicTeamsList } from '../../src/shared/api/league-directory';
import { addToRoster, createPlayer, type Player } from './factories';
import { apiAs, expect, expectAccessible, newSignedInContext, rootAdminApi, test } from './fixtures';
import { DEMO_DIVISION_EXCEPTION } from './my-schedule-fixtures';

test.slow();

const DEMO_PASSWORD = 'demo-league-pass';
const SLOT_MS = 90 * 60_000;

/**
 * A game the demo player (Hannah, paid, waiver signed, Coed Open) may substitute in: a Coed Open
 * game not of her team, more than a game's slot away from each of her own games.
 */
async function gameForTheDemoPlayer(request: APIRequestContext, hannah: APIRequestContext) {
  const mine = (await (await hannah.get('/api/me/schedule')).json()) as MySchedule;
  const myTeams = new Set(mine.teams.map((t) => t.id));
  const myStarts = mine.upcoming.map((g) => Date.parse(g.game.starts_at));
  const list = (await (await request.get('/api/public/teams')).json()) as PublicTeamsList;
  const coed = list.groups.filter((g) => g.division.name === 'Coed Open').flatMap((g) => g.teams);
  for (const team of coed.filter((t) => !myTeams.has(t.id))) {
    const detail = (await (await request.get(`/api/public/teams/${team.id}`)).json()) as PublicTeamDetail;
    const game = detail.upcoming.find(
      (g) =>
        g.status === 'scheduled' &&
        Date.parse(g.starts_at) > Date.now() + 2 * 3_600_000 &&
        !myTeams.has(g.home_team.id) &&
        !myTeams.has(g.away_team.id) &&
        myStarts.every((start) => Math.abs(start - Date.parse(g.starts_at)) >= SLOT_MS),
    );
    if (game) return { teamId: team.id, teamName: team.name, gameId: game.id };
  }
  throw new Error('no Coed Open game the demo player could substitute in');
}

test('a captain requests a substitute and an eligible player claims it', async ({ browser, baseURL, request, newAccount }) => {
  const hannahApi = await apiAs(baseURL ?? '', 'player@demo.league', DEMO_PASSWORD);
  const { teamId, teamName, gameId } = await gameForTheDemoPlayer(request, hannahApi);
  const admin = await rootAdminApi(baseURL ?? '');
  const captain: Player = await createPlayer(newAccount, { firstName: 'Cameron' });
  await addToRoster(admin, teamId, captain.playerId, { ...DEMO_DIVISION_EXCEPTION, roster_role: 'captain' });

  // The captain asks on the game's formation page.
  const captainContext = await newSignedInContext(browser, captain.account);
  const captainPage = await captainContext.newPage();
  await captainPage.goto(`/captain/formation/${gameId}`);
  // A first visit on a busy machine: the session, the captain's teams, the page's chunk, the lineup.
  await expect(captainPage.getByRole('heading', { level: 2, name: 'Substitutes' })).toBeVisible({ timeout: 30_000 });
  await captainPage.getByLabel('Note for substitutes (optional)').fill('We need a defender');
  await captainPage.getByRole('button', { name: 'Request a substitute' }).click();
  await expect(captainPage.getByText('Substitute requested. Eligible players have been notified.')).toBeVisible();
  await expect(captainPage.getByText('Waiting for a player to claim it. (We need a defender)')).toBeVisible();

  // The demo player, notified, claims it on her schedule (on a phone).
  const hannahState = await hannahApi.storageState();
  const hannahContext = await browser.newContext({ baseURL, storageState: hannahState, viewport: { width: 360, height: 740 } });
  const hannahPage = await hannahContext.newPage();
  await hannahPage.goto('/player/my-schedule');
  const wanted = hannahPage.getByRole('region', { name: 'Substitutes wanted' });
  // Her first visit: the schedule, then the open requests she may claim, each checked against her eligibility.
  await expect(wanted).toBeVisible({ timeout: 60_000 });
  await wanted
    .getByRole('button', { name: `Claim the substitute spot for ${teamName}` })
    .first()
    .click();
  await expect(hannahPage.getByText(`You are ${teamName}'s substitute. The captain has been told.`)).toBeVisible();
  await expect(wanted.getByText(`You are ${teamName}'s substitute`, { exact: true })).toBeVisible();
  expect(await hannahPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(hannahPage);

  // The captain sees who claimed it, and the substitute is there to place in the lineup.
  await captainPage.reload();
  await expect(captainPage.getByText('Hannah Kowalski is your substitute. (We need a defender)')).toBeVisible({ timeout: 30_000 });
  await expect(captainPage.getByRole('button', { name: /^Hannah Kowalski \(substitute/ })).toBeVisible();

  await hannahContext.close();
  await captainContext.close();
});
