import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES } from '../../../shared/schemas/availability';
import { gameAvailability, teamRosters, userRoles } from '../../db/schema/index';
import { addToRoster, createGame, createLeague, createPlayer, createUser, minutesFromNow, type CreatedUser, type League } from '../../test/factories';
import type { HttpClient } from '../../test/http-client';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { AVAILABILITY_ERRORS } from './availability.service';
import type { Role } from '../../../shared/roles';

const t = withTestServer();
let server: TestServer;
let league: League;
let pastLeague: League;

interface Person {
  user: CreatedUser;
  playerId: string;
  name: string;
}
/** The callers: team A's player and captain, team C's player and captain, an admin on team B, and accounts without a team. */
const people = {} as Record<'playerA' | 'captainA' | 'playerC' | 'captainC' | 'adminB' | 'unrostered', Person>;
let adminWithoutPlayer: CreatedUser;
let refereeOnly: CreatedUser;
const games = { next: '', later: '', otherTeams: '', started: '', cancelled: '', final: '', live: '', pastSeason: '' };
const DAY = 24 * 60;

async function person(role: Role | null, firstName: string, teamId: string | null, rosterRole: 'player' | 'captain' = 'player'): Promise<Person> {
  const user = await createUser(server, { roles: role ? [role] : [] });
  const playerId = await createPlayer(server.db, {
    userId: user.userId,
    firstName,
    lastName: 'Tester',
    email: `${firstName}@private.test`,
    phone: '(416) 555-0101',
  });
  if (teamId) await addToRoster(server.db, { teamId, playerId, rosterRole });
  return { user, playerId, name: `${firstName} Tester` };
}

beforeAll(async () => {
  server = t.server;
  const db = server.db;
  pastLeague = await createLeague(db, { seasonStatus: 'completed' });
  league = await createLeague(db, { seasonStatus: 'active' });
  const [a, b, c, d] = league.teamIds;
  people.captainA = await person('captain', 'Cora', a, 'captain');
  people.playerA = await person(null, 'Pia', a);
  people.playerC = await person(null, 'Cal', c);
  people.captainC = await person('captain', 'Cyd', c, 'captain');
  people.adminB = await person('admin', 'Ada', b);
  people.unrostered = await person(null, 'Una', null);
  adminWithoutPlayer = await createUser(server, { roles: ['admin'] });
  refereeOnly = await createUser(server, { roles: ['referee'] });
  // A referee's account that is not a player: the role that /player/my-schedule is for is gone.
  await db.delete(userRoles).where(and(eq(userRoles.userId, refereeOnly.userId), eq(userRoles.role, 'player')));
  // Last season Pia played for the past league's team: none of those games are hers now.
  await addToRoster(db, { teamId: pastLeague.teamIds[0], playerId: people.playerA.playerId });

  games.later = await createGame(db, league, { startsAt: minutesFromNow(7 * DAY), homeTeamId: b, awayTeamId: a, round: 2 });
  games.next = await createGame(db, league, { startsAt: minutesFromNow(2 * DAY), homeTeamId: a, awayTeamId: b });
  games.otherTeams = await createGame(db, league, { startsAt: minutesFromNow(2 * DAY + 120), homeTeamId: c, awayTeamId: d });
  games.started = await createGame(db, league, { startsAt: minutesFromNow(-10), homeTeamId: a, awayTeamId: d, fieldId: null });
  games.cancelled = await createGame(db, league, { startsAt: minutesFromNow(3 * DAY), homeTeamId: a, awayTeamId: c, status: 'cancelled', fieldId: null });
  games.final = await createGame(db, league, { startsAt: minutesFromNow(-5 * DAY), homeTeamId: a, awayTeamId: c, status: 'final', homeScore: 2, awayScore: 1 });
  games.live = await createGame(db, league, { startsAt: minutesFromNow(-40), homeTeamId: c, awayTeamId: a, status: 'live', isLive: true, fieldId: null });
  games.pastSeason = await createGame(db, pastLeague, { startsAt: minutesFromNow(-200 * DAY) });
});

beforeEach(async () => {
  await server.db.delete(gameAvailability);
});

const answer = (client: HttpClient, gameId: string, body: unknown) => client.sendUnchecked('PUT', `/api/games/${gameId}/availability`, body);
const storedAnswers = () =>
  server.db
    .select({ gameId: gameAvailability.gameId, playerId: gameAvailability.playerId, status: gameAvailability.status, updatedAt: gameAvailability.updatedAt })
    .from(gameAvailability);

