import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { AdminPlayerDetail, AdminPlayerPage } from '../../../shared/api/players';
import { auditLog, players, seasons, teams } from '../../db/schema/index';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser, type League } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { register, signNewWaiver } from '../../test/admin-players-factories';
import { uniqueId, type TestServer } from '../../test/test-server';
import { incompressibleText } from '../../test/text';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(() => {
  ({ server, personas } = t);
  ({ admin } = personas);
});

const list = (query: string) => admin.client.request<AdminPlayerPage & ApiErrorBody>('GET', `/api/admin/players?${query}`);
const ids = async (query: string) => (await list(query)).body.items.map((i) => i.id);

async function playerRow(id: string) {
  const [row] = await server.db.select().from(players).where(eq(players.id, id));
  return row;
}

/** A league with players in every state the filters tell apart; names share a unique tag. */
async function filterLeague() {
  const tag = `Zq${uniqueId()}`;
  const league = await createLeague(server.db);
  const other = await createLeague(server.db);
  const make = (first: string, extra: Parameters<typeof createPlayer>[1] = {}) => createPlayer(server.db, { firstName: first, lastName: tag, ...extra });
  const onTeamPaid = await make('Alice', { email: `alice-${tag}@example.test`, phone: '(416) 555-0101' });
  const onTeamUnregistered = await make('Bruno');
  const registeredPending = await make('Chen');
  const otherSeasonOnly = await make('Dara');
  const nowhere = await make('Eve');
  await addToRoster(server.db, { teamId: league.teamIds[0], playerId: onTeamPaid, jerseyNumber: 9 });
  await register(server.db, league, onTeamPaid, 'paid');
  await addToRoster(server.db, { teamId: league.teamIds[1], playerId: onTeamUnregistered });
  await register(server.db, league, registeredPending, 'pending_payment');
  await addToRoster(server.db, { teamId: other.teamIds[0], playerId: otherSeasonOnly });
  await register(server.db, other, otherSeasonOnly, 'confirmed');
  return { tag, league, other, onTeamPaid, onTeamUnregistered, registeredPending, otherSeasonOnly, nowhere };
}

