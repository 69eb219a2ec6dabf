import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { SchedulePreview, ScheduleSaved, ScheduleSetup } from '../../../shared/api/schedule-generator';
import type { SchedulePreviewInput } from '../../../shared/schemas/schedule-generator';
import { auditLog, fields, games } from '../../db/schema/index';
import { createGame, createLeague, type CreatedUser, createUser, type League } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { DEFAULT_TIME_ZONE } from '../../../shared/settings';
import { zonedInstant } from '../../../shared/zoned-time';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(async () => {
  server = t.server;
  personas = t.personas;
  ({ admin } = personas);
});

const base = (league: League) => `/api/admin/seasons/${league.seasonId}/divisions/${league.divisionId}/schedule`;

/** The league's four teams, a double round robin on Saturdays at two times on its field. */
const previewInput = (league: League, overrides: Partial<SchedulePreviewInput> = {}): SchedulePreviewInput => ({
  format: 'double',
  first_date: '2030-03-02',
  game_days: ['saturday'],
  time_slots: ['09:00', '10:45'],
  field_ids: [league.fieldId],
  blackout_dates: ['2030-03-16'],
  min_rest_days: 6,
  ...overrides,
});

const divisionGames = (league: League) =>
  server.db
    .select()
    .from(games)
    .where(and(eq(games.seasonId, league.seasonId), eq(games.divisionId, league.divisionId)))
    .orderBy(games.startsAt);

async function preview(league: League, overrides: Partial<SchedulePreviewInput> = {}) {
  const answer = await admin.client.request<SchedulePreview>('POST', `${base(league)}/preview`, previewInput(league, overrides));
  expect(answer.status).toBe(200);
  return answer.body;
}

const toSave = (p: SchedulePreview) =>
  p.games.map(({ round, home_team_id, away_team_id, field_id, starts_at }) => ({ round, home_team_id, away_team_id, field_id, starts_at }));

describe('who may use the generator', () => {
  it('anonymous gets 401, player, captain, referee and statistician 403; nothing is saved', async () => {
    const league = await createLeague(server.db);
    const p = await preview(league);
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['GET', base(league)],
        ['POST', `${base(league)}/preview`, previewInput(league)],
        ['POST', base(league), { games: toSave(p) }],
      ],
      { unchanged: () => divisionGames(league) },
    );
    expect(await divisionGames(league)).toEqual([]);
  });
});

