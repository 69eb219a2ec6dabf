import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { PublicSchedule } from '../../../shared/api/schedule';
import { SETTING_KEYS } from '../../../shared/settings';
import { divisions, gameEvents, teams, venues } from '../../db/schema/index';
import { createGame, createLeague, type League } from '../../test/factories';
import { createRosteredPlayer, PRIVATE_PLAYER_VALUES } from '../../test/league-directory-factories';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { leagueWeek } from '../../../shared/league-week';
import { setSetting } from '../settings/index';
import { SCHEDULE_PAGE_SIZE } from './queries';
import type { GameEventType } from '../../../shared/games';

const t = withTestServer();
let server: TestServer;
let current: League;
let past: League;
/** A second division of the current season, with two teams. */
const second = { divisionId: '', teamIds: ['', ''] as [string, string] };
const ids = { early: '', lateNight: '', nextDay: '', secondDivision: '', cancelled: '', pastSeason: '', withEvents: '' };
const playerIds = { scorer: '', assist: '' };

/** Toronto is UTC-4 in May: 23:30 there is 03:30 UTC the next day. */
const at = (iso: string) => new Date(iso);
/** A day relative to today in Toronto, as the query writes it. */
const dayText = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

beforeAll(async () => {
  server = t.server;
  const db = server.db;
  await setSetting(db, SETTING_KEYS.timeZone, 'America/Toronto');
  past = await createLeague(db, { seasonName: 'Past Season', seasonStatus: 'completed' });
  current = await createLeague(db, { seasonName: 'Current Season', seasonStatus: 'active' });
  await db.update(venues).set({ address: '1 River Road' }).where(eq(venues.id, current.venueId));
  const [a, b, c, d] = current.teamIds;
  await db.update(teams).set({ primaryColor: '#aa0000', secondaryColor: '#00aa00' }).where(eq(teams.id, a));

  const [division] = await db
    .insert(divisions)
    .values({ name: `Alpha ${uniqueId()}` })
    .returning({ id: divisions.id });
  if (!division) throw new Error('division not stored');
  second.divisionId = division.id;
  const secondTeams = await db
    .insert(teams)
    .values(['East', 'West'].map((name) => ({ seasonId: current.seasonId, divisionId: division.id, name: `${name} ${uniqueId()}` })))
    .returning({ id: teams.id, name: teams.name });
  secondTeams.sort((x, y) => x.name.localeCompare(y.name));
  second.teamIds = [secondTeams[0]?.id ?? '', secondTeams[1]?.id ?? ''];

  // Created out of order: only the server's sort puts them right.
  ids.nextDay = await createGame(db, current, { startsAt: at('2030-05-05T22:00:00Z'), homeTeamId: c, awayTeamId: d, round: 2 });
  ids.lateNight = await createGame(db, current, { startsAt: at('2030-05-05T03:30:00Z'), homeTeamId: a, awayTeamId: c, fieldId: null });
  ids.early = await createGame(db, current, {
    startsAt: at('2030-05-04T13:00:00Z'),
    homeTeamId: a,
    awayTeamId: b,
    status: 'final',
    homeScore: 2,
    awayScore: 1,
  });
  ids.secondDivision = await createGame(
    db,
    { ...current, divisionId: second.divisionId },
    {
      startsAt: at('2030-05-04T15:00:00Z'),
      homeTeamId: second.teamIds[0],
      awayTeamId: second.teamIds[1],
    },
  );
  ids.cancelled = await createGame(db, current, { startsAt: at('2030-05-11T14:00:00Z'), homeTeamId: b, awayTeamId: d, status: 'cancelled' });
  ids.pastSeason = await createGame(db, past, { startsAt: at('2029-05-04T14:00:00Z') });

  // A played game with its timeline, scorers with private data to keep out.
  playerIds.scorer = await createRosteredPlayer(db, a, { firstName: 'Sam', lastName: 'Scorer' });
  playerIds.assist = await createRosteredPlayer(db, a, { firstName: 'Ada', lastName: 'Assist' });
  ids.withEvents = await createGame(db, current, {
    startsAt: at('2030-04-27T14:00:00Z'),
    homeTeamId: a,
    awayTeamId: d,
    status: 'final',
    homeScore: 1,
    awayScore: 0,
  });
  const event = (type: GameEventType, minute: number | null, extra: Partial<typeof gameEvents.$inferInsert> = {}) => ({
    gameId: ids.withEvents,
    type,
    minute,
    clientKey: `${type}-${minute}-${uniqueId()}`,
    ...extra,
  });
  await db.insert(gameEvents).values(event('kick_off', 0));
  await db.insert(gameEvents).values(event('goal', 23, { teamId: a, playerId: playerIds.scorer, assistPlayerId: playerIds.assist }));
  await db.insert(gameEvents).values(event('yellow_card', 30, { teamId: d }));
  await db.insert(gameEvents).values(event('goal', 60, { teamId: d, deletedAt: new Date(), deleteReason: 'Offside' }));
  await db.insert(gameEvents).values(event('full_time', 90));
});