describe('GET /api/admin/players', () => {
  it('lists players by name with team, registration status and link of the chosen season', async () => {
    const f = await filterLeague();
    const userOf = await createUser(server);
    await server.db.update(players).set({ userId: userOf.userId }).where(eq(players.id, f.onTeamPaid));
    const response = await list(`q=${f.tag}&season_id=${f.league.seasonId}`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((i) => i.id)).toEqual([f.onTeamPaid, f.onTeamUnregistered, f.registeredPending]);
    expect(response.body).toMatchObject({ total: 3, page: 1, page_size: 25 });
    const [alice, bruno, chen] = response.body.items;
    expect(Object.keys(alice ?? {}).sort()).toEqual(
      ['email', 'full_name', 'id', 'linked_user', 'phone_number', 'photo_url', 'registration_status', 'teams'].sort(),
    );
    expect(alice).toMatchObject({
      full_name: `Alice ${f.tag}`,
      email: `alice-${f.tag}@example.test`,
      phone_number: '(416) 555-0101',
      registration_status: 'paid',
      linked_user: true,
      teams: [{ id: f.league.teamIds[0], season_id: f.league.seasonId }],
    });
    expect(bruno).toMatchObject({ registration_status: null, linked_user: false, teams: [{ id: f.league.teamIds[1] }] });
    expect(chen).toMatchObject({ registration_status: 'pending_payment', teams: [] });
  });

  it("lists a player's team once, from their newest season, when no season is chosen", async () => {
    const tag = `Zr${uniqueId()}`;
    const last = await createLeague(server.db);
    const current = await createLeague(server.db);
    await server.db.update(seasons).set({ startDate: '2029-03-01', endDate: '2029-08-31' }).where(eq(seasons.id, last.seasonId));
    // The same team name both seasons, as a league's teams usually keep their names.
    await server.db
      .update(teams)
      .set({ name: `Thunder ${tag}` })
      .where(inArray(teams.id, [last.teamIds[0], current.teamIds[0]]));
    const player = await createPlayer(server.db, { firstName: 'Thea', lastName: tag });
    await addToRoster(server.db, { teamId: last.teamIds[0], playerId: player });
    await addToRoster(server.db, { teamId: current.teamIds[0], playerId: player });

    const [item] = (await list(`q=${tag}`)).body.items;
    expect(item?.teams).toEqual([expect.objectContaining({ id: current.teamIds[0], name: `Thunder ${tag}`, season_id: current.seasonId })]);
    // A chosen season shows that season's team.
    const [lastSeason] = (await list(`q=${tag}&season_id=${last.seasonId}`)).body.items;
    expect(lastSeason?.teams).toEqual([expect.objectContaining({ id: last.teamIds[0] })]);
    // The export keeps the history, each team with its season.
    const csv = await admin.client.api('GET /api/admin/players/export.csv', { query: { q: tag } });
    expect(csv.status).toBe(200);
    expect(csv.text.match(new RegExp(`Thunder ${tag}`, 'g'))).toHaveLength(2);
  });

  it('filters by season, division, team and registration status, and "none" finds the unregistered', async () => {
    const f = await filterLeague();
    const q = `q=${f.tag}`;
    expect(await ids(q)).toEqual([f.onTeamPaid, f.onTeamUnregistered, f.registeredPending, f.otherSeasonOnly, f.nowhere]);
    expect(await ids(`${q}&season_id=${f.other.seasonId}`)).toEqual([f.otherSeasonOnly]);
    expect(await ids(`${q}&division_id=${f.league.divisionId}`)).toEqual([f.onTeamPaid, f.onTeamUnregistered, f.registeredPending]);
    expect(await ids(`${q}&team_id=${f.league.teamIds[1]}`)).toEqual([f.onTeamUnregistered]);
    expect(await ids(`${q}&season_id=${f.league.seasonId}&registration_status=paid`)).toEqual([f.onTeamPaid]);
    expect(await ids(`${q}&season_id=${f.league.seasonId}&registration_status=pending_payment`)).toEqual([f.registeredPending]);
    expect(await ids(`${q}&registration_status=confirmed`)).toEqual([f.otherSeasonOnly]);
    // No registration in the chosen season: rostered or not, this season's or another's.
    expect(await ids(`${q}&season_id=${f.league.seasonId}&registration_status=none`)).toEqual([f.onTeamUnregistered, f.otherSeasonOnly, f.nowhere]);
    expect(await ids(`${q}&team_id=${f.league.teamIds[1]}&registration_status=none&season_id=${f.league.seasonId}`)).toEqual([f.onTeamUnregistered]);
    // Without a season, "none" means never registered at all.
    expect(await ids(`${q}&registration_status=none`)).toEqual([f.onTeamUnregistered, f.nowhere]);
    // Cleared filters mean "any".
    expect(await ids(`${q}&season_id=&division_id=&team_id=&registration_status=`)).toHaveLength(5);
  });

  it('searches name, e-mail and phone without regard to case, and pages on the server', async () => {
    const f = await filterLeague();
    expect(await ids(`q=${encodeURIComponent(`alice ${f.tag}`.toUpperCase())}`)).toEqual([f.onTeamPaid]);
    expect(await ids(`q=${encodeURIComponent(`ALICE-${f.tag}@`)}`)).toEqual([f.onTeamPaid]);
    expect(await ids(`q=${encodeURIComponent(`${f.tag}&`)}`)).toEqual([]);
    const byPhone = await ids(`q=${encodeURIComponent('416 555 0101')}`);
    expect(byPhone).toContain(f.onTeamPaid);
    const page = async (n: number) => (await list(`q=${f.tag}&page=${n}&page_size=2`)).body;
    expect(await page(1)).toMatchObject({ total: 5, page: 1, page_size: 2, items: [{ id: f.onTeamPaid }, { id: f.onTeamUnregistered }] });
    expect((await page(3)).items.map((i) => i.id)).toEqual([f.nowhere]);
    expect((await page(4)).items).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page_size=101', 'page_size'],
    ['registration_status=unpaid', 'registration_status'],
    ['season_id=42', 'season_id'],
    ['team_id=x', 'team_id'],
  ])('refuses %s with 422 on that field', async (query, path) => {
    const response = await list(query);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', issues: [{ path }] });
  });

  it('is for admins only', async () => {
    await expectOnlyAdmins(server, personas, [
      ['GET', '/api/admin/players'],
      ['GET', '/api/admin/players/export.csv'],
    ]);
  });
});