describe('PUT /api/games/:gameId/availability', () => {
  it("stores a rostered player's answer and answers with the game, their answer and the team's counts", async () => {
    const response = await answer(people.playerA.user.client, games.next, { status: 'going' });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      game: { id: games.next, status: 'scheduled' },
      team: { id: league.teamIds[0] },
      my_status: 'going',
      can_answer: true,
      counts: { going: 1, maybe: 0, not_going: 0, no_answer: 1 },
      // A player sees the counts, not who answered what.
      answers: null,
    });
    expect(await storedAnswers()).toEqual([{ gameId: games.next, playerId: people.playerA.playerId, status: 'going', updatedAt: expect.any(Date) }]);
  });

  it('is idempotent: the same answer again changes nothing; another answer replaces it', async () => {
    const client = people.playerA.user.client;
    expect((await answer(client, games.next, { status: 'maybe' })).status).toBe(200);
    const [first] = await storedAnswers();
    const again = await answer(client, games.next, { status: 'maybe' });
    expect(again.status).toBe(200);
    expect(again.body.counts).toEqual({ going: 0, maybe: 1, not_going: 0, no_answer: 1 });
    expect(await storedAnswers()).toEqual([first]);
    const changed = await answer(client, games.next, { status: 'not_going' });
    expect(changed.body).toMatchObject({ my_status: 'not_going', counts: { going: 0, maybe: 0, not_going: 1, no_answer: 1 } });
    expect((await storedAnswers()).map((a) => a.status)).toEqual(['not_going']);
  });

  it('keeps one answer when the same player sends several at once', async () => {
    const client = people.playerA.user.client;
    const statuses = ['going', 'maybe', 'going', 'not_going', 'going', 'maybe'] as const;
    const responses = await Promise.all(statuses.map((status) => answer(client, games.next, { status })));
    expect(responses.map((r) => r.status)).toEqual(statuses.map(() => 200));
    const stored = await storedAnswers();
    expect(stored).toHaveLength(1);
    expect(statuses).toContain(stored[0]?.status);
  });

  it("shows the team's captain and an admin who answered what, in roster order", async () => {
    await answer(people.playerA.user.client, games.next, { status: 'going' });
    const captain = await answer(people.captainA.user.client, games.next, { status: 'maybe' });
    expect(captain.status).toBe(200);
    expect(captain.body.answers).toEqual([
      { player: { id: people.captainA.playerId, name: people.captainA.name }, status: 'maybe' },
      { player: { id: people.playerA.playerId, name: people.playerA.name }, status: 'going' },
    ]);
    // The admin plays for the other side: their own team's answers.
    const admin = await answer(people.adminB.user.client, games.next, { status: 'not_going' });
    expect(admin.body).toMatchObject({ team: { id: league.teamIds[1] }, counts: { going: 0, maybe: 0, not_going: 1, no_answer: 0 } });
    expect(admin.body.answers).toEqual([{ player: { id: people.adminB.playerId, name: people.adminB.name }, status: 'not_going' }]);
    // Nothing private rides along with the names.
    expect(captain.text).not.toMatch(/private\.test|555-0101/);
  });

  it('refuses a player or captain of another team, and an account without a player profile, changing nothing', async () => {
    const refusals: [HttpClient, string][] = [
      [people.playerC.user.client, AVAILABILITY_ERRORS.notYourTeam],
      [people.captainC.user.client, AVAILABILITY_ERRORS.notYourTeam],
      [people.unrostered.user.client, AVAILABILITY_ERRORS.notYourTeam],
      [adminWithoutPlayer.client, AVAILABILITY_ERRORS.noPlayer],
    ];
    for (const [client, message] of refusals) {
      const response = await answer(client, games.next, { status: 'going' });
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({ code: 'FORBIDDEN', message });
    }
    expect(await storedAnswers()).toEqual([]);
  });

  it('refuses anonymous callers (401) and accounts without the player role (403)', async () => {
    const anonymous = await answer(server.client(), games.next, { status: 'going' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
    const referee = await answer(refereeOnly.client, games.next, { status: 'going' });
    expect(referee.status).toBe(403);
    expect(referee.body.error.code).toBe('FORBIDDEN');
    expect(await storedAnswers()).toEqual([]);
  });

  it('rejects a bad answer with its message, changing nothing', async () => {
    for (const body of [{ status: 'yes' }, { status: null }, {}, { status: 'Going' }]) {
      const response = await answer(people.playerA.user.client, games.next, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.error.issues).toEqual([{ path: 'status', message: AVAILABILITY_MESSAGES.status }]);
    }
    expect(await storedAnswers()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed game', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await answer(people.playerA.user.client, id, { status: 'going' });
      expect(response.status).toBe(404);
      expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'That game was not found.' });
    }
  });

  it('closes answers at kick-off and for games that are not scheduled (409)', async () => {
    const cases: [string, string][] = [
      [games.started, AVAILABILITY_ERRORS.started],
      [games.cancelled, AVAILABILITY_ERRORS.closed('cancelled')],
      [games.live, AVAILABILITY_ERRORS.closed('live')],
      [games.final, AVAILABILITY_ERRORS.closed('final')],
    ];
    for (const [gameId, message] of cases) {
      const response = await answer(people.playerA.user.client, gameId, { status: 'going' });
      expect(response.status).toBe(409);
      expect(response.body.error).toEqual({ code: 'CONFLICT', message });
    }
    expect(AVAILABILITY_ERRORS.closed('cancelled')).toBe('This game is cancelled: answers are closed.');
    expect(await storedAnswers()).toEqual([]);
  });
});

