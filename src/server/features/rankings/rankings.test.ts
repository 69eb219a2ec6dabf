import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { EnhancedRankings, PublicRankings } from '../../../shared/api/rankings';
import { SETTING_KEYS } from '../../../shared/settings';
import { eq } from 'drizzle-orm';
import { games } from '../../db/schema/index';
import { createGame, createLeague, minutesFromNow, type League } from '../../test/factories';
import { markStandingsStale } from '../standings/index';
import { withTestServer } from '../../test/with-test-server';
import { setSetting } from '../settings/index';

// The public tables follow the source rules of decision 041: final, else live (auto-publish),
// else the newest published snapshot, else "unpublished".

const t = withTestServer({ personas: true });
let league: League;
const DAY = 24 * 60;
const anonymous = () => t.server.client();
const admin = () => t.personas.admin.client;

async function rankings(query = '') {
  const answer = await anonymous().request<PublicRankings>('GET', `/api/rankings${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}
const homeStandings = async () => (await anonymous().api('GET /api/home')).body.standings;
const publish = (seasonId: string) => admin().api('POST /api/admin/rankings/publish', { body: { season_id: seasonId } });
const autoPublish = (on: boolean) => setSetting(t.server.db, SETTING_KEYS.autoPublishStandings, String(on));

beforeAll(async () => {
  // This league publishes by hand (auto-publish is a new league's default, issue 20): the
  // tests below switch it on where they are about it.
  await autoPublish(false);
  league = await createLeague(t.server.db, { seasonName: 'Current Season', seasonStatus: 'active' });
  const [a, b] = league.teamIds;
  await createGame(t.server.db, league, { startsAt: minutesFromNow(-3 * DAY), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 2, awayScore: 1 });
});

describe('GET /api/rankings', () => {
  it('answers anyone; a division never published is listed as unpublished, and home shows nothing of it', async () => {
    const body = await rankings();
    expect(body.season).toMatchObject({ id: league.seasonId, name: 'Current Season' });
    expect(body.divisions).toEqual([{ id: league.divisionId, name: expect.stringMatching(/^Division /) }]);
    expect(body.tables).toEqual([]);
    expect(body.unpublished).toEqual(body.divisions);
    expect(await homeStandings()).toEqual([]);
  });

  it('shows the published snapshot, unchanged by later results until the next publication; home follows it', async () => {
    expect((await publish(league.seasonId)).status).toBe(200);
    const published = await rankings();
    expect(published.unpublished).toEqual([]);
    const [table] = published.tables;
    expect(table).toMatchObject({ division_id: league.divisionId, source: 'published' });
    expect(table?.rows[0]).toMatchObject({ position: 1, team_id: league.teamIds[0], played: 1, points: 3, form: ['W'] });
    expect((await homeStandings())[0]?.rows[0]).toEqual({
      team_id: league.teamIds[0],
      team_name: table?.rows[0]?.team_name,
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      goal_difference: 1,
      points: 3,
    });

    const [, b, c, d] = league.teamIds;
    const later = await createGame(t.server.db, league, { startsAt: minutesFromNow(DAY), homeTeamId: c, awayTeamId: d });
    expect(
      (await admin().api('POST /api/admin/games/:gameId/status', { params: { gameId: later }, body: { status: 'forfeit', forfeit_winner_team_id: d } })).status,
    ).toBe(200);
    await createGame(t.server.db, league, { startsAt: minutesFromNow(-DAY), status: 'final', homeTeamId: b, awayTeamId: c, homeScore: 5, awayScore: 0 });
    // The same table with its date, now saying newer results exist (issue 20); home keeps it as it was.
    expect(await rankings()).toEqual({ ...published, tables: published.tables.map((x) => ({ ...x, newer_results: true })) });
    expect((await homeStandings())[0]?.rows.map((r) => r.points)).toEqual([3, 0, 0, 0]);

    expect((await publish(league.seasonId)).status).toBe(200);
    const republished = await rankings();
    expect(republished.tables[0]?.rows.filter((r) => r.played > 0)).toHaveLength(4);
    expect(new Date(republished.tables[0]?.as_of ?? 0).getTime()).toBeGreaterThan(new Date(table?.as_of ?? 0).getTime());
  });

  it('shows the live table while auto-publish is on', async () => {
    const [a, , c] = league.teamIds;
    const gameId = await createGame(t.server.db, league, { startsAt: minutesFromNow(2 * DAY), homeTeamId: a, awayTeamId: c });
    expect(
      (await admin().api('POST /api/admin/games/:gameId/status', { params: { gameId }, body: { status: 'forfeit', forfeit_winner_team_id: c } })).status,
    ).toBe(200);
    const before = await rankings();
    const publishedPlayed = before.tables[0]?.rows.find((r) => r.team_id === c)?.played ?? 0;
    await autoPublish(true);
    try {
      const live = await rankings();
      expect(live.tables[0]).toMatchObject({ source: 'live' });
      expect(live.tables[0]?.rows.find((r) => r.team_id === c)?.played).toBe(publishedPlayed + 1);
      expect((await homeStandings())[0]?.rows.find((r) => r.team_id === c)?.played).toBe(publishedPlayed + 1);
    } finally {
      await autoPublish(false);
    }
    expect(await rankings()).toEqual(before);
  });

  it("shows a completed season's final tables, whatever happens afterwards", async () => {
    const old = await createLeague(t.server.db, { seasonName: 'Finished Season', seasonStatus: 'active' });
    const [a, b] = old.teamIds;
    await createGame(t.server.db, old, { startsAt: minutesFromNow(-30 * DAY), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 0, awayScore: 1 });
    expect((await admin().api('POST /api/admin/seasons/:seasonId/status', { params: { seasonId: old.seasonId }, body: { status: 'completed' } })).status).toBe(
      200,
    );
    const archived = await rankings(`?season_id=${old.seasonId}`);
    expect(archived.tables[0]).toMatchObject({ source: 'final' });
    expect(archived.tables[0]?.rows[0]).toMatchObject({ team_id: b, points: 3 });

    await createGame(t.server.db, old, { startsAt: minutesFromNow(-29 * DAY), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 4, awayScore: 0 });
    expect((await admin().api('POST /api/admin/rankings/adjustments', { body: { team_id: a, points: 10, reason: 'Late correction' } })).status).toBe(201);
    await autoPublish(true);
    try {
      expect(await rankings(`?season_id=${old.seasonId}`)).toEqual(archived);
    } finally {
      await autoPublish(false);
    }
  });

  it('filters by division; an unknown season or a division not in the season is a 404', async () => {
    const body = await rankings(`?season_id=${league.seasonId}&division_id=${league.divisionId}`);
    expect(body.tables.map((x) => x.division_id)).toEqual([league.divisionId]);
    const other = await createLeague(t.server.db);
    for (const query of [`?season_id=${randomUUID()}`, `?season_id=${league.seasonId}&division_id=${other.divisionId}`, `?division_id=${randomUUID()}`]) {
      const answer = await anonymous().request<ApiErrorBody>('GET', `/api/rankings${query}`);
      expect(answer.status, query).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a malformed id with 422 and the field’s message', async () => {
    for (const [query, path, message] of [
      ['?season_id=nope', 'season_id', 'Season must be a season id.'],
      ['?division_id=1', 'division_id', 'Division must be a division id.'],
    ] as const) {
      for (const endpoint of ['/api/rankings', '/api/rankings/enhanced']) {
        const answer = await anonymous().request<ApiErrorBody>('GET', `${endpoint}${query}`);
        expect(answer.status, endpoint + query).toBe(422);
        expect(answer.body.error.issues).toEqual([{ path, message }]);
      }
    }
  });
});

describe('GET /api/rankings/enhanced', () => {
  it("answers anyone with the first division's table and its trends", async () => {
    const answer = await anonymous().api('GET /api/rankings/enhanced', { query: { season_id: league.seasonId } });
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.division).toEqual({ id: league.divisionId, name: expect.stringMatching(/^Division /) });
    expect(body.table?.source).toBe('published');
    expect(body.teams).toHaveLength(4);
    const a = body.teams.find((x) => x.team_id === league.teamIds[0]);
    expect(a?.home.won).toBe(1);
    // Cells only for pairs that met, each with its games, not one per ordered pair of teams (issue 19).
    expect(body.head_to_head.length).toBeGreaterThan(0);
    expect(body.head_to_head.every((cell) => cell.record.played > 0)).toBe(true);
    expect(body.points_over_time.length).toBeGreaterThan(0);
  });

  it('keeps the trends ready until a result changes, then follows it (issue 19)', async () => {
    const fresh = await createLeague(t.server.db);
    const [a, b, c, d] = fresh.teamIds;
    await createGame(t.server.db, fresh, { startsAt: minutesFromNow(-2 * DAY), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 1, awayScore: 0 });
    await markStandingsStale(t.server.db, fresh.seasonId, fresh.divisionId);
    const path = `/api/rankings/enhanced?season_id=${fresh.seasonId}&division_id=${fresh.divisionId}`;
    const played = async (team: string) => {
      const answer = await anonymous().request<EnhancedRankings>('GET', path);
      expect(answer.status).toBe(200);
      const trends = answer.body.teams.find((x) => x.team_id === team);
      return (trends?.home.played ?? 0) + (trends?.away.played ?? 0);
    };
    expect(await played(a)).toBe(1);
    // A row written behind the app's back (no writer marked the table) is not read again: the
    // answer is the one kept, not a recomputation per request.
    const sneaked = await createGame(t.server.db, fresh, { startsAt: minutesFromNow(-DAY), status: 'scheduled', homeTeamId: c, awayTeamId: d });
    await t.server.db.update(games).set({ status: 'final', homeScore: 3, awayScore: 0 }).where(eq(games.id, sneaked));
    expect(await played(c)).toBe(0);
    // A writer that marks the table (here the admin's forfeit) brings the new results in.
    const forfeit = await createGame(t.server.db, fresh, { startsAt: minutesFromNow(-DAY / 2), homeTeamId: b, awayTeamId: d });
    const status = await admin().api('POST /api/admin/games/:gameId/status', {
      params: { gameId: forfeit },
      body: { status: 'forfeit', forfeit_winner_team_id: b },
    });
    expect(status.status).toBe(200);
    expect([await played(b), await played(c), await played(d)]).toEqual([2, 1, 2]);
  });

  it('gives callers asking at once for the same division the same answer', async () => {
    const path = `/api/rankings/enhanced?season_id=${league.seasonId}&division_id=${league.divisionId}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => anonymous().request<EnhancedRankings>('GET', path)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
  });

  it('answers the trends of a division never published (no table), and 404 for a division not in the season', async () => {
    const unpublished = await createLeague(t.server.db);
    const other = await createLeague(t.server.db);
    const wrong = await anonymous().api('GET /api/rankings/enhanced', { query: { season_id: unpublished.seasonId, division_id: other.divisionId } });
    expect(wrong.status).toBe(404);
    const answer = await anonymous().api('GET /api/rankings/enhanced', { query: { season_id: unpublished.seasonId, division_id: unpublished.divisionId } });
    expect(answer.status).toBe(200);
    expect(answer.body.table).toBeNull();
    expect(answer.body.teams.map((x) => x.team_id).sort()).toEqual([...unpublished.teamIds].sort());
  });
});
