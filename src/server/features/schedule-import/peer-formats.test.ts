import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleImportInput } from '../../../shared/schemas/schedule-import';
import { games, teams, venues } from '../../db/schema/index';
import { createLeague, type CreatedUser, type League } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { expectOnlyAdmins } from '../../test/personas';
import { sampleSeasonCsv } from './sample-season';

/** Issue 26: files from the apps leagues leave, dates read per file, "did you mean". */

const t = withTestServer({ personas: true });
let server: TestServer;
let admin: CreatedUser;
beforeAll(() => {
  server = t.server;
  ({ admin } = t.personas);
});

async function namesOf(league: League) {
  const rows = await server.db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.seasonId, league.seasonId));
  const name = (id: string) => rows.find((r) => r.id === id)?.name ?? '';
  const [venue] = await server.db.select({ name: venues.name }).from(venues).where(eq(venues.id, league.venueId));
  const [a, b, c, d] = league.teamIds;
  return { a: name(a), b: name(b), c: name(c), d: name(d), venue: venue?.name ?? '' };
}

const body = (league: League, csv: string, more: Partial<ScheduleImportInput> = {}): ScheduleImportInput => ({
  season_id: league.seasonId,
  division_id: league.divisionId,
  csv,
  ...more,
});
const preview = async (league: League, csv: string, more: Partial<ScheduleImportInput> = {}) => {
  const answer = await admin.client.api('POST /api/admin/schedule/import/preview', { body: body(league, csv, more) });
  expect(answer.status).toBe(200);
  return answer.body;
};
const importFile = (league: League, csv: string, more: Partial<ScheduleImportInput> = {}) =>
  admin.client.api('POST /api/admin/schedule/import', { body: body(league, csv, more) });
const stored = (league: League) =>
  server.db
    .select({
      home: games.homeTeamId,
      away: games.awayTeamId,
      startsAt: games.startsAt,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      status: games.status,
    })
    .from(games)
    .where(and(eq(games.seasonId, league.seasonId), eq(games.divisionId, league.divisionId)))
    .orderBy(games.startsAt);

describe('files from other league apps', () => {
  it("imports TeamSnap's schedule: its columns, month-first dates, 6:30 PM, practices left out", async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const f = `${n.venue} - Field 1`;
    const csv = [
      'Date,Start time,End time,Arrival Time,Short label,Event type,Division,Home Team,Away Team,Location',
      `03/02/2030,6:30 PM,8:00 PM,6:00 PM,Week 1,Game,Open,${n.a},${n.b},${f}`,
      `03/09/2030,6:30 PM,8:00 PM,6:00 PM,Week 2,Game,Open,${n.c},${n.d},${f}`,
      `03/16/2030,7:00 PM,8:00 PM,,Training,Practice,Open,,,${f}`,
      `03/23/2030,6:30 PM,8:00 PM,6:00 PM,Week 3,Game,Open,${n.a},${n.c},${f}`,
    ].join('\n');
    const p = await preview(league, csv);
    expect(p).toMatchObject({
      format: 'teamsnap',
      skipped: 1,
      rows_with_problems: 0,
      dates: { order: 'month_first', decided_by: 'file', choice_needed: false },
    });
    expect(p.rows.map((r) => [r.line, r.starts_at])).toEqual([
      [2, '2030-03-02T23:30:00.000Z'],
      [3, '2030-03-09T23:30:00.000Z'],
      [5, '2030-03-23T22:30:00.000Z'],
    ]);
    const done = await importFile(league, csv);
    expect(done.body).toMatchObject({ created: 3, scheduled: 3 });
    expect((await stored(league)).map((g) => g.home)).toEqual([league.teamIds[0], league.teamIds[2], league.teamIds[0]]);
  });

  it("imports SportsEngine's upload: Team1 at home or away, results, US dates by the format's convention", async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const [a, b, c, d] = league.teamIds;
    const csv = [
      'Start_Date,Start_Time,End_Date,End_Time,Title,Description,Location,Event_Type,Team1_Name,Team1_Is_Home,Team2_Name,Team1_Score,Team2_Score',
      `4/6/2030,10:00 AM,4/6/2030,11:30 AM,${n.a} vs ${n.b},,${n.venue} - Field 1,Game,${n.a},1,${n.b},2,1`,
      `5/4/2030,10:00 AM,5/4/2030,11:30 AM,Week 2,,${n.venue} - Field 1,Game,${n.c},0,${n.d},0,3`,
      `5/11/2030,10:00 AM,5/11/2030,11:30 AM,${n.b} vs ${n.d},,${n.venue} - Field 1,Game,,1,${n.d},,`,
    ].join('\n');
    const p = await preview(league, csv);
    expect(p).toMatchObject({ format: 'sportsengine', rows_with_problems: 0, played: 2, dates: { order: 'month_first', decided_by: 'format' } });
    expect((await importFile(league, csv)).status).toBe(201);
    const saved = await stored(league);
    expect(saved.map((g) => [g.startsAt.toISOString().slice(0, 10), g.home, g.away, g.homeScore, g.awayScore])).toEqual([
      ['2030-04-06', a, b, 2, 1],
      ['2030-05-04', d, c, 3, 0],
      ['2030-05-11', b, d, null, null],
    ]);
  });

  it("imports SportsPress's fixtures and its events with results", async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const fixtures = ['Date,Time,Venue,Home,Away', `2030/03/02,15:00,${n.venue},${n.a},${n.b}`, `2030/03/09,15:00,${n.venue},${n.c},${n.d}`].join('\n');
    expect(await preview(league, fixtures)).toMatchObject({ format: 'sportspress_fixtures', rows_with_problems: 0, to_play: 2 });
    expect((await importFile(league, fixtures)).body).toMatchObject({ created: 2 });

    const events = [
      'Date,Time,Venue,Teams,Results,Outcome,Players,Goals',
      `2030/03/16,15:00,${n.venue},${n.a},1|2,Win,Ann Lee,2`,
      `,,,${n.c},0|0,Loss,Bo Chan,0`,
      `2030/03/23,15:00,${n.venue},${n.d},,,,`,
      `,,,${n.b},,,,`,
    ].join('\n');
    const p = await preview(league, events);
    expect(p).toMatchObject({ format: 'sportspress_events', rows_with_problems: 0, played: 1, to_play: 1 });
    expect((await importFile(league, events)).body).toMatchObject({ created: 2, final: 1 });
    const last = (await stored(league)).slice(2);
    expect(last.map((g) => [g.home, g.homeScore, g.awayScore, g.status])).toEqual([
      [league.teamIds[0], 2, 0, 'final'],
      [league.teamIds[3], null, null, 'scheduled'],
    ]);
  });
});

