import { beforeAll, describe, expect, it } from 'vitest';
import { setUpDisciplineSeason, giveCard, type DisciplineSeason } from '../../test/discipline-factories';
import { withTestServer } from '../../test/with-test-server';

// The referee page's rosters flag the players a game must leave out (issue 14, decision 042).
const t = withTestServer({ personas: true });

let s: DisciplineSeason;
let red: string;
beforeAll(async () => {
  // Game 1 played; game 2 postponed; games 3 and 4 to come.
  s = await setUpDisciplineSeason(t.server, ['final', 'postponed', 'scheduled', 'scheduled']);
  red = await giveCard(t.server, { gameId: s.gameIds[0] ?? '', teamId: s.teamA, playerId: s.dana, type: 'red_card' });
});

async function rosterFlags(gameId: string) {
  const response = await t.personas.statistician.client.api('GET /api/referee/games/:gameId', { params: { gameId } });
  expect(response.status).toBe(200);
  return Object.fromEntries(
    [...response.body.home_roster, ...response.body.away_roster].map((p) => [p.id, { suspended: p.suspended, left: p.suspension_games_left }]),
  );
}

describe('GET /api/referee/games/:gameId rosters', () => {
  it('flag a red-carded player for the next game that will be played, with the games left', async () => {
    expect(await rosterFlags(s.gameIds[2] ?? '')).toEqual({
      [s.dana]: { suspended: true, left: 1 },
      [s.eli]: { suspended: false, left: 0 },
      [s.fay]: { suspended: false, left: 0 },
    });
  });

  it('do not flag the player for the postponed game, the game of the card, or the game after the suspension', async () => {
    for (const gameId of [s.gameIds[0], s.gameIds[1], s.gameIds[3]]) {
      expect((await rosterFlags(gameId ?? ''))[s.dana]).toEqual({ suspended: false, left: 0 });
    }
  });

  it('drop the flag once an admin lifts the suspension', async () => {
    const lifted = await t.personas.admin.client.api('PUT /api/admin/discipline/adjustments', {
      body: {
        season_id: s.league.seasonId,
        player_id: s.dana,
        suspension_key: `red:${red}`,
        games: 0,
        reason: 'Referee withdrew the card.',
      },
    });
    expect(lifted.status).toBe(200);
    expect((await rosterFlags(s.gameIds[2] ?? ''))[s.dana]).toEqual({ suspended: false, left: 0 });
  });
});