async function schedule(query = '', status = 200) {
  const response = await server.client().request<PublicSchedule>('GET', `/api/schedule${query}`);
  expect(response.status, response.text).toBe(status);
  return response;
}

const itemIds = (body: PublicSchedule) => body.items.map((g) => g.id);

describe('GET /api/schedule', () => {
  it("answers anyone with the current season's games in kick-off order, with the filters' choices", async () => {
    const { body, headers } = await schedule('?page=1');
    expect(body.season).toEqual({ id: current.seasonId, name: 'Current Season', status: 'active' });
    expect(body.seasons.map((s) => s.name)).toEqual(expect.arrayContaining(['Current Season', 'Past Season']));
    expect(itemIds(body)).toEqual([ids.withEvents, ids.early, ids.secondDivision, ids.lateNight, ids.nextDay, ids.cancelled]);
    expect(body).toMatchObject({ total: 6, page: 1, page_size: SCHEDULE_PAGE_SIZE });
    expect(body.divisions.map((d) => d.id).sort()).toEqual([current.divisionId, second.divisionId].sort());
    expect(body.teams).toHaveLength(6);
    expect(body.teams.find((team) => team.id === current.teamIds[0])).toMatchObject({
      division_id: current.divisionId,
      primary_color: '#aa0000',
      secondary_color: '#00aa00',
    });
    expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });

  it('shows each game in the public shape: teams, place, status and score', async () => {
    const { body } = await schedule('?page=1');
    const early = body.items.find((g) => g.id === ids.early);
    expect(early).toMatchObject({
      starts_at: '2030-05-04T13:00:00.000Z',
      status: 'final',
      is_live: false,
      home_team: { id: current.teamIds[0] },
      away_team: { id: current.teamIds[1] },
      home_score: 2,
      away_score: 1,
      field: 'Field 1',
    });
    expect(body.items.find((g) => g.id === ids.lateNight)).toMatchObject({ field: null, venue_name: null, home_score: null });
    expect(body.items.find((g) => g.id === ids.cancelled)?.status).toBe('cancelled');
  });

  it('filters by division and by team (home or away)', async () => {
    expect(itemIds((await schedule(`?division_id=${second.divisionId}`)).body)).toEqual([ids.secondDivision]);
    const teamC = await schedule(`?team_id=${current.teamIds[2]}`);
    expect(itemIds(teamC.body)).toEqual([ids.lateNight, ids.nextDay]);
    // The choices stay the whole season's: the page's pickers do not shrink with the filter.
    expect(teamC.body.teams).toHaveLength(6);
  });

  it("reads a day on the league's clocks, not UTC's", async () => {
    // 23:30 on May 4 in Toronto is May 5 in UTC: it is a May 4 game.
    expect(itemIds((await schedule('?date=2030-05-04')).body)).toEqual([ids.early, ids.secondDivision, ids.lateNight]);
    expect(itemIds((await schedule('?date=2030-05-05')).body)).toEqual([ids.nextDay]);
    expect(itemIds((await schedule('?from=2030-05-05')).body)).toEqual([ids.nextDay, ids.cancelled]);
    expect(itemIds((await schedule('?from=2030-05-01&to=2030-05-05')).body)).toEqual([ids.early, ids.secondDivision, ids.lateNight, ids.nextDay]);
    expect(itemIds((await schedule('?to=2030-04-30')).body)).toEqual([ids.withEvents]);
  });

  it("shows a team's own season when only the team is asked for, and another season when asked", async () => {
    const pastTeam = await schedule(`?team_id=${past.teamIds[0]}`);
    expect(pastTeam.body.season?.id).toBe(past.seasonId);
    expect(itemIds(pastTeam.body)).toEqual([ids.pastSeason]);
    expect(itemIds((await schedule(`?season_id=${past.seasonId}`)).body)).toEqual([ids.pastSeason]);
  });

  it('pages on the server in kick-off order', async () => {
    const first = await schedule('?page=1&page_size=4');
    const second = await schedule('?page=2&page_size=4');
    expect([...itemIds(first.body), ...itemIds(second.body)]).toEqual([
      ids.withEvents,
      ids.early,
      ids.secondDivision,
      ids.lateNight,
      ids.nextDay,
      ids.cancelled,
    ]);
    expect(second.body).toMatchObject({ total: 6, page: 2, page_size: 4 });
    // Without a page, the first.
    expect((await schedule('?page_size=4')).body.page).toBe(1);
    const beyond = await schedule('?page=9&page_size=4');
    expect(beyond.body.items).toEqual([]);
  });

  // Issue 20 item 10: the schedule opened on the page holding today, which began with weeks-old
  // results; it opens on this week's games, the results a view of their own, latest first.
  it("opens on this week's games (the league's Monday on), with past results latest first in their own view", async () => {
    const db = server.db;
    const now = await createLeague(db, { seasonName: 'Now Season', seasonStatus: 'upcoming' });
    const monday = leagueWeek(new Date(), 'America/Toronto').start.getTime();
    const atMinutes = (base: number, minutes: number) => new Date(base + minutes * 60_000);
    const day = 24 * 60;
    const game = (startsAt: Date, played = false) =>
      createGame(db, now, { startsAt, ...(played ? { status: 'final' as const, homeScore: 1, awayScore: 0 } : {}) });
    // Created out of order; the played ones have scores.
    const nextWeek = await game(atMinutes(monday, 8 * day));
    const twoWeeksAgo = await game(atMinutes(monday, -13 * day), true);
    const mondayMorning = await game(atMinutes(monday, 9 * 60), true);
    const sundayEvening = await game(atMinutes(monday, -3 * 60), true);
    const lastWeek = await game(atMinutes(monday, -6 * day), true);

    const opening = await schedule(`?season_id=${now.seasonId}`);
    expect(opening.body).toMatchObject({ view: 'upcoming', page: 1, total: 2 });
    expect(itemIds(opening.body)).toEqual([mondayMorning, nextWeek]);
    const past = await schedule(`?season_id=${now.seasonId}&view=past`);
    expect(past.body).toMatchObject({ view: 'past', page: 1, total: 3 });
    expect(itemIds(past.body)).toEqual([sundayEvening, lastWeek, twoWeeksAgo]);
    // Paged within the view, still latest first.
    expect(itemIds((await schedule(`?season_id=${now.seasonId}&view=past&page=2&page_size=2`)).body)).toEqual([twoWeeksAgo]);
    // The view narrows the filtered games; days asked for are the days, in kick-off order, no view.
    expect((await schedule(`?season_id=${now.seasonId}&team_id=${now.teamIds[2]}`)).body).toMatchObject({ view: 'upcoming', total: 0 });
    const ranged = await schedule(`?season_id=${now.seasonId}&to=${dayText(0)}`);
    expect(ranged.body.view).toBeNull();
    expect(itemIds(ranged.body)).toEqual([twoWeeksAgo, lastWeek, sundayEvening, mondayMorning]);

    // A season played out opens on its results; its upcoming view, asked for, is empty.
    const done = await createLeague(db, { seasonName: 'Done Season', seasonStatus: 'completed' });
    const old = [];
    for (const offset of [-20 * day, -10 * day]) old.push(await createGame(db, done, { startsAt: atMinutes(monday, offset) }));
    const doneOpening = await schedule(`?season_id=${done.seasonId}`);
    expect(doneOpening.body).toMatchObject({ view: 'past', total: 2 });
    expect(itemIds(doneOpening.body)).toEqual(old.reverse());
    expect((await schedule(`?season_id=${done.seasonId}&view=upcoming`)).body).toMatchObject({ view: 'upcoming', total: 0, items: [] });
  });

  it('treats empty filters as none', async () => {
    expect((await schedule('?season_id=&division_id=&team_id=&date=&page=1')).body.total).toBe(6);
  });

  it('rejects bad filters with their messages, and an unknown season with 404', async () => {
    const cases: [string, string, string][] = [
      ['?date=2030-02-30', 'date', 'Date must be a day written as YYYY-MM-DD.'],
      ['?date=tomorrow', 'date', 'Date must be a day written as YYYY-MM-DD.'],
      // Real days, but outside any league's years: they were a 500 (past what a timestamp holds).
      ['?date=9999-12-31', 'date', 'Date must be a day written as YYYY-MM-DD.'],
      ['?from=0001-01-01', 'from', 'From must be a day written as YYYY-MM-DD.'],
      ['?to=9999-12-31', 'to', 'To must be a day written as YYYY-MM-DD.'],
      ['?from=2030-05-06&to=2030-05-05', 'to', 'To must be on or after From.'],
      ['?date=2030-05-04&from=2030-05-01', 'date', 'Ask for one day or for a range, not both.'],
      ['?team_id=nope', 'team_id', 'Team must be a team id.'],
      ['?page_size=500', 'page_size', 'Page size must be between 1 and 100.'],
      ['?page=0', 'page', 'Page must be a whole number of at least 1.'],
      ['?view=today', 'view', 'View must be upcoming or past.'],
      ['?view=past&date=2030-05-04', 'view', 'Ask for days or for upcoming or past games, not both.'],
      ['?view=upcoming&from=2030-05-04', 'view', 'Ask for days or for upcoming or past games, not both.'],
    ];
    for (const [query, path, message] of cases) {
      const response = await server.client().request<ApiErrorBody>('GET', `/api/schedule${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.error.issues, query).toEqual([{ path, message }]);
    }
    const unknown = await server.client().api('GET /api/schedule', { query: { season_id: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/games/:gameId', () => {
  it('answers anyone with the game, its place and colours, and its timeline in match order without deleted events', async () => {
    const response = await server.client().api('GET /api/games/:gameId', { params: { gameId: ids.withEvents } });
    expect(response.status).toBe(200);
    const game = response.body;
    expect(game).toMatchObject({
      id: ids.withEvents,
      status: 'final',
      home_score: 1,
      away_score: 0,
      season_id: current.seasonId,
      division_id: current.divisionId,
      field: 'Field 1',
      venue_address: '1 River Road',
      home_colours: { primary_color: '#aa0000', secondary_color: '#00aa00' },
      away_colours: { primary_color: '#1c7ed6', secondary_color: '#ffffff' },
    });
    expect(game.events.map((e) => [e.type, e.minute])).toEqual([
      ['kick_off', 0],
      ['goal', 23],
      ['yellow_card', 30],
      ['full_time', 90],
    ]);
    expect(game.events[1]).toMatchObject({
      team_id: current.teamIds[0],
      player: { id: playerIds.scorer, name: 'Sam Scorer' },
      assist: { id: playerIds.assist, name: 'Ada Assist' },
    });
    for (const value of [PRIVATE_PLAYER_VALUES.phone, PRIVATE_PLAYER_VALUES.dateOfBirth, PRIVATE_PLAYER_VALUES.emergencyContactName]) {
      expect(response.text).not.toContain(value);
    }
  });

  it('shows a game with no field and no events', async () => {
    const response = await server.client().api('GET /api/games/:gameId', { params: { gameId: ids.lateNight } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ venue_name: null, field: null, venue_address: null, events: [] });
  });

  it('answers 404 for an unknown or malformed game id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-game', 'live-checks']) {
      const response = await server.client().api('GET /api/games/:gameId', { params: { gameId: id } });
      expect(response.status, id).toBe(404);
      expect(response.error).toEqual({ code: 'NOT_FOUND', message: 'That game was not found.' });
    }
    // The live check is a sibling path, not a game.
    expect((await server.client().api('GET /api/games/live-check')).status).toBe(200);
  });
});