describe('GET /api/me/schedule', () => {
  const mySchedule = async (client: HttpClient) => {
    const response = await client.api('GET /api/me/schedule');
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  it("lists the player's team games of the current season: live and coming first, played after", async () => {
    await answer(people.playerA.user.client, games.later, { status: 'maybe' });
    const schedule = await mySchedule(people.playerA.user.client);
    expect(schedule.season?.id).toBe(league.seasonId);
    expect(schedule.player_id).toBe(people.playerA.playerId);
    expect(schedule.teams).toEqual([
      expect.objectContaining({ id: league.teamIds[0], is_captain: false, division: expect.objectContaining({ id: league.divisionId }) }),
    ]);
    expect(schedule.upcoming.map((g) => g.game.id)).toEqual([games.live, games.started, games.next, games.cancelled, games.later]);
    expect(schedule.recent.map((g) => g.game.id)).toEqual([games.final]);
    const later = schedule.upcoming.find((g) => g.game.id === games.later);
    expect(later).toMatchObject({ my_status: 'maybe', can_answer: true, counts: { going: 0, maybe: 1, not_going: 0, no_answer: 1 }, answers: null });
    expect(schedule.upcoming.filter((g) => g.can_answer).map((g) => g.game.id)).toEqual([games.next, games.later]);
    expect(schedule.recent[0]?.game).toMatchObject({ status: 'final', home_score: 2, away_score: 1 });
  });

  it("shows the team's captain who answered what, and nobody else's team", async () => {
    await answer(people.playerA.user.client, games.next, { status: 'going' });
    await answer(people.playerC.user.client, games.otherTeams, { status: 'going' });
    const schedule = await mySchedule(people.captainA.user.client);
    expect(schedule.teams[0]?.is_captain).toBe(true);
    const next = schedule.upcoming.find((g) => g.game.id === games.next);
    expect(next?.answers).toEqual([
      { player: { id: people.captainA.playerId, name: people.captainA.name }, status: null },
      { player: { id: people.playerA.playerId, name: people.playerA.name }, status: 'going' },
    ]);
    expect(schedule.upcoming.map((g) => g.game.id)).not.toContain(games.otherTeams);
    // Team C's captain sees team C's side of the same cancelled game, not team A's answers.
    const rival = await mySchedule(people.captainC.user.client);
    const shared = rival.upcoming.find((g) => g.game.id === games.cancelled);
    expect(shared?.team.id).toBe(league.teamIds[2]);
    expect(shared?.answers?.map((a) => a.player.id).sort()).toEqual([people.playerC.playerId, people.captainC.playerId].sort());
  });

  it('counts only the current roster: a player who left no longer counts', async () => {
    const leaver = await person(null, 'Lee', league.teamIds[0]);
    await answer(leaver.user.client, games.next, { status: 'going' });
    expect((await mySchedule(people.playerA.user.client)).upcoming.find((g) => g.game.id === games.next)?.counts).toEqual({
      going: 1,
      maybe: 0,
      not_going: 0,
      no_answer: 2,
    });
    await server.db.delete(teamRosters).where(eq(teamRosters.playerId, leaver.playerId));
    expect((await mySchedule(people.playerA.user.client)).upcoming.find((g) => g.game.id === games.next)?.counts).toEqual({
      going: 0,
      maybe: 0,
      not_going: 0,
      no_answer: 2,
    });
  });

  it('answers an account without a player profile or a team with an empty schedule', async () => {
    expect(await mySchedule(adminWithoutPlayer.client)).toEqual({
      season: expect.objectContaining({ id: league.seasonId }),
      player_id: null,
      teams: [],
      upcoming: [],
      recent: [],
    });
    expect(await mySchedule(people.unrostered.user.client)).toMatchObject({ player_id: people.unrostered.playerId, teams: [], upcoming: [], recent: [] });
  });

  it("shows a player whose only team is in next season that season's games, not an empty current season", async () => {
    const nextSeason = await createLeague(server.db, { seasonStatus: 'upcoming' });
    const newcomer = await person(null, 'Nia', nextSeason.teamIds[0]);
    const opener = await createGame(server.db, nextSeason, { startsAt: minutesFromNow(30 * DAY) });
    const schedule = await mySchedule(newcomer.user.client);
    expect(schedule.season?.id).toBe(nextSeason.seasonId);
    expect(schedule.teams.map((t) => t.id)).toEqual([nextSeason.teamIds[0]]);
    expect(schedule.upcoming.map((g) => g.game.id)).toEqual([opener]);
    // Pia has a team in the current season too: that one stays hers.
    await addToRoster(server.db, { teamId: nextSeason.teamIds[1], playerId: people.playerA.playerId });
    expect((await mySchedule(people.playerA.user.client)).season?.id).toBe(league.seasonId);
  });

  it('refuses anonymous callers (401) and accounts without the player role (403)', async () => {
    expect((await server.client().api('GET /api/me/schedule')).status).toBe(401);
    const referee = await refereeOnly.client.api('GET /api/me/schedule');
    expect(referee.status).toBe(403);
    expect(referee.error.code).toBe('FORBIDDEN');
  });
});
