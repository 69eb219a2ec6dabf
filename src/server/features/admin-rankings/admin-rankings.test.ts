import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, standingsAdjustments, standingsPublications } from '../../db/schema/index';
import { createGame, createLeague, minutesFromNow, type League } from '../../test/factories';
import type { ApiCallInput } from '../../test/http-client';
import { expectOnlyAdmins } from '../../test/personas';
import { withTestServer } from '../../test/with-test-server';
import { SEASON_RANKINGS_ERRORS } from './season-rankings.service';

const t = withTestServer({ personas: { adminName: 'Ada Admin' } });
const DAY = 24 * 60;
const admin = () => t.personas.admin.client;
let league: League;

beforeAll(async () => {
  league = await createLeague(t.server.db);
  const [a, b] = league.teamIds;
  await createGame(t.server.db, league, { startsAt: minutesFromNow(-2 * DAY), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 3, awayScore: 0 });
});

const adminRankings = async (seasonId: string) => {
  const answer = await admin().api('GET /api/admin/rankings', { query: { season_id: seasonId } });
  expect(answer.status).toBe(200);
  return answer.body;
};
const adjust = (body: unknown) => admin().sendUnchecked('POST', '/api/admin/rankings/adjustments', body);
const publish = (body: unknown) => admin().sendUnchecked('POST', '/api/admin/rankings/publish', body);
const publishChecked = (body: ApiCallInput<'POST /api/admin/rankings/publish'>['body']) => admin().api('POST /api/admin/rankings/publish', { body });
const archive = (seasonId: string) => admin().sendUnchecked('POST', `/api/admin/season-rankings/${seasonId}/archive`, {});
/** A season's entry on /admin/season-rankings, looked for page by page (newest first). */
async function seasonRankingsEntry(seasonId: string) {
  for (let page = 1; ; page++) {
    const { items, total, page_size } = (await admin().api('GET /api/admin/season-rankings', { query: { page: String(page) } })).body;
    const entry = items.find((s) => s.season.id === seasonId);
    if (entry || page * page_size >= total) return entry;
  }
}
const auditActions = async (action: string) => t.server.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('who may use the admin rankings', () => {
  it('refuses anonymous callers (401) and every other role (403), changing nothing', async () => {
    const completed = await createLeague(t.server.db, { seasonStatus: 'completed' });
    await expectOnlyAdmins(
      t.server,
      t.personas,
      [
        ['GET', `/api/admin/rankings?season_id=${league.seasonId}`],
        ['POST', '/api/admin/rankings/adjustments', { team_id: league.teamIds[0], points: 5, reason: 'Sneaky' }],
        ['POST', '/api/admin/rankings/publish', { season_id: league.seasonId }],
        ['GET', '/api/admin/season-rankings'],
        ['POST', `/api/admin/season-rankings/${completed.seasonId}/archive`, {}],
      ],
      {
        unchanged: async () => [await t.server.db.select().from(standingsAdjustments), await t.server.db.select().from(standingsPublications)],
      },
    );
  });
});

