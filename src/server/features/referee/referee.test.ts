import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RefereeGameItem } from '../../../shared/api/referee';
import { gameReports, games } from '../../db/schema/index';
import { minutesFromNow } from '../../test/factories';
import type { HttpClient } from '../../test/http-client';
import { recorded, setUpGameDay, type GameDay } from '../../test/referee-factories';
import { withTestServer } from '../../test/with-test-server';
import { zonedDayAround as leagueDay } from '../../../shared/zoned-time';

const t = withTestServer({ personas: true });
let day: GameDay;
beforeAll(async () => {
  day = await setUpGameDay(t.server);
});

const dashboard = (client: HttpClient) => client.api('GET /api/referee/games');
const ids = (items: RefereeGameItem[]) => items.map((g) => g.id);

describe('leagueDay', () => {
  it("is midnight to midnight on the league's clocks", () => {
    const { start, end } = leagueDay(new Date('2026-10-17T03:30:00Z'), 'America/Toronto');
    expect(start.toISOString()).toBe('2026-10-16T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-10-17T04:00:00.000Z');
  });

  it('lasts 25 hours on the day the clocks go back', () => {
    const { start, end } = leagueDay(new Date('2026-11-01T15:00:00Z'), 'America/Toronto');
    expect(end.getTime() - start.getTime()).toBe(25 * 3_600_000);
  });
});

describe('GET /api/referee/games', () => {
  let assignedToday: string;
  let otherToday: string;
  let assignedNextWeek: string;
  let awaitingReport: string;
  let reported: string;

  beforeAll(async () => {
    await t.server.db.delete(games);
    assignedToday = await day.newGame({ startsAt: minutesFromNow(0) });
    otherToday = await day.newGame({ startsAt: minutesFromNow(0), refereeUserId: t.personas.referee.userId });
    assignedNextWeek = await day.newGame({ startsAt: minutesFromNow(7 * 24 * 60) });
    // Played two days ago with events; one reported, one not.
    awaitingReport = await day.newGame({ startsAt: minutesFromNow(-2 * 24 * 60) });
    reported = await day.newGame({ startsAt: minutesFromNow(-2 * 24 * 60 - 120) });
    for (const gameId of [awaitingReport, reported]) {
      await recorded(day.assignedReferee.client, gameId, 'kick_off');
      await recorded(day.assignedReferee.client, gameId, 'full_time');
    }
    await t.server.db.insert(gameReports).values({ gameId: reported, notes: 'Fine', submittedByUserId: day.assignedReferee.userId });
  });

  it('refuses anonymous (401), players and captains (403)', async () => {
    expect((await dashboard(t.personas.anonymous)).status).toBe(401);
    expect((await dashboard(t.personas.player.client)).status).toBe(403);
    expect((await dashboard(t.personas.captain.client)).status).toBe(403);
  });

  it("gives a referee only their own games: today's, upcoming, awaiting a report, and last week's", async () => {
    const response = await dashboard(day.assignedReferee.client);
    expect(response.status).toBe(200);
    const board = response.body;
    expect(board.scope).toBe('assigned');
    expect(ids(board.today)).toEqual([assignedToday]);
    expect(ids(board.upcoming)).toEqual([assignedNextWeek]);
    expect(ids(board.awaiting_report)).toEqual([awaitingReport]);
    expect(ids(board.recent)).toEqual([awaitingReport, reported]);
    expect(board.recent.map((g) => g.has_report)).toEqual([false, true]);
    expect(board.today[0]).toMatchObject({ status: 'scheduled', referee_name: expect.any(String), has_report: false });

    const other = (await dashboard(t.personas.referee.client)).body;
    expect(ids(other.today)).toEqual([otherToday]);
    expect(other.upcoming).toEqual([]);
  });

  it("gives admins and statisticians the league's games", async () => {
    for (const client of [t.personas.admin.client, t.personas.statistician.client]) {
      const board = (await dashboard(client)).body;
      expect(board.scope).toBe('league');
      expect(ids(board.today).sort()).toEqual([assignedToday, otherToday].sort());
      expect(ids(board.awaiting_report)).toEqual([awaitingReport]);
    }
  });

  it('lists a live game under today even when it kicked off before today', async () => {
    const longGame = await day.newGame({ startsAt: minutesFromNow(-26 * 60) });
    await recorded(day.assignedReferee.client, longGame, 'kick_off');
    expect(ids((await dashboard(day.assignedReferee.client)).body.today)).toContain(longGame);
    await t.server.db.delete(games).where(eq(games.id, longGame));
  });
});

describe('GET /api/referee/games/:gameId', () => {
  const detail = (client: HttpClient, gameId: string) => client.api('GET /api/referee/games/:gameId', { params: { gameId } });

  it('refuses anonymous (401), players, captains and a referee not assigned to the game (403)', async () => {
    const gameId = await day.newGame();
    expect((await detail(t.personas.anonymous, gameId)).status).toBe(401);
    for (const client of [t.personas.player.client, t.personas.captain.client, t.personas.referee.client]) {
      const response = await detail(client, gameId);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
    }
  });

  it('gives the assigned referee the game, its timeline and both rosters in jersey order, in referee mode', async () => {
    const gameId = await day.newGame();
    await recorded(day.assignedReferee.client, gameId, 'kick_off');
    const response = await detail(day.assignedReferee.client, gameId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      mode: 'referee',
      may_change_final: false,
      game: { id: gameId, status: 'live', events: [{ type: 'kick_off' }] },
      has_report: false,
    });
    expect(response.body.home_roster).toEqual(
      day.home.map((p, i) => ({ id: p.id, name: p.name, jersey_number: i + 7, suspended: false, suspension_games_left: 0, is_substitute: false })),
    );
    expect(response.body.away_roster.map((p) => p.id)).toEqual(day.away.map((p) => p.id));
  });

  it('gives a statistician the stats mode and an admin the referee mode', async () => {
    const gameId = await day.newGame();
    expect((await detail(t.personas.statistician.client, gameId)).body).toMatchObject({ mode: 'stats', may_change_final: true });
    expect((await detail(t.personas.admin.client, gameId)).body).toMatchObject({ mode: 'referee', may_change_final: true });
  });

  it('answers 404 for a game that does not exist', async () => {
    expect((await detail(day.assignedReferee.client, randomUUID())).status).toBe(404);
    expect((await detail(day.assignedReferee.client, 'nope')).status).toBe(404);
  });
});
