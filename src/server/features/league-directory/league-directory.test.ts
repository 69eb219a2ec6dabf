import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPlayerProfile, PublicPlayersPage, PublicTeamDetail, PublicTeamsList } from '../../../shared/api/league-directory';
import { PUBLIC_PLAYERS_PAGE_SIZE } from '../../../shared/league-directory';
import type { ApiErrorBody } from '../../../shared/api-error';
import { divisions, players, teams } from '../../db/schema/index';
import { addToRoster, createGame, createLeague, createWaitlistEntry, minutesFromNow, type League } from '../../test/factories';
import { createFullPlayer, createRosteredPlayer, PRIVATE_PLAYER_VALUES } from '../../test/league-directory-factories';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer();
let server: TestServer;
let current: League;
let past: League;
/** A second division of the current season, with two teams. */
const second = { divisionId: '', divisionName: '', teamIds: ['', ''] };
const ids = {
  captain: '',
  coCaptain: '',
  numbered: '',
  unnumbered: '',
  teamB: '',
  waitlistOnly: '',
  veteran: '',
  resultFinal: '',
  resultForfeit: '',
  upcomingLive: '',
  upcomingSoon: '',
  upcomingLater: '',
};
const PRIVATE_KEYS = /e-?mail|phone|birth|dob|emergency|health|condition|notes?$|payment|stripe|password|token|secret|gender|skill/i;

beforeAll(async () => {
  server = t.server;
  const db = server.db;
  past = await createLeague(db, { seasonName: 'Past Season', seasonStatus: 'completed' });
  current = await createLeague(db, { seasonName: 'Current Season', seasonStatus: 'active' });
  const [a, b, c, d] = current.teamIds;
  await db.update(teams).set({ primaryColor: '#aa0000', secondaryColor: '#00aa00' }).where(eq(teams.id, a));

  // A second division, named to sort before the league's ("Division <tag>").
  second.divisionName = `Alpha ${uniqueId()}`;
  const [division] = await db.insert(divisions).values({ name: second.divisionName }).returning({ id: divisions.id });
  if (!division) throw new Error('division not stored');
  second.divisionId = division.id;
  const secondTeams = await db
    .insert(teams)
    .values(['East', 'West'].map((name) => ({ seasonId: current.seasonId, divisionId: division.id, name: `${name} ${uniqueId()}` })))
    .returning({ id: teams.id, name: teams.name });
  secondTeams.sort((x, y) => x.name.localeCompare(y.name));
  second.teamIds = secondTeams.map((t) => t.id);

  // Team A's roster, created out of order so that only sorting puts it right.
  ids.unnumbered = await createRosteredPlayer(db, a, { firstName: 'Una', lastName: 'Zed' });
  ids.numbered = await createRosteredPlayer(db, a, { firstName: 'Nina', lastName: 'Nine', jerseyNumber: 9, preferredPosition: 'Defense' });
  ids.coCaptain = await createRosteredPlayer(db, a, { firstName: 'Cora', lastName: 'Cocap', jerseyNumber: 4, rosterRole: 'co_captain' });
  ids.captain = await createRosteredPlayer(db, a, {
    firstName: 'Cap',
    lastName: 'Tain',
    jerseyNumber: 10,
    rosterRole: 'captain',
    photoUrl: 'https://example.test/photo.webp',
    preferredPosition: 'Midfield',
  });
  ids.teamB = await createRosteredPlayer(db, b, { firstName: 'Bea', lastName: 'Bravo', jerseyNumber: 1 });
  await createRosteredPlayer(db, second.teamIds[0] ?? '', { firstName: 'Eve', lastName: 'East' });

  // A veteran: last season on the past league's team A, this season the captain... of team C.
  ids.veteran = await createRosteredPlayer(db, past.teamIds[0], { firstName: 'Vera', lastName: 'Veteran', jerseyNumber: 22 });
  await addToRoster(db, { teamId: c, playerId: ids.veteran, jerseyNumber: 5, rosterRole: 'captain' });

  // A player record that is on no roster: known to the league, with no public page.
  ids.waitlistOnly = await createFullPlayer(db, { firstName: 'Wally', lastName: 'Waiting' });
  await createWaitlistEntry(db, { firstName: 'Wally', lastName: 'Waiting', seasonId: current.seasonId, divisionId: current.divisionId });

  ids.resultForfeit = await createGame(db, current, {
    startsAt: minutesFromNow(-14 * 24 * 60),
    status: 'forfeit',
    homeTeamId: c,
    awayTeamId: a,
    homeScore: 0,
    awayScore: 3,
  });
  ids.resultFinal = await createGame(db, current, {
    startsAt: minutesFromNow(-7 * 24 * 60),
    status: 'final',
    homeTeamId: a,
    awayTeamId: b,
    homeScore: 2,
    awayScore: 1,
  });
  ids.upcomingLater = await createGame(db, current, { startsAt: minutesFromNow(7 * 24 * 60), homeTeamId: d, awayTeamId: a });
  ids.upcomingLive = await createGame(db, current, {
    startsAt: minutesFromNow(-30),
    status: 'live',
    isLive: true,
    homeTeamId: a,
    awayTeamId: c,
    homeScore: 0,
    awayScore: 0,
  });
  ids.upcomingSoon = await createGame(db, current, { startsAt: minutesFromNow(60), homeTeamId: b, awayTeamId: a });
  // Neither results nor upcoming: a stale scheduled game, a postponed one, and other teams' games.
  await createGame(db, current, { startsAt: minutesFromNow(-24 * 60), homeTeamId: a, awayTeamId: d });
  await createGame(db, current, { startsAt: minutesFromNow(3 * 24 * 60), status: 'postponed', homeTeamId: a, awayTeamId: d });
  await createGame(db, current, { startsAt: minutesFromNow(-3 * 24 * 60), status: 'final', homeTeamId: b, awayTeamId: c, homeScore: 1, awayScore: 1 });
  await createGame(db, current, { startsAt: minutesFromNow(2 * 24 * 60), homeTeamId: c, awayTeamId: d });
});

