import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameAvailability, registrations, userRoles } from '../../db/schema/index';
import { addToRoster, createGame, createLeague, createPlayer, createUser, minutesFromNow, type CreatedUser, type League } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import type { Role } from '../../../shared/roles';

const t = withTestServer();
let server: TestServer;
let league: League;
let nextSeason: League;
const DAY = 24 * 60;

interface Person {
  user: CreatedUser;
  playerId: string;
}
let pia: Person; // team A of the active season, with a registration to pay
let cal: Person; // team C, captain
let ned: Person; // only on a team of next season (upcoming)
let una: Person; // a player on no team
let noPlayer: CreatedUser;
let refereeOnly: CreatedUser;
const games = { next: '', later: '', cancelledSooner: '', otherTeams: '', nextSeasonFirst: '' };

async function person(firstName: string, teamId: string | null, rosterRole: 'player' | 'captain' = 'player', roles: Role[] = []): Promise<Person> {
  const user = await createUser(server, { roles });
  const playerId = await createPlayer(server.db, { userId: user.userId, firstName, lastName: 'Tester' });
  if (teamId) await addToRoster(server.db, { teamId, playerId, rosterRole });
  return { user, playerId };
}

beforeAll(async () => {
  server = t.server;
  const db = server.db;
  league = await createLeague(db, { seasonStatus: 'active' });
  nextSeason = await createLeague(db, { seasonStatus: 'upcoming' });
  const [a, b, c, d] = league.teamIds;
  pia = await person('Pia', a);
  cal = await person('Cal', c, 'captain', ['captain']);
  ned = await person('Ned', nextSeason.teamIds[0]);
  una = await person('Una', null);
  noPlayer = await createUser(server);
  refereeOnly = await createUser(server, { roles: ['referee'] });
  await db.delete(userRoles).where(and(eq(userRoles.userId, refereeOnly.userId), eq(userRoles.role, 'player')));

  await createGame(db, league, { startsAt: minutesFromNow(-3 * DAY), homeTeamId: a, awayTeamId: b, status: 'final', homeScore: 1, awayScore: 0 });
  games.cancelledSooner = await createGame(db, league, { startsAt: minutesFromNow(DAY), homeTeamId: a, awayTeamId: d, status: 'cancelled' });
  games.next = await createGame(db, league, { startsAt: minutesFromNow(2 * DAY), homeTeamId: b, awayTeamId: a });
  games.later = await createGame(db, league, { startsAt: minutesFromNow(9 * DAY), homeTeamId: a, awayTeamId: c });
  games.otherTeams = await createGame(db, league, { startsAt: minutesFromNow(DAY + 60), homeTeamId: c, awayTeamId: d });
  games.nextSeasonFirst = await createGame(db, nextSeason, {
    startsAt: minutesFromNow(60 * DAY),
    homeTeamId: nextSeason.teamIds[1],
    awayTeamId: nextSeason.teamIds[0],
  });

  await db.insert(registrations).values([
    {
      playerId: pia.playerId,
      userId: pia.user.userId,
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      status: 'pending_payment',
      feeCents: 9000,
      discountCents: 1000,
    },
    {
      playerId: cal.playerId,
      userId: cal.user.userId,
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      status: 'paid',
      feeCents: 9000,
      amountPaidCents: 9000,
    },
  ]);
});

const nextGameOf = (user: CreatedUser) => user.client.api('GET /api/me/next-game');

describe('GET /api/me/next-game', () => {
  it('refuses an anonymous caller with 401', async () => {
    const response = await server.client().api('GET /api/me/next-game');
    expect(response.status).toBe(401);
    expect(response.error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an account without a player-area role with 403', async () => {
    const response = await nextGameOf(refereeOnly);
    expect(response.status).toBe(403);
    expect(response.error.code).toBe('FORBIDDEN');
  });

  it('gives a player their team, the soonest game ahead that will be played, their answer, and what they owe', async () => {
    await server.db.insert(gameAvailability).values({ gameId: games.next, playerId: pia.playerId, status: 'maybe' });
    const response = await nextGameOf(pia.user);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      player_id: pia.playerId,
      teams: [{ id: league.teamIds[0] }],
      // Not the cancelled game a day sooner, nor another team's game.
      next_game: {
        game: { id: games.next, status: 'scheduled', home_team: { id: league.teamIds[1] }, away_team: { id: league.teamIds[0] }, field: 'Field 1' },
        team: { id: league.teamIds[0] },
        my_status: 'maybe',
        can_answer: true,
        answers: null,
      },
      payments_due: [{ season_name: expect.any(String), division_name: expect.any(String), amount_due_cents: 8000 }],
    });
  });

  it("shows only the caller's own: another team's player gets their game and owes nothing", async () => {
    const response = await nextGameOf(cal.user);
    expect(response.status).toBe(200);
    expect(response.body.teams).toEqual([{ id: league.teamIds[2], name: expect.any(String) }]);
    expect(response.body.next_game?.game.id).toBe(games.otherTeams);
    expect(response.body.next_game?.my_status).toBeNull();
    // A captain sees who answered what, as on their schedule.
    expect(response.body.next_game?.answers).toEqual([{ player: { id: cal.playerId, name: 'Cal Tester' }, status: null }]);
    expect(response.body.payments_due).toEqual([]);
  });

  it("finds the first game of a team of a season that has not started (not only the current season's)", async () => {
    const response = await nextGameOf(ned.user);
    expect(response.status).toBe(200);
    expect(response.body.next_game?.game.id).toBe(games.nextSeasonFirst);
  });

  it('answers a player on no team and an account with no player with nothing to show', async () => {
    expect((await nextGameOf(una.user)).body).toEqual({ player_id: una.playerId, teams: [], next_game: null, payments_due: [] });
    expect((await nextGameOf(noPlayer)).body).toEqual({ player_id: null, teams: [], next_game: null, payments_due: [] });
  });

  it('reflects an answer given through the RSVP endpoint', async () => {
    const put = await pia.user.client.api('PUT /api/games/:gameId/availability', { params: { gameId: games.next }, body: { status: 'going' } });
    expect(put.status).toBe(200);
    expect((await nextGameOf(pia.user)).body.next_game?.my_status).toBe('going');
  });
});