describe('the generator', () => {
  it('gives the form its teams, the fields of every venue and the league time zone', async () => {
    const league = await createLeague(server.db);
    const answer = await admin.client.request<ScheduleSetup>('GET', base(league));
    expect(answer.status).toBe(200);
    expect(answer.body.teams).toHaveLength(4);
    expect(answer.body.fields).toContainEqual(expect.objectContaining({ id: league.fieldId, name: expect.stringMatching(/^Field 1, Park /) }));
    expect(answer.body).toMatchObject({ time_zone: 'America/Toronto', existing_games: { unplayed: 0, played: 0 }, season: { end_date: '2030-08-31' } });
  });

  it('previews a double round robin with its report, skipping the blackout date, and saves it', async () => {
    const league = await createLeague(server.db);
    const p = await preview(league);
    expect(p.games).toHaveLength(12);
    expect(p.report).toMatchObject({ games_expected: 12, games_placed: 12, unplaced: [], home_away_spread: 0, breaks: 4, fewest_breaks: 4 });
    expect(p.games.some((g) => g.date === '2030-03-16')).toBe(false);
    expect(p.report.teams.map((team) => [team.home, team.away])).toEqual([
      [3, 3],
      [3, 3],
      [3, 3],
      [3, 3],
    ]);
    // 09:00 in Toronto on 2 March 2030 (EST) is 14:00 UTC.
    expect(p.games[0]).toMatchObject({
      date: '2030-03-02',
      time: '09:00',
      starts_at: '2030-03-02T14:00:00.000Z',
      field_name: expect.stringMatching(/^Field 1, /),
    });

    const saved = await admin.client.request<ScheduleSaved>('POST', base(league), { games: toSave(p) });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ created: 12, replaced: 0 });
    const stored = await divisionGames(league);
    expect(stored.map((g) => [g.startsAt.toISOString(), g.homeTeamId, g.awayTeamId, g.status, g.round])).toEqual(
      p.games.map((g) => [g.starts_at, g.home_team_id, g.away_team_id, 'scheduled', g.round]),
    );
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, league.divisionId), eq(auditLog.action, 'schedule.generated')));
    expect(audit).toMatchObject({ actorUserId: admin.userId, after: { games: 12 } });
  });

  it('refuses a second save, and replaces only the unplayed games when asked', async () => {
    const league = await createLeague(server.db);
    const p = await preview(league);
    expect((await admin.client.request('POST', base(league), { games: toSave(p) })).status).toBe(201);

    const again = await admin.client.request<ApiErrorBody>('POST', base(league), { games: toSave(p) });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This division already has 12 games in this season. Choose "Replace its unplayed games" to save a new schedule.');
    expect(await divisionGames(league)).toHaveLength(12);

    // The first game was played; a new schedule replaces the other eleven and owes eleven meetings.
    const [first] = await divisionGames(league);
    await server.db
      .update(games)
      .set({ status: 'final', homeScore: 2, awayScore: 1 })
      .where(eq(games.id, first?.id ?? ''));
    const setup = await admin.client.request<ScheduleSetup>('GET', base(league));
    expect(setup.body.existing_games).toEqual({ unplayed: 11, played: 1 });
    // The form still says 2 March, the day the first game was played: the new games start after it.
    const next = await preview(league, { replace_unplayed: true });
    expect(next.division_games).toEqual({ played_game_ids: [first?.id], latest_played_date: '2030-03-02', replaced: 11 });
    expect(next.report).toMatchObject({ games_expected: 11, games_placed: 11 });
    expect(next.games.every((g) => g.date > '2030-03-02')).toBe(true);
    const replaced = await admin.client.request<ScheduleSaved>('POST', base(league), {
      games: toSave(next),
      replace_unplayed: true,
      played_game_ids: next.division_games.played_game_ids,
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body).toEqual({ created: 11, replaced: 11 });
    const stored = await divisionGames(league);
    expect(stored).toHaveLength(12);
    expect(stored.filter((g) => g.status === 'final').map((g) => g.id)).toEqual([first?.id]);
    // Every pair still meets once at each home, the played game included.
    expect(new Set(stored.map((g) => `${g.homeTeamId}>${g.awayTeamId}`)).size).toBe(12);
  });

  it('refuses a replacing save after a game was played since the preview, and changes nothing', async () => {
    const league = await createLeague(server.db);
    const p = await preview(league);
    expect((await admin.client.request('POST', base(league), { games: toSave(p) })).status).toBe(201);
    const next = await preview(league, { first_date: '2030-04-06', replace_unplayed: true });
    expect(next.division_games).toEqual({ played_game_ids: [], latest_played_date: null, replaced: 12 });
    const [first] = await divisionGames(league);
    await server.db
      .update(games)
      .set({ status: 'final', homeScore: 0, awayScore: 0 })
      .where(eq(games.id, first?.id ?? ''));
    const before = await divisionGames(league);

    for (const body of [
      { games: toSave(next), replace_unplayed: true },
      { games: toSave(next), replace_unplayed: true, played_game_ids: next.division_games.played_game_ids },
    ]) {
      const refused = await admin.client.request<ApiErrorBody>('POST', base(league), body);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe("This division's played games changed since the preview: generate the preview again.");
    }
    expect(await divisionGames(league)).toEqual(before);
  });

  it('plans around another division’s games on the same field', async () => {
    const league = await createLeague(server.db);
    const other = await createLeague(server.db);
    // The other division holds the field at 09:00 on the first Saturday.
    await createGame(server.db, { ...other, fieldId: league.fieldId }, { startsAt: new Date('2030-03-02T14:00:00Z') });
    const p = await preview(league);
    expect(p.games.filter((g) => g.date === '2030-03-02').map((g) => g.time)).toEqual(['10:45']);
    expect(p.report.unplaced).toEqual([]);
  });

  it('refuses a save whose games now clash with a game saved since the preview, naming it', async () => {
    const league = await createLeague(server.db);
    const other = await createLeague(server.db);
    const p = await preview(league);
    const first = p.games[0];
    await createGame(server.db, { ...other, fieldId: league.fieldId }, { startsAt: new Date(first?.starts_at ?? '') });
    const refused = await admin.client.request<ApiErrorBody>('POST', base(league), { games: toSave(p) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(
      /^Some games now clash with games saved since the preview: generate the preview again\. Field 1, Park .+ is already booked at 9:00 AM on Sat, Mar 2 \(Team .+ A v Team .+ B\)\.$/,
    );
    expect(refused.body.error.issues).toEqual([{ path: 'games.0', message: expect.stringMatching(/is already booked at 9:00 AM on Sat, Mar 2/) }]);
    expect(await divisionGames(league)).toEqual([]);
  });

  it('names what is wrong with the form, and saves nothing', async () => {
    const league = await createLeague(server.db);
    const issues = async (body: unknown, path = 'preview') => {
      const answer = await admin.client.request<ApiErrorBody>('POST', path === 'preview' ? `${base(league)}/preview` : base(league), body);
      expect(answer.status).toBe(422);
      return answer.body.error.issues?.map((i) => [i.path, i.message]);
    };
    expect(await issues({ ...previewInput(league), game_days: [], time_slots: ['09:00', '10:00'], first_date: '2030-02-30', min_rest_days: 15 })).toEqual([
      ['first_date', 'Enter the first date, like 2030-05-04.'],
      ['game_days', 'Choose at least one game day.'],
      ['time_slots', 'Time slots must be at least 90 minutes apart: a game holds its field that long.'],
      ['min_rest_days', 'Minimum rest must be a whole number of days from 0 to 14.'],
    ]);
    expect(await issues({ ...previewInput(league), format: 'games_per_team' })).toEqual([
      ['games_per_team', 'Games per team must be a whole number from 1 to 60.'],
    ]);
    expect(await issues({ ...previewInput(league), time_slots: ['7pm'], field_ids: [] })).toEqual([
      ['time_slots.0', 'Each time slot must be a time like 19:30.'],
      ['field_ids', 'Choose from 1 to 30 fields.'],
    ]);
    expect(await issues(previewInput(league, { first_date: '2030-09-01' }))).toEqual([
      ['first_date', "The first date must be on or before the season's last day (2030-08-31)."],
    ]);
    const [venueField] = await server.db.select({ venueId: fields.venueId }).from(fields).where(eq(fields.id, league.fieldId));
    expect(venueField).toBeDefined();
    expect(await issues(previewInput(league, { field_ids: ['00000000-0000-4000-8000-000000000000'] }))).toEqual([
      ['field_ids', 'One of the chosen fields no longer exists: reload the page and choose again.'],
    ]);
    expect(await issues({ games: [] }, 'save')).toEqual([['games', 'Save from 1 to 1000 games: generate a preview first.']]);

    const stranger = await createLeague(server.db);
    const p = await preview(league);
    const foreign = toSave(p).map((g, i) => (i === 0 ? { ...g, home_team_id: stranger.teamIds[0] } : g));
    const refused = await admin.client.request<ApiErrorBody>('POST', base(league), { games: foreign });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('A game names a team that is not in this division and season: generate the preview again.');
    expect(await divisionGames(league)).toEqual([]);
  });

  it('answers 404 for a season or division that does not exist', async () => {
    const league = await createLeague(server.db);
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await admin.client.api('GET /api/admin/seasons/:seasonId/divisions/:divisionId/schedule', {
      params: { seasonId: league.seasonId, divisionId: missing },
    });
    expect(answer.status).toBe(404);
    expect(answer.error.message).toBe('That division was not found.');
    expect(
      (
        await admin.client.api('GET /api/admin/seasons/:seasonId/divisions/:divisionId/schedule', {
          params: { seasonId: 'not-an-id', divisionId: league.divisionId },
        })
      ).status,
    ).toBe(404);
  });

  it('reports every game it cannot place with the reason', async () => {
    const league = await createLeague(server.db);
    // Only the last Saturday of the season: two games fit on one field, twelve are needed.
    const p = await preview(league, { first_date: '2030-08-31', blackout_dates: [] });
    expect(p.games).toHaveLength(2);
    expect(p.report.unplaced).toHaveLength(10);
    expect(p.report.unplaced[0]?.reason).toMatch(/^No free slot by 2030-08-31, the season's last day/);
  });

  it('gives one schedule when two admins save the same division at once', async () => {
    const league = await createLeague(server.db);
    const second = await createUser(server, { roles: ['admin'] });
    const p = await preview(league);
    const answers = await Promise.all([admin.client, second.client].map((client) => client.request('POST', base(league), { games: toSave(p) })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await divisionGames(league)).toHaveLength(12);
  });
});

describe("the generator's defaults (issue 20 item 12)", () => {
  it("follow the division's own days, times and fields; none before it ever played", async () => {
    const league = await createLeague(server.db);
    const empty = await admin.client.request<ScheduleSetup>('GET', base(league));
    expect(empty.body.pattern).toBeNull();

    // Tuesdays at 19:30 and 21:00 on the league's clock, on the division's field.
    for (const [day, hour, minute] of [
      [5, 19, 30],
      [5, 21, 0],
      [12, 19, 30],
    ] as const) {
      const startsAt = zonedInstant({ year: 2030, month: 3, day, hour, minute }, DEFAULT_TIME_ZONE);
      await createGame(server.db, { ...league, fieldId: league.fieldId }, { startsAt });
    }
    const setup = await admin.client.request<ScheduleSetup>('GET', base(league));
    expect(setup.body.pattern).toEqual({ game_days: ['tuesday'], time_slots: ['19:30', '21:00'], field_ids: [league.fieldId] });
  });
});