describe('GET /api/admin/players/export.csv', () => {
  it('exports every player the filters match, whatever the page size, with formulas neutralized', async () => {
    const f = await filterLeague();
    await server.db
      .update(players)
      .set({ emergencyContactName: '=SUM(A1)', positions: ['Defense', 'Striker'] })
      .where(eq(players.id, f.onTeamPaid));
    const response = await admin.client.api('GET /api/admin/players/export.csv', { query: { q: f.tag, season_id: f.league.seasonId, page_size: '1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="players-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,first_name,last_name,email,phone_number,date_of_birth/);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([f.onTeamPaid, f.onTeamUnregistered, f.registeredPending]);
    expect(lines[1]).toContain("'=SUM(A1)");
    expect(lines[1]).toContain('Defense; Striker');
    expect(lines[1]).toContain(',paid,');
  });
});

describe('GET /api/admin/players/:playerId', () => {
  it('shows every field, rosters, registrations with amounts, waiver signatures and the linked account', async () => {
    const league: League = await createLeague(server.db);
    const linked = await createUser(server);
    const id = await createPlayer(server.db, {
      firstName: 'Dee',
      lastName: 'Tail',
      email: 'dee@example.test',
      phone: '(905) 555-0142',
      dateOfBirth: '1991-02-03',
      userId: linked.userId,
    });
    await addToRoster(server.db, { teamId: league.teamIds[2], playerId: id, jerseyNumber: 7, rosterRole: 'co_captain' });
    await register(server.db, league, id, 'paid', 12_500);
    const { version } = await signNewWaiver(server.db, id, 'Dee Tail');
    const response = await admin.client.api('GET /api/admin/players/:playerId', { params: { playerId: id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      full_name: 'Dee Tail',
      email: 'dee@example.test',
      phone_number: '(905) 555-0142',
      date_of_birth: '1991-02-03',
      user: { id: linked.userId, email: linked.email.toLowerCase() },
      rosters: [
        {
          team_id: league.teamIds[2],
          season_id: league.seasonId,
          division_id: league.divisionId,
          jersey_number: 7,
          roster_role: 'co_captain',
          team_name: expect.stringMatching(/ C$/),
        },
      ],
      registrations: [{ status: 'paid', fee_cents: 12_500, amount_paid_cents: 12_500, payment_method: 'cash', season_name: expect.stringMatching(/^Season /) }],
      waiver_signatures: [{ waiver_version: version, signed_name: 'Dee Tail' }],
    });
  });

  it('is 404 for an unknown or malformed id, and admins only', async () => {
    expect((await admin.client.api('GET /api/admin/players/:playerId', { params: { playerId: '5f0e6a8e-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await admin.client.api('GET /api/admin/players/:playerId', { params: { playerId: 'not-an-id' } })).status).toBe(404);
    const id = await createPlayer(server.db, {});
    await expectOnlyAdmins(server, personas, [['GET', `/api/admin/players/${id}`]]);
  });
});

describe('PATCH /api/admin/players/:playerId', () => {
  const edit = {
    first_name: ' Frida ',
    last_name: 'Kahlo',
    email: 'Frida@Example.test',
    phone_number: '(416) 555-0123',
    date_of_birth: '1990-07-06',
    gender: 'Female',
    jersey_size: 'XL',
    positions_played: ['Goalkeeper', 'Ummm...'],
    preferred_position: 'Goalkeeper',
    skill_level: 8,
    emergency_contact_name: 'Diego',
    emergency_contact_phone: '416-555-0124',
  };

  it('stores the edit, answers with the detail, and audits before and after', async () => {
    const id = await createPlayer(server.db, { firstName: 'Old', lastName: 'Name' });
    const response = await admin.client.request<AdminPlayerDetail>('PATCH', `/api/admin/players/${id}`, edit);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      first_name: 'Frida',
      full_name: 'Frida Kahlo',
      email: 'frida@example.test',
      gender: 'Female',
      jersey_size: 'XL',
      positions_played: ['Goalkeeper', 'Ummm...'],
      skill_level: 8,
      emergency_contact_phone: '416-555-0124',
    });
    expect(await playerRow(id)).toMatchObject({ firstName: 'Frida', lastName: 'Kahlo', dateOfBirth: '1990-07-06', skillLevel: 8 });
    const audits = await server.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'player.updated', actorUserId: admin.userId, before: { firstName: 'Old' }, after: { firstName: 'Frida' } });
  });

  it('leaves out what is not sent, clears what is sent as null', async () => {
    const id = await createPlayer(server.db, { firstName: 'Keep', lastName: 'Me', phone: '(416) 555-0000', email: 'keep@example.test' });
    const response = await admin.client.request<AdminPlayerDetail>('PATCH', `/api/admin/players/${id}`, { phone_number: null, skill_level: 3 });
    expect(response.status).toBe(200);
    expect(await playerRow(id)).toMatchObject({ firstName: 'Keep', email: 'keep@example.test', phone: null, skillLevel: 3 });
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required.'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address.'],
    [{ phone_number: '123' }, 'phone_number', 'Phone number must be at least 10 digits.'],
    [{ gender: 'Other' }, 'gender', 'Gender is required.'],
    [{ jersey_size: 'XXS' }, 'jersey_size', 'Jersey size is required.'],
    [{ positions_played: [] }, 'positions_played', 'Please select at least one position you play.'],
    [{ skill_level: 11 }, 'skill_level', 'Skill level must be between 1 and 10.'],
    [{ emergency_contact_name: 'A' }, 'emergency_contact_name', 'Emergency contact name is required.'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'Enter the date as yyyy-MM-dd.'],
  ])('refuses %j with the field message and changes nothing', async (body, path, message) => {
    const id = await createPlayer(server.db, { firstName: 'Stay', lastName: 'Same' });
    const before = await playerRow(id);
    const response = await admin.client.request<ApiErrorBody>('PATCH', `/api/admin/players/${id}`, { ...edit, ...body });
    expect(response.status).toBe(422);
    expect(response.body.error.issues).toContainEqual({ path, message });
    expect(await playerRow(id)).toEqual(before);
    expect(await server.db.select().from(auditLog).where(eq(auditLog.entityId, id))).toEqual([]);
  });

  // Over the name index's row limit (about 2.7 KB): the names were a 500 from PostgreSQL.
  it.each([
    ['first_name', 'First name must be at most 100 characters.'],
    ['last_name', 'Last name must be at most 100 characters.'],
    ['emergency_contact_name', 'Emergency contact name must be at most 100 characters.'],
  ])('refuses a %s of 3,000 letters with the field message and changes nothing', async (path, message) => {
    const id = await createPlayer(server.db, { firstName: 'Stay', lastName: 'Same' });
    const before = await playerRow(id);
    const response = await admin.client.request<ApiErrorBody>('PATCH', `/api/admin/players/${id}`, { ...edit, [path]: incompressibleText(3_000) });
    expect(response.status).toBe(422);
    expect(response.body.error.issues).toEqual([{ path, message }]);
    expect(await playerRow(id)).toEqual(before);
  });

  it('is for admins only, and 404 for an unknown player', async () => {
    const id = await createPlayer(server.db, { firstName: 'Not', lastName: 'Yours' });
    await expectOnlyAdmins(server, personas, [['PATCH', `/api/admin/players/${id}`, edit]], { unchanged: () => playerRow(id) });
    expect(await playerRow(id)).toMatchObject({ firstName: 'Not' });
    expect((await admin.client.request('PATCH', '/api/admin/players/5f0e6a8e-0000-4000-8000-000000000000', edit)).status).toBe(404);
  });
});

describe('GET /api/admin/players/filter-options', () => {
  it('offers seasons, divisions and teams with their season and division, to admins only', async () => {
    const league = await createLeague(server.db);
    const response = await admin.client.api('GET /api/admin/players/filter-options');
    expect(response.status).toBe(200);
    expect(response.body.seasons.map((s) => s.id)).toContain(league.seasonId);
    expect(response.body.divisions.map((d) => d.id)).toContain(league.divisionId);
    expect(response.body.teams).toContainEqual(expect.objectContaining({ id: league.teamIds[0], season_id: league.seasonId, division_id: league.divisionId }));
    await expectOnlyAdmins(server, personas, [['GET', '/api/admin/players/filter-options']]);
  });
});
