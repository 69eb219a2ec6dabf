import type { APIRequestContext, Page } from '@playwright/test';
import type { PublicTeamDetail, PublicTeamsList } from '../../src/shared/api/league-directory';
import { addToRoster, createPlayer, type Player } from './factories';
import { rootAdminApi } from './fixtures';

// The players of /player/my-schedule's journeys: rostered on a team with a game still open for answers.

const HOUR_MS = 3_600_000;

/**
 * A team of the current season (the demo league's) with a game still open for answers: the
 * player's schedule shows the current season. Picked at random among those, so journeys that
 * run at once rarely share one; the counts are read before and after, never assumed.
 */
export async function teamWithOpenGame(request: APIRequestContext): Promise<{ teamId: string; gameId: string }> {
  const list = (await (await request.get('/api/public/teams')).json()) as PublicTeamsList;
  const teams = list.groups.flatMap((group) => group.teams).sort(() => Math.random() - 0.5);
  for (const team of teams) {
    const detail = (await (await request.get(`/api/public/teams/${team.id}`)).json()) as PublicTeamDetail;
    const open = detail.upcoming.find((game) => game.status === 'scheduled' && Date.parse(game.starts_at) > Date.now() + 2 * HOUR_MS);
    if (open) return { teamId: team.id, gameId: open.id };
  }
  throw new Error('no team of the current season has a game ahead');
}

/** The game's card on /player/my-schedule. */
export const gameCard = (page: Page, gameId: string) => page.getByRole('listitem').filter({ has: page.locator(`a[href="/games/${gameId}"]`) });

/** The demo team's division has age and gender rules; the journey's players have neither on file. */
export const DEMO_DIVISION_EXCEPTION = { eligibility_exception_reason: 'Journey player without a date of birth on file' };

/** A new player (and, when asked, a captain) on a team of the current season with a game open for answers. */
export async function rosteredOnOpenGame(request: APIRequestContext, baseURL: string | undefined, newAccount: Parameters<typeof createPlayer>[0]) {
  const { teamId, gameId } = await teamWithOpenGame(request);
  const admin = await rootAdminApi(baseURL ?? '');
  const player: Player = await createPlayer(newAccount);
  await addToRoster(admin, teamId, player.playerId, DEMO_DIVISION_EXCEPTION);
  return { teamId, gameId, admin, player };
}
