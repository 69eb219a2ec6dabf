import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { AdminTeamDetail, AdminTeamsPage } from '../../../shared/api/teams';
import { MAX_TEAMS_PER_DIVISION } from '../../../shared/admin-teams';
import { auditLog, teamRosters, teams } from '../../db/schema/index';
import { addToRoster, createGame, createLeague, createPlayer, minutesFromNow, type CreatedUser, type League } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(() => {
  ({ server, personas } = t);
  ({ admin } = personas);
});

type Body<T> = T & ApiErrorBody;
const scope = (league: League) => `season_id=${league.seasonId}&division_id=${league.divisionId}`;

async function teamRow(id: string) {
  const [row] = await server.db.select().from(teams).where(eq(teams.id, id));
  return row;
}
async function teamsOf(league: League) {
  return server.db.select().from(teams).where(eq(teams.seasonId, league.seasonId));
}

describe('who may call the admin teams API', () => {
  it('turns away anonymous callers (401) and players, captains, referees and statisticians (403), changing nothing', async () => {
    const league = await createLeague(server.db);
    const [teamId] = league.teamIds;
    const playerId = await createPlayer(server.db, {});
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['GET', '/api/admin/teams'],
        ['GET', '/api/admin/teams/export.csv'],
        ['GET', '/api/admin/teams/options'],
        [
          'POST',
          '/api/admin/teams',
          { season_id: league.seasonId, division_id: league.divisionId, name: 'Sneaky', primary_color: '#000000', secondary_color: '#ffffff' },
        ],
        ['GET', `/api/admin/teams/${teamId}`],
        ['PATCH', `/api/admin/teams/${teamId}`, { name: 'Renamed', primary_color: '#000000', secondary_color: '#ffffff' }],
        ['DELETE', `/api/admin/teams/${teamId}`],
        ['GET', `/api/admin/teams/${teamId}/candidates?q=a`],
        ['POST', `/api/admin/teams/${teamId}/roster`, { player_id: playerId }],
        ['PATCH', `/api/admin/teams/${teamId}/roster/${playerId}`, { jersey_number: 7 }],
        ['DELETE', `/api/admin/teams/${teamId}/roster/${playerId}`],
      ],
      { unchanged: async () => [await teamsOf(league), await server.db.select().from(teamRosters).where(eq(teamRosters.teamId, teamId))] },
    );
  });
});

