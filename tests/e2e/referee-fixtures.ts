import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminScheduleGame } from '../../src/shared/api/admin-schedule';
import type { RefereeGame } from '../../src/shared/api/referee';
import type { CreateGameInput } from '../../src/shared/schemas/admin-schedule';
import { addToRoster, createDivision, createPlayer, createSeason, createTeam, type Named, type Player } from './factories';
import { expect, rootAdminApi, type Account, type NewAccountOptions } from './fixtures';

/** A game about to kick off (or at `startsAt`) between two new teams, with rostered players and the referee assigned. */
export interface RefereeGameSetup {
  gameId: string;
  home: Named;
  away: Named;
  /** Home #7, home #9, away #4. */
  scorer: Player;
  assist: Player;
  awayPlayer: Player;
}

/**
 * Made through the API as the league's admin makes it (decision 038's POST /api/admin/games
 * assigns the referee), so the journey needs no demo data and no other journey's.
 */
export async function setUpRefereeGame(
  baseURL: string,
  newAccount: (options?: NewAccountOptions) => Promise<Account>,
  referee: Account,
  { startsAt = new Date() }: { startsAt?: Date } = {},
): Promise<RefereeGameSetup> {
  const admin = await rootAdminApi(baseURL);
  const season = await createSeason(admin);
  const division = await createDivision(admin);
  const home = await createTeam(admin, { season_id: season.id, division_id: division.id });
  const away = await createTeam(admin, { season_id: season.id, division_id: division.id });
  const [scorer, assist, awayPlayer] = await Promise.all([
    createPlayer(newAccount, { firstName: 'Sam' }),
    createPlayer(newAccount, { firstName: 'Alex' }),
    createPlayer(newAccount, { firstName: 'Yuri' }),
  ]);
  await addToRoster(admin, home.id, scorer.playerId, { jersey_number: 7 });
  await addToRoster(admin, home.id, assist.playerId, { jersey_number: 9 });
  await addToRoster(admin, away.id, awayPlayer.playerId, { jersey_number: 4 });
  const data: CreateGameInput = { home_team_id: home.id, away_team_id: away.id, starts_at: startsAt.toISOString(), referee_user_id: referee.id };
  const created = await admin.post('/api/admin/games', { data });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as AdminScheduleGame;
  return { gameId: game.id, home, away, scorer, assist, awayPlayer };
}

/** The game as the referee API has it (events, score). */
export async function refereeView(api: APIRequestContext, gameId: string): Promise<RefereeGame> {
  const response = await api.get(`/api/referee/games/${gameId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RefereeGame;
}

/** Records a goal on the referee's game page through its dialog: the team, then the scorer as listed ("#7 Name"). */
export async function recordGoal(page: Page, teamName: string, scorerOption: string): Promise<void> {
  await page.getByRole('button', { name: 'Goal', exact: true }).click();
  const goal = page.getByRole('dialog', { name: 'Goal' });
  await goal.getByRole('radio', { name: teamName }).click();
  await goal.getByLabel('Scorer').selectOption({ label: scorerOption });
  await goal.getByRole('button', { name: 'Save goal' }).click();
}