describe('GET /api/admin/rankings', () => {
  it("shows the live tables, every row as a change before the first publication, and the season's auto-publish setting", async () => {
    const body = await adminRankings(league.seasonId);
    expect(body.season?.id).toBe(league.seasonId);
    // A new league auto-publishes (issue 20); nothing stored says otherwise here.
    expect(body.auto_publish).toBe(true);
    const [division] = body.divisions;
    expect(division?.live).toMatchObject({ division_id: league.divisionId, source: 'live' });
    expect(division?.live.rows[0]).toMatchObject({ team_id: league.teamIds[0], points: 3 });
    expect(division?.published_at).toBeNull();
    expect(division?.changes).toHaveLength(4);
    expect(division?.changes[0]).toMatchObject({ position_before: null, points_before: null, position_now: 1, points_now: 3 });
  });

  it('answers 404 for an unknown season and 422 for a malformed id', async () => {
    expect((await admin().api('GET /api/admin/rankings', { query: { season_id: randomUUID() } })).status).toBe(404);
    const bad = await admin().api('GET /api/admin/rankings', { query: { season_id: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.error.issues).toEqual([{ path: 'season_id', message: 'Season must be a season id.' }]);
  });
});

describe('POST /api/admin/rankings/adjustments', () => {
  it('refuses bad input with 422 under the field, storing nothing', async () => {
    const team_id = league.teamIds[1];
    const cases: [unknown, string][] = [
      [{ team_id: randomUUID(), points: 2, reason: 'x' }, 'team_id'],
      [{ team_id: 'nope', points: 2, reason: 'x' }, 'team_id'],
      [{ team_id, points: 0, reason: 'x' }, 'points'],
      [{ team_id, points: 101, reason: 'x' }, 'points'],
      [{ team_id, points: -101, reason: 'x' }, 'points'],
      [{ team_id, points: 1.5, reason: 'x' }, 'points'],
      [{ team_id, points: '2', reason: 'x' }, 'points'],
      [{ team_id, points: 2 }, 'reason'],
      [{ team_id, points: 2, reason: '   ' }, 'reason'],
      [{ team_id, points: 2, reason: 'y'.repeat(501) }, 'reason'],
    ];
    for (const [body, path] of cases) {
      const answer = await adjust(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.error?.issues?.map((i) => i.path)).toEqual([path]);
      expect(answer.error?.message).toMatch(/\S/);
    }
    expect(await t.server.db.select().from(standingsAdjustments).where(eq(standingsAdjustments.teamId, team_id))).toEqual([]);
  });

  it('stores the points with the reason and who gave them, audits it and shows it in the table', async () => {
    const [, b] = league.teamIds;
    const answer = await adjust({ team_id: b, points: 100, reason: '  Fair play award  ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ division_id: league.divisionId, team_id: b, points: 100, reason: 'Fair play award', created_by_name: 'Ada Admin' });
    const body = await adminRankings(league.seasonId);
    expect(body.adjustments.map((x) => x.id)).toContain(answer.body.id);
    expect(body.divisions[0]?.live.rows[0]).toMatchObject({ team_id: b, points: 100, adjustment: 100 });
    const audits = await auditActions('standings.adjusted');
    expect(audits.map((a) => a.entityId)).toContain(b);
    expect((await adjust({ team_id: b, points: -100, reason: 'Undo' })).status).toBe(201);
  });
});

describe('POST /api/admin/rankings/publish', () => {
  it('refuses a malformed or unknown season and divisions of another season (422), publishing nothing', async () => {
    const other = await createLeague(t.server.db);
    for (const [body, path] of [
      [{ season_id: 'x' }, 'season_id'],
      [{ season_id: randomUUID() }, 'season_id'],
      [{ season_id: league.seasonId, division_ids: [other.divisionId] }, 'division_ids'],
      [{ season_id: league.seasonId, division_ids: ['x'] }, 'division_ids.0'],
    ] as const) {
      const answer = await publish(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.error?.issues?.map((i) => i.path)).toEqual([path]);
    }
    expect(await t.server.db.select().from(standingsPublications).where(eq(standingsPublications.seasonId, league.seasonId))).toEqual([]);
  });

  it('publishes a snapshot, skips an unchanged table, and shows what changed since', async () => {
    const first = await publishChecked({ season_id: league.seasonId, division_ids: [league.divisionId] });
    expect(first.status).toBe(200);
    expect(first.body.published.map((p) => p.division_id)).toEqual([league.divisionId]);
    expect(first.body.unchanged).toEqual([]);
    expect((await auditActions('standings.published')).map((a) => a.entityId)).toContain(league.seasonId);

    const again = await publishChecked({ season_id: league.seasonId });
    expect(again.body).toEqual({ published: [], unchanged: [league.divisionId] });
    const quiet = await adminRankings(league.seasonId);
    expect(quiet.divisions[0]?.published_at).toBe(first.body.published[0]?.published_at);
    expect(quiet.divisions[0]?.changes).toEqual([]);

    const [a, , c] = league.teamIds;
    await createGame(t.server.db, league, { startsAt: minutesFromNow(-DAY), status: 'final', homeTeamId: c, awayTeamId: a, homeScore: 4, awayScore: 0 });
    // A result stored without a writer that marks the table (a fixture): adjust to put it behind.
    expect((await adjust({ team_id: c, points: 1, reason: 'Bonus' })).status).toBe(201);
    const changed = await adminRankings(league.seasonId);
    expect(changed.divisions[0]?.changes.find((x) => x.team_id === c)).toMatchObject({ position_before: expect.any(Number), points_before: 0, points_now: 4 });
    const second = await publishChecked({ season_id: league.seasonId });
    expect(second.body.published.map((p) => p.division_id)).toEqual([league.divisionId]);
  });
});

describe('season rankings and archives', () => {
  it('comes a page of seasons at a time, with the count of all of them; a bad page size is refused', async () => {
    await Promise.all([createLeague(t.server.db), createLeague(t.server.db)]);
    const first = (await admin().api('GET /api/admin/season-rankings', { query: { page_size: '1' } })).body;
    expect(first).toMatchObject({ page: 1, page_size: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    const second = (await admin().api('GET /api/admin/season-rankings', { query: { page: '2', page_size: '1' } })).body;
    expect(second.items[0]?.season.id).not.toBe(first.items[0]?.season.id);
    const tooMany = await admin().request('GET', '/api/admin/season-rankings?page_size=21');
    expect(tooMany.status).toBe(422);
    expect(tooMany.error.message).toBe('Page size must be between 1 and 20.');
  });

  it('archives final tables when a season is completed; later results and adjustments leave them as they were', async () => {
    const season = await createLeague(t.server.db);
    const [a, b] = season.teamIds;
    await createGame(t.server.db, season, { startsAt: minutesFromNow(-DAY), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 1, awayScore: 1 });
    expect((await archive(season.seasonId)).error?.message).toBe(SEASON_RANKINGS_ERRORS.notCompleted);
    expect(
      (await admin().api('POST /api/admin/seasons/:seasonId/status', { params: { seasonId: season.seasonId }, body: { status: 'completed' } })).status,
    ).toBe(200);

    const entry = await seasonRankingsEntry(season.seasonId);
    expect(entry?.archived_at).toEqual(expect.any(String));
    expect(entry?.tables[0]).toMatchObject({ source: 'final', division_id: season.divisionId });
    expect(entry?.tables[0]?.rows.map((r) => r.points)).toEqual([1, 1, 0, 0]);

    const again = await archive(season.seasonId);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(SEASON_RANKINGS_ERRORS.alreadyArchived);

    await createGame(t.server.db, season, { startsAt: minutesFromNow(-DAY / 2), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 5, awayScore: 0 });
    expect((await adjust({ team_id: b, points: 7, reason: 'Appeal upheld' })).status).toBe(201);
    // Reopened and completed again: the first archive stays.
    expect((await admin().api('POST /api/admin/seasons/:seasonId/status', { params: { seasonId: season.seasonId }, body: { status: 'active' } })).status).toBe(
      200,
    );
    expect(
      (await admin().api('POST /api/admin/seasons/:seasonId/status', { params: { seasonId: season.seasonId }, body: { status: 'completed' } })).status,
    ).toBe(200);
    expect(await seasonRankingsEntry(season.seasonId)).toEqual(entry);
    // The live table did move on: only the archive is frozen.
    expect((await adminRankings(season.seasonId)).divisions[0]?.live.rows[0]).toMatchObject({ team_id: b, points: 8 });
  });

  it('archives a season completed before archiving existed, once; 404 for an unknown season', async () => {
    const old = await createLeague(t.server.db, { seasonStatus: 'completed' });
    const [a, b] = old.teamIds;
    await createGame(t.server.db, old, { startsAt: minutesFromNow(-DAY), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 2, awayScore: 0 });
    expect(await seasonRankingsEntry(old.seasonId)).toMatchObject({ archived_at: null, tables: [{ source: 'live' }] });

    // Two at once: the unique index on final tables lets exactly one through.
    const answers = await Promise.all([archive(old.seasonId), archive(old.seasonId)]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
    const stored = await t.server.db
      .select()
      .from(standingsPublications)
      .where(and(eq(standingsPublications.seasonId, old.seasonId), eq(standingsPublications.kind, 'final')));
    expect(stored).toHaveLength(1);
    const created = answers.find((x) => x.status === 201)?.body;
    expect(created).toMatchObject({ season: { id: old.seasonId, status: 'completed' }, archived_at: expect.any(String) });
    expect(created?.tables[0]?.rows[0]).toMatchObject({ team_id: a, points: 3 });
    expect((await auditActions('standings.archived')).map((x) => x.entityId)).toContain(old.seasonId);

    expect((await archive(randomUUID())).status).toBe(404);
    expect((await archive('not-an-id')).status).toBe(404);
  });
});