/** GET as an anonymous visitor, checking no private field or value is in the answer. */
async function anonymousGet<T>(path: string) {
  const response = await server.client().request<T>('GET', path);
  const keys = JSON.stringify(response.body).match(/"([^"]+)":/g) ?? [];
  expect(keys.filter((k) => PRIVATE_KEYS.test(k.slice(1, -2)))).toEqual([]);
  for (const value of Object.values(PRIVATE_PLAYER_VALUES)) {
    // Numbers (the skill level) turn up in ids; their key is checked above instead.
    if (typeof value === 'string') expect(response.text).not.toContain(value);
  }
  expect(response.text).not.toMatch(/@example\.test|example\.com/);
  return response;
}

function errorOf(body: unknown): ApiErrorBody['error'] {
  return (body as ApiErrorBody).error;
}

describe('GET /api/public/teams', () => {
  it("answers anyone with the current season's teams by division, with colours and roster sizes", async () => {
    const { status, body } = await anonymousGet<PublicTeamsList>('/api/public/teams');
    expect(status).toBe(200);
    expect(body.season).toEqual({ id: current.seasonId, name: 'Current Season', status: 'active' });
    expect(body.seasons.map((s) => s.name)).toEqual(expect.arrayContaining(['Current Season', 'Past Season']));
    expect(body.divisions.map((d) => d.id)).toEqual([second.divisionId, current.divisionId]);
    expect(body.groups.map((g) => g.division.id)).toEqual([second.divisionId, current.divisionId]);
    const league = body.groups[1];
    expect(league?.teams.map((t) => t.id)).toEqual(current.teamIds);
    expect(league?.teams[0]).toEqual({
      id: current.teamIds[0],
      name: expect.stringMatching(/ A$/),
      primary_color: '#aa0000',
      secondary_color: '#00aa00',
      roster_size: 4,
    });
    expect(league?.teams.map((t) => t.roster_size)).toEqual([4, 1, 1, 0]);
    expect(body.groups[0]?.teams.map((t) => t.roster_size)).toEqual([1, 0]);
  });

  it('shows another season when asked', async () => {
    const { body } = await anonymousGet<PublicTeamsList>(`/api/public/teams?season_id=${past.seasonId}`);
    expect(body.season?.name).toBe('Past Season');
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0]?.teams.map((t) => t.id)).toEqual(past.teamIds);
    expect(body.groups[0]?.teams.map((t) => t.roster_size)).toEqual([1, 0, 0, 0]);
  });

  it('filters by division, still offering every division of the season', async () => {
    const { body } = await anonymousGet<PublicTeamsList>(`/api/public/teams?season_id=${current.seasonId}&division_id=${second.divisionId}`);
    expect(body.division_id).toBe(second.divisionId);
    expect(body.groups.map((g) => g.division.name)).toEqual([second.divisionName]);
    expect(body.groups[0]?.teams.map((t) => t.id)).toEqual(second.teamIds);
    expect(body.divisions).toHaveLength(2);
  });

  it('treats an empty filter as none', async () => {
    const { status, body } = await anonymousGet<PublicTeamsList>('/api/public/teams?season_id=&division_id=');
    expect(status).toBe(200);
    expect(body.groups).toHaveLength(2);
  });

  it('rejects a malformed season with its message, and an unknown one with 404', async () => {
    const bad = await server.client().api('GET /api/public/teams', { query: { season_id: 'not-an-id' } });
    expect(bad.status).toBe(422);
    expect(errorOf(bad.body).message).toBe('Season must be a season id.');
    const badDivision = await server.client().api('GET /api/public/teams', { query: { division_id: '1' } });
    expect(badDivision.status).toBe(422);
    expect(errorOf(badDivision.body).message).toBe('Division must be a division id.');
    const unknown = await server.client().api('GET /api/public/teams', { query: { season_id: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).message).toBe('That season was not found.');
  });
});

