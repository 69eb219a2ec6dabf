import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/index';
import { createGame, createLeague, minutesFromNow, type League } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer();
let server: TestServer;
let league: League;
beforeAll(async () => {
  server = t.server;
  league = await createLeague(server.db);
});
beforeEach(async () => {
  await server.db.delete(games);
});

async function liveCheck() {
  const response = await server.client().api('GET /api/games/live-check');
  expect(response.status).toBe(200);
  return response.body;
}

describe('GET /api/games/live-check', () => {
  it('answers anyone with null when no game is live', async () => {
    await createGame(server.db, league, { startsAt: minutesFromNow(60) });
    await createGame(server.db, league, { startsAt: minutesFromNow(-120), status: 'final', homeScore: 1, awayScore: 0 });
    expect(await liveCheck()).toEqual({ live_game_id: null });
  });

  it('answers with the id of the game flagged live', async () => {
    await createGame(server.db, league, { startsAt: minutesFromNow(60) });
    const liveId = await createGame(server.db, league, {
      startsAt: minutesFromNow(-30),
      status: 'live',
      isLive: true,
      homeTeamId: league.teamIds[2],
      awayTeamId: league.teamIds[3],
    });
    expect(await liveCheck()).toEqual({ live_game_id: liveId });
  });

  it('goes by the is_live flag, not the status', async () => {
    await createGame(server.db, league, { startsAt: minutesFromNow(-30), status: 'live', isLive: false });
    expect(await liveCheck()).toEqual({ live_game_id: null });
  });

  it('answers null again once the flag is cleared', async () => {
    const id = await createGame(server.db, league, { startsAt: minutesFromNow(-30), status: 'live', isLive: true });
    expect(await liveCheck()).toEqual({ live_game_id: id });
    await server.db.update(games).set({ isLive: false, status: 'final' }).where(eq(games.id, id));
    expect(await liveCheck()).toEqual({ live_game_id: null });
  });

  it('lets shared caches keep the answer only briefly (it is asked every 30 s)', async () => {
    const response = await server.client().api('GET /api/games/live-check');
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThan(30);
  });
});