describe('GET /api/admin/teams', () => {
  it('lists teams with season and division names, colours, roster size and captains; filters and pages on the server', async () => {
    const league = await createLeague(server.db);
    const [a, b] = league.teamIds;
    const cap = await createPlayer(server.db, { firstName: 'Cora', lastName: 'Captain' });
    const co1 = await createPlayer(server.db, { firstName: 'Cole', lastName: 'Bee' });
    const co2 = await createPlayer(server.db, { firstName: 'Cal', lastName: 'Ay' });
    const plain = await createPlayer(server.db, {});
    await addToRoster(server.db, { teamId: a, playerId: cap, rosterRole: 'captain' });
    await addToRoster(server.db, { teamId: a, playerId: co1, rosterRole: 'co_captain' });
    await addToRoster(server.db, { teamId: a, playerId: co2, rosterRole: 'co_captain' });
    await addToRoster(server.db, { teamId: a, playerId: plain });

    const response = await admin.client.request<Body<AdminTeamsPage>>('GET', `/api/admin/teams?${scope(league)}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 4, page: 1, page_size: 25 });
    expect(response.body.items.map((t) => t.id)).toEqual(league.teamIds);
    const [first, second] = response.body.items;
    expect(first).toEqual({
      id: a,
      name: expect.stringMatching(/ A$/),
      primary_color: '#1c7ed6',
      secondary_color: '#ffffff',
      season_id: league.seasonId,
      season_name: expect.stringMatching(/^Season /),
      division_id: league.divisionId,
      division_name: expect.stringMatching(/^Division /),
      roster_size: 4,
      captain_name: 'Cora Captain',
      co_captain_names: ['Cal Ay', 'Cole Bee'],
    });
    expect(second).toMatchObject({ id: b, roster_size: 0, captain_name: null, co_captain_names: [] });

    const name = first?.name ?? '';
    const searched = await admin.client.api('GET /api/admin/teams', { query: { q: name.toUpperCase() } });
    expect(searched.body.items.map((t) => t.id)).toEqual([a]);
    const paged = await admin.client.request<AdminTeamsPage>('GET', `/api/admin/teams?${scope(league)}&page=2&page_size=3`);
    expect(paged.body).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(paged.body.items.map((t) => t.id)).toEqual([league.teamIds[3]]);
    const otherDivision = await admin.client.api('GET /api/admin/teams', {
      query: { season_id: league.seasonId, division_id: (await createLeague(server.db)).divisionId },
    });
    expect(otherDivision.body.total).toBe(0);
  });

  it('answers bad filters with 422 and the field message', async () => {
    const response = await admin.client.api('GET /api/admin/teams', { query: { season_id: 'nope' } });
    expect(response.status).toBe(422);
    expect(response.error).toMatchObject({
      code: 'VALIDATION',
      message: 'Season must be a season id.',
      issues: [{ path: 'season_id', message: 'Season must be a season id.' }],
    });
    expect((await admin.client.api('GET /api/admin/teams', { query: { page_size: '500' } })).status).toBe(422);
  });

  it('exports the filtered teams as CSV', async () => {
    const league = await createLeague(server.db);
    const cap = await createPlayer(server.db, { firstName: 'Exa', lastName: 'Port' });
    await addToRoster(server.db, { teamId: league.teamIds[0], playerId: cap, rosterRole: 'captain' });
    const response = await admin.client.request<string>('GET', `/api/admin/teams/export.csv?${scope(league)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="teams-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,season,division,name,primary_color,secondary_color,roster_size,captain,co_captains');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`${league.teamIds[0]},Season `);
    expect(lines[1]).toMatch(/,#1c7ed6,#ffffff,1,Exa Port,$/);
  });

  it('offers every season (newest first) and division for the filters and the form', async () => {
    const league = await createLeague(server.db);
    const response = await admin.client.api('GET /api/admin/teams/options');
    expect(response.status).toBe(200);
    expect(response.body.seasons).toContainEqual({ id: league.seasonId, name: expect.any(String), status: 'active' });
    expect(response.body.divisions).toContainEqual({ id: league.divisionId, name: expect.any(String) });
  });
});

describe('POST /api/admin/teams', () => {
  it('creates a team in a season and division, stores colours lower-case, and audits it', async () => {
    const league = await createLeague(server.db);
    const name = `Lions ${uniqueId()}`;
    const response = await admin.client.api('POST /api/admin/teams', {
      body: {
        season_id: league.seasonId,
        division_id: league.divisionId,
        name: `  ${name} `,
        primary_color: '#FF0000',
        secondary_color: '#00ff00',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name,
      primary_color: '#ff0000',
      secondary_color: '#00ff00',
      season_id: league.seasonId,
      division_id: league.divisionId,
      roster: [],
      game_count: 0,
    });
    expect(await teamRow(response.body.id)).toMatchObject({ name, primaryColor: '#ff0000' });
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entityId, response.body.id));
    expect(audit).toMatchObject([{ action: 'teams.created', actorUserId: admin.userId, entityType: 'team' }]);
  });

  it('refuses a name already used in the season and division (409 under the name), whatever its case', async () => {
    const league = await createLeague(server.db);
    const existing = await teamRow(league.teamIds[0]);
    const before = await teamsOf(league);
    const response = await admin.client.sendUnchecked('POST', '/api/admin/teams', {
      season_id: league.seasonId,
      division_id: league.divisionId,
      name: existing?.name.toLowerCase(),
      primary_color: '#000000',
      secondary_color: '#ffffff',
    });
    expect(response.status).toBe(409);
    expect(response.error).toEqual({
      code: 'CONFLICT',
      message: 'A team with this name already exists in this season and division.',
      issues: [{ path: 'name', message: 'A team with this name already exists in this season and division.' }],
    });
    expect(await teamsOf(league)).toEqual(before);
    // The same name in another division is a different team.
    const other = await createLeague(server.db);
    const elsewhere = await admin.client.sendUnchecked('POST', '/api/admin/teams', {
      season_id: league.seasonId,
      division_id: other.divisionId,
      name: existing?.name,
      primary_color: '#000000',
      secondary_color: '#ffffff',
    });
    expect(elsewhere.status).toBe(201);
  });

  it(`refuses a team past ${MAX_TEAMS_PER_DIVISION} in one division and season with 409 under division_id, storing nothing`, async () => {
    const league = await createLeague(server.db);
    const more = MAX_TEAMS_PER_DIVISION - league.teamIds.length;
    await server.db
      .insert(teams)
      .values(Array.from({ length: more }, (_, i) => ({ seasonId: league.seasonId, divisionId: league.divisionId, name: `Filler ${i}` })));
    const before = await teamsOf(league);
    const team = { season_id: league.seasonId, division_id: league.divisionId, primary_color: '#000000', secondary_color: '#ffffff' };
    const response = await admin.client.api('POST /api/admin/teams', { body: { ...team, name: 'One Too Many' } });
    expect(response.status).toBe(409);
    const message = `A division holds at most ${MAX_TEAMS_PER_DIVISION} teams in a season: this one has ${MAX_TEAMS_PER_DIVISION}, and 1 more would pass that.`;
    expect(response.error).toEqual({ code: 'CONFLICT', message, issues: [{ path: 'division_id', message }] });
    expect(await teamsOf(league)).toEqual(before);
  });

  it('answers bad input with 422 and the field messages, storing nothing', async () => {
    const league = await createLeague(server.db);
    const before = await teamsOf(league);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Team name is required.'],
      [{ name: 'x'.repeat(61) }, 'name', 'Team name must be at most 60 characters.'],
      [{ primary_color: 'red' }, 'primary_color', 'Primary colour must be a hex colour like #1c7ed6.'],
      [{ secondary_color: '#fff' }, 'secondary_color', 'Secondary colour must be a hex colour like #ffffff.'],
      [{ season_id: 'nope' }, 'season_id', 'Please select a season.'],
      [{ division_id: undefined }, 'division_id', 'Please select a division.'],
      [{ season_id: '00000000-0000-4000-8000-000000000000' }, 'season_id', 'That season was not found.'],
    ];
    for (const [change, path, message] of cases) {
      const body = {
        season_id: league.seasonId,
        division_id: league.divisionId,
        name: `Good ${uniqueId()}`,
        primary_color: '#000000',
        secondary_color: '#ffffff',
        ...change,
      };
      const response = await admin.client.api('POST /api/admin/teams', { body: body });
      expect({ path, status: response.status, issues: response.error?.issues }).toEqual({ path, status: 422, issues: [{ path, message }] });
    }
    expect(await teamsOf(league)).toEqual(before);
  });
});

describe('PATCH and DELETE /api/admin/teams/:teamId', () => {
  it('renames and recolours a team, refusing a name its season and division already has', async () => {
    const league = await createLeague(server.db);
    const [a, b] = league.teamIds;
    const other = await teamRow(b);
    const response = await admin.client.request<Body<AdminTeamDetail>>('PATCH', `/api/admin/teams/${a}`, {
      name: 'Renamed United',
      primary_color: '#123456',
      secondary_color: '#ABCDEF',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: a, name: 'Renamed United', primary_color: '#123456', secondary_color: '#abcdef' });
    expect(await teamRow(a)).toMatchObject({ name: 'Renamed United', secondaryColor: '#abcdef' });

    const clash = await admin.client.request<ApiErrorBody>('PATCH', `/api/admin/teams/${a}`, {
      name: other?.name,
      primary_color: '#000000',
      secondary_color: '#ffffff',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.issues).toEqual([{ path: 'name', message: 'A team with this name already exists in this season and division.' }]);
    expect(await teamRow(a)).toMatchObject({ name: 'Renamed United', primaryColor: '#123456' });
    // Its own name again (another case) is fine.
    const same = await admin.client.request('PATCH', `/api/admin/teams/${a}`, { name: 'RENAMED UNITED', primary_color: '#123456', secondary_color: '#abcdef' });
    expect(same.status).toBe(200);

    const bad = await admin.client.request<ApiErrorBody>('PATCH', `/api/admin/teams/${a}`, { name: 'Fine', primary_color: 'blue', secondary_color: '#ffffff' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.issues).toEqual([{ path: 'primary_color', message: 'Primary colour must be a hex colour like #1c7ed6.' }]);
    expect(await teamRow(a)).toMatchObject({ name: 'RENAMED UNITED', primaryColor: '#123456' });
  });

  it('deletes a team without games and refuses one with games (409)', async () => {
    const league = await createLeague(server.db);
    const [a, b, c] = league.teamIds;
    await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: minutesFromNow(60 * 24) });
    const refused = await admin.client.api('DELETE /api/admin/teams/:teamId', { params: { teamId: b } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('This team has games and cannot be deleted. Move or delete its games first.');
    expect(await teamRow(b)).toBeDefined();

    const deleted = await admin.client.api('DELETE /api/admin/teams/:teamId', { params: { teamId: c } });
    expect(deleted.status).toBe(204);
    expect(await teamRow(c)).toBeUndefined();
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entityId, c));
    expect(audit.map((r) => r.action)).toEqual(['teams.deleted']);
    expect((await admin.client.api('GET /api/admin/teams/:teamId', { params: { teamId: c } })).status).toBe(404);
    expect((await admin.client.api('GET /api/admin/teams/:teamId', { params: { teamId: 'not-a-uuid' } })).status).toBe(404);
  });
});
