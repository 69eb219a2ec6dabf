import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_TEAMS_PER_DIVISION, TEAM_MESSAGES } from '../../../shared/admin-teams';
import { auditLog, fields, games, teams, venues } from '../../db/schema/index';
import { createGame, createLeague, type CreatedUser, type League } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { sampleSeasonCsv } from './sample-season';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(async () => {
  server = t.server;
  personas = t.personas;
  ({ admin } = personas);
});

interface Names {
  a: string;
  b: string;
  c: string;
  d: string;
  venue: string;
}

async function namesOf(league: League): Promise<Names> {
  const rows = await server.db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.seasonId, league.seasonId));
  const name = (id: string) => rows.find((r) => r.id === id)?.name ?? '';
  const [venue] = await server.db.select({ name: venues.name }).from(venues).where(eq(venues.id, league.venueId));
  const [a, b, c, d] = league.teamIds;
  return { a: name(a), b: name(b), c: name(c), d: name(d), venue: venue?.name ?? '' };
}

const body = (league: League, csv: string, createMissing = false) => ({
  season_id: league.seasonId,
  division_id: league.divisionId,
  csv,
  create_missing: createMissing,
});
const divisionGames = (league: League) =>
  server.db
    .select()
    .from(games)
    .where(and(eq(games.seasonId, league.seasonId), eq(games.divisionId, league.divisionId)))
    .orderBy(games.startsAt);

async function preview(league: League, csv: string, createMissing = false) {
  const answer = await admin.client.api('POST /api/admin/schedule/import/preview', { body: body(league, csv, createMissing) });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('who may import', () => {
  it('anonymous gets 401, player, captain, referee and statistician 403; nothing is imported', async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const csv = `date,time,field,home team,away team\n2030-03-02,19:00,${n.venue} - Field 1,${n.a},${n.b}\n`;
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['POST', '/api/admin/schedule/import/preview', body(league, csv)],
        ['POST', '/api/admin/schedule/import', body(league, csv)],
      ],
      { unchanged: () => divisionGames(league) },
    );
  });
});

