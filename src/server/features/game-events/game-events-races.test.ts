import { beforeAll, describe, expect, it } from 'vitest';
import { eventBody, liveEventRows, recordEvent, recorded, setUpGameDay, storedGame, type GameDay } from '../../test/referee-factories';
import { withTestServer } from '../../test/with-test-server';

// Writes at once to one game. On PostgreSQL (TEST_DATABASE_URL) they really run at once, each
// on its own connection: the game's row lock and the client-key index must settle them.

const t = withTestServer({ personas: true });
let day: GameDay;
beforeAll(async () => {
  day = await setUpGameDay(t.server);
});

describe('events sent at once to one game', () => {
  it('two devices sending many goals at once leave a score equal to the goals stored', async () => {
    const gameId = await day.newGame();
    await recorded(day.assignedReferee.client, gameId, 'kick_off');
    const [home, away] = day.league.teamIds;
    const fromReferee = Array.from({ length: 12 }, (_, i) =>
      recordEvent(day.assignedReferee.client, gameId, eventBody('goal', { minute: i, team_id: home, player_id: day.home[i % 3]?.id })),
    );
    const fromStats = Array.from({ length: 12 }, (_, i) =>
      recordEvent(
        t.personas.statistician.client,
        gameId,
        eventBody(i % 4 === 0 ? 'own_goal' : 'goal', { minute: i, team_id: away, player_id: day.away[i % 3]?.id }),
      ),
    );
    const answers = await Promise.all([...fromReferee, ...fromStats]);
    expect(answers.map((a) => a.status)).toEqual(Array(24).fill(201));

    const rows = await liveEventRows(t.server, gameId);
    const homeGoals = rows.filter((e) => (e.type === 'goal' && e.teamId === home) || (e.type === 'own_goal' && e.teamId === away)).length;
    const awayGoals = rows.filter((e) => (e.type === 'goal' && e.teamId === away) || (e.type === 'own_goal' && e.teamId === home)).length;
    expect(homeGoals + awayGoals).toBe(24);
    expect(await storedGame(t.server, gameId)).toMatchObject({ homeScore: homeGoals, awayScore: awayGoals });
    // The last answer to commit saw every goal: the highest totals among the answers are the stored ones.
    const totals = answers.map((a) => (a.body.game.home_score ?? 0) + (a.body.game.away_score ?? 0));
    expect(Math.max(...totals)).toBe(24);
    expect(new Set(totals).size).toBe(24);
  });

  it('the same client_key sent many times at once is stored once, and every answer names that event', async () => {
    const gameId = await day.newGame();
    await recorded(day.assignedReferee.client, gameId, 'kick_off');
    const body = eventBody('goal', { team_id: day.league.teamIds[0], player_id: day.home[0]?.id });
    const answers = await Promise.all(Array.from({ length: 8 }, () => recordEvent(day.assignedReferee.client, gameId, body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect(new Set(answers.map((a) => a.body.event_id)).size).toBe(1);
    expect((await liveEventRows(t.server, gameId)).filter((e) => e.clientKey === body.client_key)).toHaveLength(1);
    expect((await storedGame(t.server, gameId)).homeScore).toBe(1);
  });

  it('two kick-offs at once (two devices) make one live game and one 409', async () => {
    const gameId = await day.newGame();
    const answers = await Promise.all([
      recordEvent(day.assignedReferee.client, gameId, eventBody('kick_off')),
      recordEvent(t.personas.admin.client, gameId, eventBody('kick_off')),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await liveEventRows(t.server, gameId)).filter((e) => e.type === 'kick_off')).toHaveLength(1);
    expect(await storedGame(t.server, gameId)).toMatchObject({ status: 'live', isLive: true });
  });
});