describe('dates read per file', () => {
  it('imports a whole season written DD/MM/YYYY in one go: the file says its order', async () => {
    const league = await createLeague(server.db);
    const csv = sampleSeasonCsv(20).replace(/^(\d{4})-(\d{2})-(\d{2}),/gm, (_, y, m, d) => `${d}/${m}/${y},`);
    const p = await preview(league, csv, { create_missing: true });
    expect(p).toMatchObject({ rows_with_problems: 0, played: 380, dates: { order: 'day_first', decided_by: 'file', choice_needed: false } });
    expect((await importFile(league, csv, { create_missing: true })).body).toMatchObject({ created: 380, final: 380 });
  });

  it('asks once, with two rows read both ways, when every date reads two ways', async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const f = `${n.venue} - Field 1`;
    const csv = [
      'Date,Time,Field,Home,Away',
      `06/04/2030,19:00,${f},${n.a},${n.b}`,
      `04/05/2030,19:00,${f},${n.c},${n.d}`,
      `11/05/2030,19:00,${f},${n.a},${n.c}`,
    ].join('\n');
    const p = await preview(league, csv);
    expect(p.dates).toEqual({
      order: null,
      decided_by: null,
      choice_needed: true,
      samples: [
        { line: 2, text: '06/04/2030', day_first: '2030-04-06', month_first: '2030-06-04' },
        { line: 3, text: '04/05/2030', day_first: '2030-05-04', month_first: '2030-04-05' },
      ],
    });
    // Not a problem per row: one question for the file.
    expect(p.rows_with_problems).toBe(0);
    const refused = await importFile(league, csv);
    expect(refused.status).toBe(422);
    expect(refused.error.issues).toEqual([
      { path: 'date_order', message: 'Choose how the file writes its dates: day first (17/08/2013) or month first (08/17/2013).' },
    ]);
    expect(await stored(league)).toEqual([]);

    expect((await importFile(league, csv, { date_order: 'day_first' })).body).toMatchObject({ created: 3 });
    expect((await stored(league)).map((g) => g.startsAt.toISOString().slice(0, 10))).toEqual(['2030-04-06', '2030-05-04', '2030-05-11']);
  });
});