describe('the import', () => {
  it('imports played games as final results and the rest as scheduled, in one go', async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    // Semicolons, a byte-order mark and other spellings of the columns, as spreadsheets export them.
    const csv = [
      '\uFEFFDate;Kick-off;Pitch;Home Team;Away Team;HG;AG',
      `2030-03-02;7:00 PM;${n.venue} - Field 1;${n.a};${n.b};2;1`,
      `Sat 9 Mar 2030;19:00;Field 1, ${n.venue};${n.c};${n.d};0;0`,
      `March 16, 2030;19:00;${n.venue};${n.a};${n.c};;`,
    ].join('\r\n');
    const p = await preview(league, csv);
    expect(p).toMatchObject({ rows_with_problems: 0, played: 2, to_play: 1, missing_teams: [], missing_fields: [] });
    expect(p.rows[0]).toMatchObject({ line: 2, starts_at: '2030-03-03T00:00:00.000Z', status: 'final', home_score: 2, away_score: 1, round: 1, problems: [] });
    expect(await divisionGames(league)).toEqual([]);

    const done = await admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv) });
    expect(done.status).toBe(201);
    expect(done.body).toEqual({ created: 3, final: 2, scheduled: 1, teams_created: 0, fields_created: 0 });
    const stored = await divisionGames(league);
    expect(stored.map((g) => [g.status, g.homeScore, g.awayScore, g.round, g.fieldId, g.isLive])).toEqual([
      ['final', 2, 1, 1, league.fieldId, false],
      ['final', 0, 0, 2, league.fieldId, false],
      ['scheduled', null, null, 3, league.fieldId, false],
    ]);
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, league.divisionId), eq(auditLog.action, 'schedule.imported')));
    expect(audit).toMatchObject({ actorUserId: admin.userId, after: { created: 3, final: 2 } });

    // The public schedule shows the results.
    const shown = await server.client().api('GET /api/schedule', { query: { season_id: league.seasonId, division_id: league.divisionId } });
    expect(shown.body.items.map((g) => [g.status, g.home_score])).toEqual([
      ['final', 2],
      ['final', 0],
      ['scheduled', null],
    ]);
  });

  it("names every row's problem, and imports nothing while any row has one", async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const f = `${n.venue} - Field 1`;
    const csv = [
      'date,time,field,home,away,home score,away score',
      `2030-02-30,19:00,${f},${n.a},${n.b},,`,
      `2030-03-02,7pm-ish,${f},${n.a},${n.b},,`,
      `2030-03-02,19:00,${f},${n.a},${n.b},two,1`,
      `2030-03-02,21:00,${f},${n.c},${n.d},3,`,
      `2030-03-09,19:00,${f},Nobody FC,${n.b},,`,
      `2030-03-09,21:00,Moon Base - Field 9,${n.c},${n.d},,`,
      `2030-03-16,19:00,${f},${n.a},${n.b},,`,
      `2030-03-16,20:00,${f},${n.c},${n.a},,`,
      `31/04/2030,19:00,${f},${n.c},${n.d},,`,
      `2030-03-23,19:00,${f},${n.c},${n.c},,`,
      `2030-03-30,19:00,Field 1,${n.c},${n.d},,`,
    ].join('\n');
    const p = await preview(league, csv);
    const problems = Object.fromEntries(p.rows.map((r) => [r.line, r.problems]));
    expect(problems).toEqual({
      2: ['"2030-02-30" is not a date: write it like 2030-05-04.'],
      3: ['"7pm-ish" is not a time: write it like 19:30 or 7:30 PM.'],
      4: ['Home score "two" is not a number of goals.'],
      5: ['Both scores are needed for a played game, or neither for a game still to play.'],
      6: ['Unknown team "Nobody FC" in this division.'],
      7: ['Unknown field "Moon Base - Field 9".'],
      8: [],
      9: [
        `${n.a} already plays at 7:00 PM on Sat, Mar 16 (Field 1, ${n.venue}) (row 8).`,
        `Field 1, ${n.venue} is already booked at 7:00 PM on Sat, Mar 16 (${n.a} v ${n.b}) (row 8).`,
      ],
      10: ['"31/04/2030" is not a date written day/month/year.'],
      11: ['A team cannot play itself.'],
      12: [expect.stringMatching(/^Field "Field 1" is at more than one venue \(.+\): write it as "Venue - Field 1"\.$/)],
    });
    expect(p).toMatchObject({ rows_with_problems: 10, missing_teams: ['Nobody FC'], missing_fields: ['Field 9, Moon Base'], create_missing: false });

    const refused = await admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv) });
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('10 rows have problems: fix the file and preview it again. Nothing was imported.');
    expect(refused.error.issues?.[0]).toEqual({ path: 'rows.2', message: 'Row 2: "2030-02-30" is not a date: write it like 2030-05-04.' });
    expect(await divisionGames(league)).toEqual([]);
  });

  it('creates the missing teams and fields when asked', async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const venue = `Harbour Fields ${league.seasonId.slice(0, 6)}`;
    const csv = [
      'date,time,field,home team,away team',
      `2030-04-06,10:00,${venue} - North,Harbour United,${n.a}`,
      `2030-04-13,10:00,${venue} - North,${n.b},harbour united`,
    ].join('\n');
    const p = await preview(league, csv, true);
    expect(p).toMatchObject({ rows_with_problems: 0, missing_teams: ['Harbour United'], missing_fields: [`North, ${venue}`], create_missing: true });
    const done = await admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv, true) });
    expect(done.body).toEqual({ created: 2, final: 0, scheduled: 2, teams_created: 1, fields_created: 1 });
    const [created] = await server.db
      .select()
      .from(teams)
      .where(and(eq(teams.divisionId, league.divisionId), eq(teams.name, 'Harbour United')));
    expect(created?.seasonId).toBe(league.seasonId);
    const [field] = await server.db.select({ id: fields.id }).from(fields).innerJoin(venues, eq(venues.id, fields.venueId)).where(eq(venues.name, venue));
    expect((await divisionGames(league)).map((g) => [g.homeTeamId === created?.id || g.awayTeamId === created?.id, g.fieldId])).toEqual([
      [true, field?.id],
      [true, field?.id],
    ]);
  });

  it('refuses a file whose new teams would pass the most a division holds, storing nothing (issue 19)', async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    // The league's 4 teams and 62 new ones, two a game, a game a day: past MAX_TEAMS_PER_DIVISION.
    const adding = MAX_TEAMS_PER_DIVISION - league.teamIds.length + 2;
    const day = (i: number) => new Date(Date.UTC(2030, 3, 1 + i)).toISOString().slice(0, 10);
    const lines = Array.from({ length: adding / 2 }, (_, i) => `${day(i)},19:00,${n.venue} - Field 1,New ${2 * i},New ${2 * i + 1}`);
    const csv = ['date,time,field,home team,away team', ...lines].join('\n');
    const done = await admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv, true) });
    expect(done.status).toBe(409);
    expect(done.error.issues).toEqual([{ path: 'division_id', message: TEAM_MESSAGES.divisionFull(league.teamIds.length, adding) }]);
    expect(await divisionGames(league)).toEqual([]);
    expect(await server.db.select().from(teams).where(eq(teams.divisionId, league.divisionId))).toHaveLength(league.teamIds.length);
  });

  it("names a time the clocks skip on the spring-forward day as the row's problem, storing nothing (issue 19)", async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    // 2030-03-10: the league's clocks (Toronto) go from 2:00 AM to 3:00 AM.
    const csv = `date,time,field,home team,away team\n2030-03-10,02:30,${n.venue} - Field 1,${n.a},${n.b}\n`;
    const done = await admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv) });
    expect(done.status).toBe(422);
    expect(done.error.issues).toEqual([{ path: 'rows.2', message: 'Row 2: 2:30 AM does not exist on Mar 10 (clocks go forward); choose another time.' }]);
    expect(await divisionGames(league)).toEqual([]);
  });

  it('refuses a file imported twice, row by row', async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const csv = `date,time,field,home team,away team,home score,away score\n2030-03-02,19:00,${n.venue} - Field 1,${n.a},${n.b},1,1\n`;
    expect((await admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv) })).status).toBe(201);
    const p = await preview(league, csv);
    expect(p.rows[0]?.problems).toEqual(['This game is already in the schedule.']);
    expect((await admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv) })).status).toBe(422);
    expect(await divisionGames(league)).toHaveLength(1);
  });

  it('refuses with 409 rows that clash with a game saved since the preview', async () => {
    const league = await createLeague(server.db);
    const other = await createLeague(server.db);
    const n = await namesOf(league);
    const csv = `date,time,field,home team,away team\n2030-03-02,19:00,${n.venue} - Field 1,${n.a},${n.b}\n`;
    expect((await preview(league, csv)).rows_with_problems).toBe(0);
    await createGame(server.db, { ...other, fieldId: league.fieldId }, { startsAt: new Date('2030-03-03T00:30:00Z') });
    const refused = await admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv) });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('1 row clashes with games saved since the preview: preview the file again. Nothing was imported.');
    expect(refused.error.issues?.[0]?.message).toMatch(/^Row 2: Field 1, .+ is already booked at 7:30 PM on Sat, Mar 2/);
    expect(await divisionGames(league)).toEqual([]);
  });

  it('names a missing column, an empty file, and a season or division that does not exist', async () => {
    const league = await createLeague(server.db);
    const issues = async (b: unknown) => {
      const answer = await admin.client.sendUnchecked('POST', '/api/admin/schedule/import/preview', b);
      expect(answer.status).toBe(422);
      return answer.error.issues;
    };
    expect(await issues(body(league, 'Date,Field,Home,Visitors\n2030-03-02,Field 1,A,B\n'))).toEqual([
      { path: 'csv', message: 'The spreadsheet needs a column for "time". Its header row has "Date", "Field", "Home", "Visitors".' },
    ]);
    expect(await issues(body(league, 'date,time,home,away\n'))).toEqual([
      { path: 'csv', message: 'The file has no games: it needs a header row and one row per game.' },
    ]);
    expect(await issues({ ...body(league, 'x'), season_id: '00000000-0000-4000-8000-000000000000' })).toEqual([
      { path: 'season_id', message: 'Choose a season.' },
    ]);
    expect(await issues({ ...body(league, ''), division_id: 'nope' })).toEqual([
      { path: 'division_id', message: 'Choose a division.' },
      { path: 'csv', message: 'Choose a CSV file exported from your spreadsheet.' },
    ]);
  });

  it("checks every cell's length before reading it, and answers a pathological file at once (issue 19)", async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const spaces = ' '.repeat(60_000);
    const csv = [
      'date,time,field,home,away',
      `2030-03-02,10:00${spaces}x,Field 1,${n.a},${n.b}`,
      `2030-03-02,19:00,Park${spaces}x,${n.c},${n.d}`,
      `2030-03-09,19:00,,${'N'.repeat(61)},${n.b}`,
      `2030-03-09,21:00,,${n.c},${n.d}`,
    ].join('\n');
    const started = performance.now();
    const answer = admin.client.api('POST /api/admin/schedule/import/preview', { body: body(league, csv, true) });
    // The process keeps answering others meanwhile.
    const health = await server.client().request('GET', '/healthz');
    const healthMs = performance.now() - started;
    const p = (await answer).body;
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(2_000);
    expect(Object.fromEntries(p.rows.map((r) => [r.line, r.problems]))).toEqual({
      2: ['The time is longer than 20 characters.'],
      3: ['The field is longer than 123 characters.'],
      4: ['The home team is longer than 60 characters.'],
      5: [],
    });
    // Shown cut, and no team of a name longer than a team's is made.
    expect(p.rows[0]?.time).toBe(`10:00${' '.repeat(15)}…`);
    expect(p.missing_teams).toEqual([]);
  });

  it('refuses a body over the route limit with 413', async () => {
    const league = await createLeague(server.db);
    const answer = await admin.client.api('POST /api/admin/schedule/import/preview', { body: body(league, 'x'.repeat(500 * 1024)) });
    expect(answer.status).toBe(413);
    expect(answer.error.message).toBe('The file is too large to import in one go.');
  });

  it('imports a whole season of 380 played games (20 teams, double round robin)', async () => {
    const league = await createLeague(server.db);
    const csv = sampleSeasonCsv(20);
    const p = await preview(league, csv, true);
    expect(p).toMatchObject({ rows_with_problems: 0, played: 380, missing_teams: expect.any(Array) });
    expect(p.missing_teams).toHaveLength(20);
    const done = await admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv, true) });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ created: 380, final: 380, teams_created: 20 });
    expect(await divisionGames(league)).toHaveLength(380);
  });
});
