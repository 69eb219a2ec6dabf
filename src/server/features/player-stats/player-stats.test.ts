import { beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../../shared/api/leaderboard';
import { divisions, gameEvents, teams } from '../../db/schema/index';
import { addToRoster, createGame, createLeague, minutesFromNow, type League } from '../../test/factories';
import { createRosteredPlayer, PRIVATE_PLAYER_VALUES } from '../../test/league-directory-factories';
import type { HttpClient } from '../../test/http-client';
import { uniqueId } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { LEADERBOARD_PAGE_SIZE } from './queries';
import type { GameEventType, GameStatus } from '../../../shared/games';

const t = withTestServer({ personas: true });
let current: League;
let past: League;
/** A second division of the current season: East and West. */
const second = { divisionId: '', east: '', west: '' };
const ids = { fay: '', sam: '', ada: '', otto: '', vera: '', eve: '', wes: '', del: '', liv: '', pat: '' };

type EventFields = Partial<typeof gameEvents.$inferInsert>;
async function addEvent(gameId: string, type: GameEventType, fields: EventFields = {}) {
  await t.server.db.insert(gameEvents).values({ gameId, type, minute: 10, clientKey: `${type}-${uniqueId()}`, ...fields });
}

beforeAll(async () => {
  const db = t.server.db;
  past = await createLeague(db, { seasonName: 'Past Season', seasonStatus: 'completed' });
  current = await createLeague(db, { seasonName: 'Current Season', seasonStatus: 'active' });
  const [a, b, c, d] = current.teamIds;
  const [division] = await db
    .insert(divisions)
    .values({ name: `Alpha ${uniqueId()}` })
    .returning({ id: divisions.id });
  if (!division) throw new Error('division not stored');
  second.divisionId = division.id;
  const [east, west] = await db
    .insert(teams)
    .values(['East', 'West'].map((name) => ({ seasonId: current.seasonId, divisionId: division.id, name: `${name} ${uniqueId()}` })))
    .returning({ id: teams.id });
  second.east = east?.id ?? '';
  second.west = west?.id ?? '';

  ids.sam = await createRosteredPlayer(db, a, { firstName: 'Sam', lastName: 'Scorer' });
  ids.ada = await createRosteredPlayer(db, a, { firstName: 'Ada', lastName: 'Assist' });
  ids.otto = await createRosteredPlayer(db, b, { firstName: 'Otto', lastName: 'Own' });
  ids.fay = await createRosteredPlayer(db, c, { firstName: 'Fay', lastName: 'Fewgames' });
  ids.del = await createRosteredPlayer(db, d, { firstName: 'Del', lastName: 'Deleted' });
  ids.liv = await createRosteredPlayer(db, d, { firstName: 'Liv', lastName: 'Live' });
  ids.eve = await createRosteredPlayer(db, second.east, { firstName: 'Eve', lastName: 'East' });
  ids.wes = await createRosteredPlayer(db, second.west, { firstName: 'Wes', lastName: 'West' });
  ids.pat = await createRosteredPlayer(db, past.teamIds[1], { firstName: 'Pat', lastName: 'Past' });
  // Last season on the past league's team A, this season on team C: each team's numbers apart.
  ids.vera = await createRosteredPlayer(db, past.teamIds[0], { firstName: 'Vera', lastName: 'Veteran' });
  await addToRoster(db, { teamId: c, playerId: ids.vera });

  let day = 0;
  const played = (league: League, homeTeamId: string, awayTeamId: string, status: GameStatus = 'final') =>
    createGame(db, league, { startsAt: minutesFromNow(-24 * 60 * ++day), homeTeamId, awayTeamId, status, homeScore: 0, awayScore: 0 });
  // Team A plays three counted games (one a forfeit), team C two, teams B and D two with the live one left out.
  const aVsB = await played(current, a, b);
  const aVsD = await played(current, a, d);
  await played(current, a, c, 'forfeit');
  const cVsD = await played(current, c, d);
  const live = await createGame(db, current, { startsAt: minutesFromNow(-30), homeTeamId: b, awayTeamId: d, status: 'live', isLive: true });
  const eastVsWest = await played({ ...current, divisionId: second.divisionId }, second.east, second.west);
  const pastGame = await played(past, past.teamIds[0], past.teamIds[1]);

  // Three points each: Sam 2 goals in 3 games, Ada 1 goal in 3 games, Fay 2 goals in 2 games.
  await addEvent(aVsB, 'goal', { teamId: a, playerId: ids.sam, assistPlayerId: ids.ada });
  await addEvent(aVsD, 'goal', { teamId: a, playerId: ids.sam, assistPlayerId: ids.ada });
  await addEvent(aVsD, 'goal', { teamId: a, playerId: ids.ada, assistPlayerId: ids.sam });
  await addEvent(aVsB, 'yellow_card', { teamId: a, playerId: ids.sam });
  await addEvent(aVsB, 'yellow_card', { teamId: a, playerId: ids.sam });
  await addEvent(aVsD, 'red_card', { teamId: a, playerId: ids.ada });
  await addEvent(cVsD, 'goal', { teamId: c, playerId: ids.fay, assistPlayerId: ids.vera });
  await addEvent(cVsD, 'goal', { teamId: c, playerId: ids.fay });
  await addEvent(cVsD, 'goal', { teamId: c, playerId: ids.vera, assistPlayerId: ids.fay });
  await addEvent(cVsD, 'goal', { teamId: c, playerId: ids.vera, deletedAt: new Date(), deleteReason: 'Offside' });
  // Otto's own goal is no goal of his; his assist (the scorer unrecorded) is a point.
  await addEvent(aVsB, 'own_goal', { teamId: b, playerId: ids.otto });
  await addEvent(aVsB, 'goal', { teamId: b, playerId: null, assistPlayerId: ids.otto });
  // Del's goal was struck off; Liv's is in a game still being played.
  await addEvent(cVsD, 'goal', { teamId: d, playerId: ids.del, deletedAt: new Date(), deleteReason: 'Wrong player' });
  await addEvent(live, 'goal', { teamId: d, playerId: ids.liv });
  await addEvent(eastVsWest, 'goal', { teamId: second.east, playerId: ids.eve });
  await addEvent(eastVsWest, 'goal', { teamId: second.west, playerId: ids.wes });
  await addEvent(pastGame, 'goal', { teamId: past.teamIds[0], playerId: ids.vera });
  await addEvent(pastGame, 'goal', { teamId: past.teamIds[1], playerId: ids.pat });
});

async function leaderboard(query = '', client: HttpClient = t.personas.anonymous) {
  const response = await client.request<Leaderboard>('GET', `/api/leaderboard${query}`);
  expect(response.status, response.text).toBe(200);
  return response;
}

/** "rank name points": what a reader of the table sees. */
const table = (body: Leaderboard) => body.items.map((r) => `${r.rank} ${r.player.first_name} ${r.player.last_name} ${r.points}`);

describe('GET /api/leaderboard', () => {
  it("answers anyone alike with the current season's ranking and the filters' choices", async () => {
    const anonymous = await leaderboard();
    expect(anonymous.body).toMatchObject({ total: 7, page: 1, page_size: LEADERBOARD_PAGE_SIZE, division_id: null });
    expect(anonymous.body.season).toEqual({ id: current.seasonId, name: 'Current Season', status: 'active' });
    expect(anonymous.body.seasons.map((s) => s.name)).toEqual(expect.arrayContaining(['Current Season', 'Past Season']));
    expect(anonymous.body.divisions.map((d) => d.id)).toEqual([second.divisionId, current.divisionId]);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    for (const persona of [t.personas.player, t.personas.captain, t.personas.admin]) {
      expect((await leaderboard('', persona.client)).body).toEqual(anonymous.body);
    }
  });

  it('ranks by points, then goals, then fewer games; players level on all three share a rank', async () => {
    const { body } = await leaderboard();
    expect(table(body)).toEqual(['1 Fay Fewgames 3', '2 Sam Scorer 3', '3 Ada Assist 3', '4 Vera Veteran 2', '5 Eve East 1', '5 Wes West 1', '7 Otto Own 1']);
    expect(body.items[0]).toEqual({
      rank: 1,
      player: { id: ids.fay, first_name: 'Fay', last_name: 'Fewgames' },
      team: { id: current.teamIds[2], name: expect.stringMatching(/ C$/), primary_color: expect.any(String), secondary_color: expect.any(String) },
      division: { id: current.divisionId, name: expect.any(String) },
      games: 2,
      goals: 2,
      assists: 1,
      points: 3,
    });
    expect(body.items.find((r) => r.player.id === ids.sam)).toMatchObject({ games: 3, goals: 2, assists: 1 });
    expect(body.items.find((r) => r.player.id === ids.otto)).toMatchObject({ games: 1, goals: 0, assists: 1 });
  });

  it('leaves out own goals, deleted events, games not yet final, and players without a point', async () => {
    const { body } = await leaderboard();
    const shown = body.items.map((r) => r.player.id);
    for (const absent of [ids.del, ids.liv, ids.pat]) expect(shown).not.toContain(absent);
  });

  it('filters by division, ranking within it, and shows another season when asked', async () => {
    const second_ = await leaderboard(`?division_id=${second.divisionId}`);
    expect(table(second_.body)).toEqual(['1 Eve East 1', '1 Wes West 1']);
    expect(second_.body.division_id).toBe(second.divisionId);
    expect(second_.body.divisions).toHaveLength(2);
    expect(table((await leaderboard(`?season_id=${current.seasonId}&division_id=${current.divisionId}`)).body)).toEqual([
      '1 Fay Fewgames 3',
      '2 Sam Scorer 3',
      '3 Ada Assist 3',
      '4 Vera Veteran 2',
      '5 Otto Own 1',
    ]);
    const pastSeason = await leaderboard(`?season_id=${past.seasonId}`);
    expect(table(pastSeason.body)).toEqual(['1 Pat Past 1', '1 Vera Veteran 1']);
    expect(pastSeason.body.divisions.map((d) => d.id)).toEqual([past.divisionId]);
  });

  it('pages on the server, keeping the ranking across pages', async () => {
    const first = await leaderboard('?page_size=3');
    const second_ = await leaderboard('?page=2&page_size=3');
    const third = await leaderboard('?page=3&page_size=3');
    expect([...table(first.body), ...table(second_.body), ...table(third.body)]).toEqual(table((await leaderboard()).body));
    expect(table(third.body)).toEqual(['7 Otto Own 1']);
    expect(second_.body).toMatchObject({ total: 7, page: 2, page_size: 3 });
    expect((await leaderboard('?page=9')).body).toMatchObject({ items: [], total: 7, page: 9 });
  });

  it('treats empty filters as none', async () => {
    expect((await leaderboard('?season_id=&division_id=')).body.total).toBe(7);
  });

  it('carries public names only, never private data', async () => {
    const { text } = await leaderboard();
    for (const value of Object.values(PRIVATE_PLAYER_VALUES)) if (typeof value === 'string') expect(text).not.toContain(value);
    expect(text).not.toMatch(/@example\.test|"(e-?mail|phone|date_of_birth|photo_url)"/);
  });

  it('rejects malformed filters and pages with the field message, and an unknown season with 404', async () => {
    for (const [query, message] of [
      ['season_id=not-an-id', 'Season must be a season id.'],
      ['division_id=1', 'Division must be a division id.'],
      ['page=0', 'Page must be a whole number of at least 1.'],
      ['page=two', 'Page must be a whole number of at least 1.'],
      ['page_size=101', 'Page size must be between 1 and 100.'],
    ]) {
      const response = await t.personas.anonymous.request('GET', `/api/leaderboard?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.error.message).toBe(message);
    }
    const unknown = await t.personas.anonymous.api('GET /api/leaderboard', { query: { season_id: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('That season was not found.');
  });
});

describe('GET /api/public/players/:playerId stats', () => {
  it("shows each season's games, goals, assists and cards, newest season first", async () => {
    const { status, body } = await t.personas.anonymous.api('GET /api/public/players/:playerId', { params: { playerId: ids.vera } });
    expect(status).toBe(200);
    expect(body.stats).toEqual([
      {
        season: { id: current.seasonId, name: 'Current Season', status: 'active' },
        division: { id: current.divisionId, name: expect.any(String) },
        team: { id: current.teamIds[2], name: expect.stringMatching(/ C$/), primary_color: expect.any(String), secondary_color: expect.any(String) },
        games: 2,
        goals: 1,
        assists: 1,
        yellow_cards: 0,
        red_cards: 0,
      },
      expect.objectContaining({
        season: expect.objectContaining({ name: 'Past Season' }),
        team: expect.objectContaining({ id: past.teamIds[0] }),
        games: 1,
        goals: 1,
      }),
    ]);
  });

  it('counts cards, and neither own goals nor struck-off goals as goals', async () => {
    const stats = async (id: string) => (await t.personas.anonymous.api('GET /api/public/players/:playerId', { params: { playerId: id } })).body.stats[0];
    expect(await stats(ids.sam)).toMatchObject({ games: 3, goals: 2, assists: 1, yellow_cards: 2, red_cards: 0 });
    expect(await stats(ids.ada)).toMatchObject({ games: 3, goals: 1, assists: 2, yellow_cards: 0, red_cards: 1 });
    expect(await stats(ids.otto)).toMatchObject({ games: 1, goals: 0, assists: 1 });
    expect(await stats(ids.del)).toMatchObject({ games: 2, goals: 0, assists: 0 });
    expect(await stats(ids.liv)).toMatchObject({ games: 2, goals: 0 });
  });
});