describe('did you mean', () => {
  it('offers the close team and field for a misspelt name, never creates it on its own, and uses the one chosen', async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const [sunderland] = await server.db
      .insert(teams)
      .values({ seasonId: league.seasonId, divisionId: league.divisionId, name: 'Sunderland AFC' })
      .returning({ id: teams.id });
    const csv = [
      'Date,Time,Field,Home,Away',
      `2030-03-02,19:00,${n.venue} - Feild 1,Sunderland AFCC,${n.a}`,
      `2030-03-09,19:00,${n.venue} - Field 1,${n.b},Harbour City`,
    ].join('\n');
    // "Create missing" creates Harbour City (nothing like it exists), but not a misspelt Sunderland.
    const p = await preview(league, csv, { create_missing: true });
    expect(p.rows[0]?.problems).toEqual([
      `Unknown team "Sunderland AFCC" in this division: did you mean "Sunderland AFC"?`,
      `Unknown field "${n.venue} - Feild 1": did you mean "Field 1, ${n.venue}"?`,
    ]);
    expect(p.unknown_names).toEqual([
      { kind: 'team', name: 'Sunderland AFCC', did_you_mean: { id: sunderland?.id, name: 'Sunderland AFC' }, choice: null, rows: 1 },
      { kind: 'field', name: `${n.venue} - Feild 1`, did_you_mean: { id: league.fieldId, name: `Field 1, ${n.venue}` }, choice: null, rows: 1 },
      { kind: 'team', name: 'Harbour City', did_you_mean: null, choice: 'create', rows: 1 },
    ]);
    expect((await importFile(league, csv, { create_missing: true })).status).toBe(422);

    const names = [
      { kind: 'team' as const, name: 'Sunderland AFCC', use_id: sunderland?.id ?? '' },
      { kind: 'field' as const, name: `${n.venue} - Feild 1`, use_id: league.fieldId },
      { kind: 'team' as const, name: 'Harbour City', create: true },
    ];
    const fixed = await preview(league, csv, { names });
    expect(fixed).toMatchObject({ rows_with_problems: 0, missing_teams: ['Harbour City'], missing_fields: [] });
    const done = await importFile(league, csv, { names });
    expect(done.body).toMatchObject({ created: 2, teams_created: 1, fields_created: 0 });
    const saved = await stored(league);
    expect(saved[0]?.home).toBe(sunderland?.id);
    const division = await server.db.select({ name: teams.name }).from(teams).where(eq(teams.divisionId, league.divisionId));
    expect(division.map((t) => t.name).filter((name) => name.startsWith('Sunderland'))).toEqual(['Sunderland AFC']);
  });

  it('refuses a chosen team that is not in the division, and saves nothing', async () => {
    const league = await createLeague(server.db);
    const other = await createLeague(server.db);
    const n = await namesOf(league);
    const csv = ['Date,Time,Field,Home,Away', `2030-03-02,19:00,,Rovers,${n.a}`].join('\n');
    const refused = await importFile(league, csv, { names: [{ kind: 'team', name: 'Rovers', use_id: other.teamIds[0] }] });
    expect(refused.status).toBe(422);
    expect(refused.error.issues).toEqual([{ path: 'names.0.use_id', message: 'Choose a team of this division.' }]);
    expect(await stored(league)).toEqual([]);
  });
});

describe('export in the same shapes', () => {
  it("only admins download a division's games", async () => {
    const league = await createLeague(server.db);
    await expectOnlyAdmins(server, t.personas, [
      ['GET', `/api/admin/schedule/import/export.csv?season_id=${league.seasonId}&division_id=${league.divisionId}`],
      ['GET', `/api/admin/schedule/import/export.csv?season_id=${league.seasonId}&division_id=${league.divisionId}&format=teamsnap`],
    ]);
  });

  it("writes a division's games and results in ours and TeamSnap's columns, and each reads back as the same games", async () => {
    const league = await createLeague(server.db);
    const n = await namesOf(league);
    const csv = [
      'Date,Time,Field,Home Team,Away Team,Home Score,Away Score',
      `2030-03-02,18:30,${n.venue} - Field 1,${n.a},${n.b},2,1`,
      `2030-03-09,10:00,,${n.c},${n.d},,`,
    ].join('\n');
    expect((await importFile(league, csv)).status).toBe(201);
    const original = (await stored(league)).map((g) => [g.startsAt.toISOString(), g.homeScore, g.awayScore, g.status]);

    const query = (format: 'ours' | 'teamsnap') => ({ season_id: league.seasonId, division_id: league.divisionId, format });
    const ours = await admin.client.api('GET /api/admin/schedule/import/export.csv', { query: query('ours') });
    expect(ours.headers.get('content-type')).toMatch(/text\/csv/);
    expect(
      ours.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/),
    ).toEqual([
      'Date,Time,Field,Home Team,Away Team,Home Score,Away Score,Round',
      `2030-03-02,18:30,${n.venue} - Field 1,${n.a},${n.b},2,1,1`,
      `2030-03-09,10:00,,${n.c},${n.d},,,2`,
    ]);
    const teamsnap = await admin.client.api('GET /api/admin/schedule/import/export.csv', { query: query('teamsnap') });
    const lines = teamsnap.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Date,Start time,End time,Arrival Time,Short label,Event type,Division,Home Team,Away Team,Location,Home Score,Away Score');
    expect(lines[1]).toMatch(new RegExp(`^03/02/2030,6:30 PM,,,Round 1,Game,Division [^,]+,${n.a},${n.b},${n.venue} - Field 1,2,1$`));

    // Every date of this TeamSnap file reads two ways: the one choice, as a person makes it.
    for (const [file, more] of [
      [ours.text, {}],
      [teamsnap.text, { date_order: 'month_first' }],
    ] as const) {
      const copy = await createLeague(server.db);
      const m = await namesOf(copy);
      const renamed = file.replaceAll(n.a, m.a).replaceAll(n.b, m.b).replaceAll(n.c, m.c).replaceAll(n.d, m.d).replaceAll(n.venue, m.venue);
      expect((await importFile(copy, renamed, more)).status).toBe(201);
      expect((await stored(copy)).map((g) => [g.startsAt.toISOString(), g.homeScore, g.awayScore, g.status])).toEqual(original);
    }
  });
});