describe('GET /api/public/teams/:teamId', () => {
  it('shows the team, its season and division, and its roster captain first with public fields only', async () => {
    const { status, body } = await anonymousGet<PublicTeamDetail>(`/api/public/teams/${current.teamIds[0]}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: current.teamIds[0],
      primary_color: '#aa0000',
      secondary_color: '#00aa00',
      season: { id: current.seasonId, name: 'Current Season' },
      division: { id: current.divisionId },
    });
    expect(body.roster.map((m) => m.player_id)).toEqual([ids.captain, ids.coCaptain, ids.numbered, ids.unnumbered]);
    expect(body.roster[0]).toEqual({
      player_id: ids.captain,
      first_name: 'Cap',
      last_name: 'Tain',
      photo_url: 'https://example.test/photo.webp',
      jersey_number: 10,
      roster_role: 'captain',
      preferred_position: 'Midfield',
    });
    expect(body.roster.map((m) => m.roster_role)).toEqual(['captain', 'co_captain', 'player', 'player']);
    expect(body.roster[3]).toMatchObject({ jersey_number: null, photo_url: null, preferred_position: null });
  });

  it('lists results latest first and upcoming games soonest first, live included', async () => {
    const { body } = await anonymousGet<PublicTeamDetail>(`/api/public/teams/${current.teamIds[0]}`);
    expect(body.results.map((g) => g.id)).toEqual([ids.resultFinal, ids.resultForfeit]);
    expect(body.results[0]).toMatchObject({ status: 'final', home_score: 2, away_score: 1, home_team: { id: current.teamIds[0] } });
    expect(body.upcoming.map((g) => g.id)).toEqual([ids.upcomingLive, ids.upcomingSoon, ids.upcomingLater]);
  });

  it('shows a team with no players or games', async () => {
    const { status, body } = await anonymousGet<PublicTeamDetail>(`/api/public/teams/${second.teamIds[1]}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ roster: [], results: [], upcoming: [], division: { name: second.divisionName } });
  });

  it('answers 404 for an unknown or malformed team id', async () => {
    const unknown = await server.client().api('GET /api/public/teams/:teamId', { params: { teamId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).message).toBe('That team was not found.');
    expect((await server.client().api('GET /api/public/teams/:teamId', { params: { teamId: 'not-a-team' } })).status).toBe(404);
  });
});

describe('GET /api/public/players', () => {
  it("lists the current season's rostered players by last name, with team and jersey", async () => {
    const { status, body } = await anonymousGet<PublicPlayersPage>('/api/public/players');
    expect(status).toBe(200);
    expect(body.season?.id).toBe(current.seasonId);
    // Team A's four, team B's one, the veteran on team C, Eve in the second division.
    expect(body.total).toBe(7);
    expect(body.items.map((p) => p.last_name)).toEqual(['Bravo', 'Cocap', 'East', 'Nine', 'Tain', 'Veteran', 'Zed']);
    expect(body.items.find((p) => p.id === ids.captain)).toEqual({
      id: ids.captain,
      first_name: 'Cap',
      last_name: 'Tain',
      photo_url: 'https://example.test/photo.webp',
      jersey_number: 10,
      team: { id: current.teamIds[0], name: expect.stringMatching(/ A$/), primary_color: '#aa0000', secondary_color: '#00aa00' },
      division: { id: current.divisionId, name: expect.any(String) },
    });
    expect(body.items.find((p) => p.id === ids.veteran)?.jersey_number).toBe(5);
    expect(body.items.map((p) => p.id)).not.toContain(ids.waitlistOnly);
    expect(body).toMatchObject({ page: 1, page_size: PUBLIC_PLAYERS_PAGE_SIZE });
    expect(body.divisions.map((d) => d.id)).toEqual([second.divisionId, current.divisionId]);
    expect(body.teams).toHaveLength(6);
  });

  it("filters by division and team, and offers the division's teams only", async () => {
    const byDivision = await anonymousGet<PublicPlayersPage>(`/api/public/players?division_id=${second.divisionId}`);
    expect(byDivision.body.items.map((p) => p.last_name)).toEqual(['East']);
    expect(byDivision.body.teams.map((t) => t.id)).toEqual(second.teamIds);
    const byTeam = await anonymousGet<PublicPlayersPage>(`/api/public/players?team_id=${current.teamIds[1]}`);
    expect(byTeam.body.items.map((p) => p.id)).toEqual([ids.teamB]);
    expect(byTeam.body.total).toBe(1);
  });

  it('searches first and last names, whole or in part', async () => {
    const full = await anonymousGet<PublicPlayersPage>('/api/public/players?q=cap%20tain');
    expect(full.body.items.map((p) => p.id)).toEqual([ids.captain]);
    const part = await anonymousGet<PublicPlayersPage>('/api/public/players?q=NIN');
    expect(part.body.items.map((p) => p.id)).toEqual([ids.numbered]);
    const none = await anonymousGet<PublicPlayersPage>('/api/public/players?q=%25');
    expect(none.body.total).toBe(0);
  });

  it("shows a past season's players, with the jersey of that season", async () => {
    const { body } = await anonymousGet<PublicPlayersPage>(`/api/public/players?season_id=${past.seasonId}`);
    expect(body.items.map((p) => [p.id, p.jersey_number])).toEqual([[ids.veteran, 22]]);
  });

  it('pages on the server', async () => {
    const db = server.db;
    const league = await createLeague(db, { seasonName: 'Big Season', seasonStatus: 'completed' });
    const count = PUBLIC_PLAYERS_PAGE_SIZE + 3;
    for (let i = 0; i < count; i += 1) {
      await createRosteredPlayer(db, league.teamIds[i % 4] ?? '', { lastName: `Pager ${String(i).padStart(2, '0')}` });
    }
    const first = await anonymousGet<PublicPlayersPage>(`/api/public/players?season_id=${league.seasonId}`);
    expect(first.body.total).toBe(count);
    expect(first.body.items).toHaveLength(PUBLIC_PLAYERS_PAGE_SIZE);
    expect(first.body.items[0]?.last_name).toBe('Pager 00');
    const second = await anonymousGet<PublicPlayersPage>(`/api/public/players?season_id=${league.seasonId}&page=2`);
    expect(second.body.page).toBe(2);
    expect(second.body.items.map((p) => p.last_name)).toEqual([
      `Pager ${PUBLIC_PLAYERS_PAGE_SIZE}`,
      `Pager ${PUBLIC_PLAYERS_PAGE_SIZE + 1}`,
      `Pager ${PUBLIC_PLAYERS_PAGE_SIZE + 2}`,
    ]);
    const beyond = await anonymousGet<PublicPlayersPage>(`/api/public/players?season_id=${league.seasonId}&page=9`);
    expect(beyond.body).toMatchObject({ items: [], total: count, page: 9 });
  });

  it('rejects bad filters with their messages', async () => {
    for (const [query, message] of [
      ['page=0', 'Page must be a whole number of at least 1.'],
      ['page=two', 'Page must be a whole number of at least 1.'],
      ['team_id=abc', 'Team must be a team id.'],
      [`q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters.'],
    ]) {
      const response = await server.client().request('GET', `/api/public/players?${query}`);
      expect(response.status, query).toBe(422);
      expect(errorOf(response.body).message).toBe(message);
    }
    expect((await server.client().api('GET /api/public/players', { query: { season_id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });
});

describe('GET /api/public/players/:playerId', () => {
  it("shows a player's public profile with their teams, newest season first", async () => {
    const { status, body } = await anonymousGet<PublicPlayerProfile>(`/api/public/players/${ids.veteran}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['first_name', 'id', 'last_name', 'photo_url', 'preferred_position', 'stats', 'teams']);
    expect(body).toMatchObject({ id: ids.veteran, first_name: 'Vera', last_name: 'Veteran' });
    expect(body.teams).toEqual([
      {
        season: { id: current.seasonId, name: 'Current Season', status: 'active' },
        division: { id: current.divisionId, name: expect.any(String) },
        team: { id: current.teamIds[2], name: expect.stringMatching(/ C$/), primary_color: expect.any(String), secondary_color: expect.any(String) },
        jersey_number: 5,
        roster_role: 'captain',
      },
      expect.objectContaining({ season: expect.objectContaining({ name: 'Past Season' }), jersey_number: 22, roster_role: 'player' }),
    ]);
    // One stats line per team, in the same order: team C's forfeit and its final count as games (decision 043).
    expect(body.stats.map((s) => [s.season.name, s.team.id, s.games, s.goals])).toEqual([
      ['Current Season', current.teamIds[2], 2, 0],
      ['Past Season', past.teamIds[0], 0, 0],
    ]);
  });

  it('shows photo and preferred position', async () => {
    const { body } = await anonymousGet<PublicPlayerProfile>(`/api/public/players/${ids.captain}`);
    expect(body).toMatchObject({ photo_url: 'https://example.test/photo.webp', preferred_position: 'Midfield' });
  });

  it('has no page for a player on no roster, an unknown id or a malformed one', async () => {
    const [row] = await server.db.select({ id: players.id }).from(players).where(eq(players.id, ids.waitlistOnly));
    expect(row?.id).toBe(ids.waitlistOnly);
    for (const id of [ids.waitlistOnly, '00000000-0000-4000-8000-000000000000', 'not-a-player']) {
      const response = await server.client().api('GET /api/public/players/:playerId', { params: { playerId: id } });
      expect(response.status, id).toBe(404);
      expect(errorOf(response.body).message).toBe('That player was not found.');
    }
  });
});
