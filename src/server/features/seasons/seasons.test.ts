import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, registrationPeriods, registrations, seasons } from '../../db/schema/index';
import { createLeague, createPlayer, type CreatedUser } from '../../test/factories';
import { createDivisionRow, createPeriodRow, createSeasonRow } from '../../test/seasons-factories';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { expectOnlyAdmins, type Personas } from '../../test/personas';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(async () => {
  server = t.server;
  personas = t.personas;
  ({ admin } = personas);
});

const seasonRow = async (id: string) => (await server.db.select().from(seasons).where(eq(seasons.id, id)))[0];
const periodsOf = (seasonId: string) => server.db.select().from(registrationPeriods).where(eq(registrationPeriods.seasonId, seasonId));
const auditOf = (entityId: string) => server.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id));

const validPeriod = (divisionId: string) => ({
  division_id: divisionId,
  status: 'OPEN',
  opens_at: '2031-01-10T14:00:00.000Z',
  closes_at: '2031-02-10T04:59:00.000Z',
  capacity: 120,
  fee_cents: 12050,
});

describe('who may call the season endpoints', () => {
  it('anonymous gets 401, player, captain, referee and statistician 403; nothing changes', async () => {
    const seasonId = await createSeasonRow(server.db);
    const divisionId = await createDivisionRow(server.db);
    const periodId = await createPeriodRow(server.db, { seasonId, divisionId });
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['GET', '/api/admin/seasons'],
        ['GET', '/api/admin/seasons/export.csv'],
        ['POST', '/api/admin/seasons', { name: 'X', start_date: '2031-01-01', end_date: '2031-02-01' }],
        ['PUT', `/api/admin/seasons/${seasonId}`, { name: 'Renamed', start_date: '2031-01-01', end_date: '2031-02-01' }],
        ['POST', `/api/admin/seasons/${seasonId}/status`, { status: 'active' }],
        ['DELETE', `/api/admin/seasons/${seasonId}`],
        ['GET', `/api/admin/seasons/${seasonId}/periods`],
        ['POST', `/api/admin/seasons/${seasonId}/periods`, validPeriod(divisionId)],
        ['PUT', `/api/admin/seasons/${seasonId}/periods/${periodId}`, validPeriod(divisionId)],
        ['DELETE', `/api/admin/seasons/${seasonId}/periods/${periodId}`],
      ],
      {
        unchanged: async () => [
          await server.db.select().from(seasons).orderBy(seasons.id),
          await server.db.select().from(registrationPeriods).orderBy(registrationPeriods.id),
        ],
      },
    );
    expect(await seasonRow(seasonId)).toMatchObject({ status: 'upcoming', name: expect.stringMatching(/^Season /) });
    expect(await periodsOf(seasonId)).toHaveLength(1);
  });
});

describe('seasons', () => {
  it('creates a season (upcoming by default), lists it with its counts, and audits it', async () => {
    const name = `Spring ${uniqueId()}`;
    const created = await admin.client.api('POST /api/admin/seasons', { body: { name: `  ${name} `, start_date: '2031-04-01', end_date: '2031-07-31' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, start_date: '2031-04-01', end_date: '2031-07-31', status: 'upcoming', team_count: 0, period_count: 0 });
    const listed = await admin.client.api('GET /api/admin/seasons', { query: { q: name } });
    expect(listed.body.items.map((s) => s.id)).toEqual([created.body.id]);
    const [audit] = await auditOf(created.body.id);
    expect(audit).toMatchObject({ action: 'season.created', actorUserId: admin.userId, before: null, after: expect.objectContaining({ name }) });
  });

  it('counts teams and registration periods, and filters by status', async () => {
    const league = await createLeague(server.db, { seasonStatus: 'completed', seasonName: `Counted ${uniqueId()}` });
    await createPeriodRow(server.db, { seasonId: league.seasonId, divisionId: league.divisionId });
    const page = await admin.client.api('GET /api/admin/seasons', { query: { status: 'completed', page_size: '100' } });
    const found = page.body.items.find((s) => s.id === league.seasonId);
    expect(found).toMatchObject({ team_count: 4, period_count: 1, status: 'completed' });
    expect(page.body.items.every((s) => s.status === 'completed')).toBe(true);
    const bad = await admin.client.api('GET /api/admin/seasons', { query: { status: 'someday' } });
    expect(bad.status).toBe(422);
  });

  it('refuses an end date before the start date with the field message, and stores nothing', async () => {
    const name = `Backwards ${uniqueId()}`;
    const response = await admin.client.api('POST /api/admin/seasons', { body: { name, start_date: '2031-05-01', end_date: '2031-04-30' } });
    expect(response.status).toBe(422);
    expect(response.error.issues).toEqual([{ path: 'end_date', message: 'End date cannot be before the start date.' }]);
    expect(await server.db.select().from(seasons).where(eq(seasons.name, name))).toHaveLength(0);
    const noName = await admin.client.api('POST /api/admin/seasons', { body: { name: ' ', start_date: '2031-02-30', end_date: '2031-04-30' } });
    expect(noName.error.issues).toEqual([
      { path: 'name', message: 'Season name is required.' },
      { path: 'start_date', message: 'Start date is required.' },
    ]);
  });

  it('edits name and dates; a bad edit changes nothing', async () => {
    const id = await createSeasonRow(server.db, { name: 'Before edit' });
    const bad = await admin.client.api('PUT /api/admin/seasons/:seasonId', {
      params: { seasonId: id },
      body: { name: 'After', start_date: '2031-09-01', end_date: '2031-08-01' },
    });
    expect(bad.status).toBe(422);
    expect(bad.error.message).toBe('End date cannot be before the start date.');
    expect(await seasonRow(id)).toMatchObject({ name: 'Before edit', startDate: '2031-03-01' });
    const ok = await admin.client.api('PUT /api/admin/seasons/:seasonId', {
      params: { seasonId: id },
      body: { name: 'After edit', start_date: '2031-09-01', end_date: '2031-09-01' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'After edit', start_date: '2031-09-01', end_date: '2031-09-01' });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: 'season.updated',
      before: expect.objectContaining({ name: 'Before edit' }),
      after: expect.objectContaining({ name: 'After edit' }),
    });
    expect(
      (
        await admin.client.api('PUT /api/admin/seasons/:seasonId', {
          params: { seasonId: '00000000-0000-4000-8000-000000000000' },
          body: { name: 'X', start_date: '2031-01-01', end_date: '2031-01-02' },
        })
      ).status,
    ).toBe(404);
  });

  it('changes status in any direction, recording each change; an unknown status is 422', async () => {
    const id = await createSeasonRow(server.db, { status: 'completed' });
    const back = await admin.client.api('POST /api/admin/seasons/:seasonId/status', { params: { seasonId: id }, body: { status: 'registration' } });
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('registration');
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: 'season.status_changed',
      before: expect.objectContaining({ status: 'completed' }),
      after: expect.objectContaining({ status: 'registration' }),
    });
    const bad = await admin.client.sendUnchecked('POST', `/api/admin/seasons/${id}/status`, { status: 'finished' });
    expect(bad.status).toBe(422);
    expect(bad.error.issues).toEqual([{ path: 'status', message: 'Please choose a status: Upcoming, Registration, Active or Completed.' }]);
    expect((await seasonRow(id))?.status).toBe('registration');
  });

  it('deletes an unused season with its periods; refuses (409) one with teams or registrations', async () => {
    const unused = await createSeasonRow(server.db);
    await createPeriodRow(server.db, { seasonId: unused, divisionId: await createDivisionRow(server.db) });
    expect((await admin.client.api('DELETE /api/admin/seasons/:seasonId', { params: { seasonId: unused } })).status).toBe(204);
    expect(await seasonRow(unused)).toBeUndefined();
    expect(await periodsOf(unused)).toHaveLength(0);
    const [audit] = await auditOf(unused);
    expect(audit).toMatchObject({
      action: 'season.deleted',
      after: null,
      before: expect.objectContaining({ registration_periods: [expect.objectContaining({ seasonId: unused })] }),
    });

    const league = await createLeague(server.db);
    const withTeams = await admin.client.api('DELETE /api/admin/seasons/:seasonId', { params: { seasonId: league.seasonId } });
    expect(withTeams.status).toBe(409);
    expect(withTeams.error.message).toBe('This season cannot be deleted: it has 4 teams.');
    expect(await seasonRow(league.seasonId)).toBeDefined();

    const registered = await createSeasonRow(server.db);
    const playerId = await createPlayer(server.db, {});
    await server.db.insert(registrations).values({ playerId, seasonId: registered, divisionId: await createDivisionRow(server.db) });
    const withRegistration = await admin.client.api('DELETE /api/admin/seasons/:seasonId', { params: { seasonId: registered } });
    expect(withRegistration.status).toBe(409);
    expect(withRegistration.error.message).toBe('This season cannot be deleted: it has 1 registration.');
  });

  it('exports the list as CSV', async () => {
    const name = `Exported ${uniqueId()}`;
    const id = await createSeasonRow(server.db, { name, status: 'active' });
    const response = await admin.client.api('GET /api/admin/seasons/export.csv', { query: { q: name } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'id,name,status,start_date,end_date,teams,registration_periods,created_at',
      expect.stringMatching(new RegExp(`^${id},${name},active,2031-03-01,2031-08-31,0,0,\\d{4}-`)),
      '',
    ]);
  });
});

describe('registration periods', () => {
  it('creates an OPEN period with fee and capacity, lists it with the division name, audits it', async () => {
    const seasonId = await createSeasonRow(server.db);
    const divisionName = `Coed ${uniqueId()}`;
    const divisionId = await createDivisionRow(server.db, { name: divisionName });
    const created = await admin.client.sendUnchecked('POST', `/api/admin/seasons/${seasonId}/periods`, validPeriod(divisionId));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      season_id: seasonId,
      division_id: divisionId,
      division_name: divisionName,
      status: 'OPEN',
      opens_at: '2031-01-10T14:00:00.000Z',
      closes_at: '2031-02-10T04:59:00.000Z',
      capacity: 120,
      fee_cents: 12050,
    });
    const listed = await admin.client.api('GET /api/admin/seasons/:seasonId/periods', { params: { seasonId } });
    expect(listed.body).toEqual([created.body]);
    const [audit] = await auditOf(created.body.id);
    expect(audit).toMatchObject({ action: 'registration_period.created', actorUserId: admin.userId });
    const season = await admin.client.api('GET /api/admin/seasons', { query: { page_size: '100' } });
    expect(season.body.items.find((s) => s.id === seasonId)?.period_count).toBe(1);
  });

  it('takes an empty capacity as unlimited and dates as optional', async () => {
    const seasonId = await createSeasonRow(server.db);
    const divisionId = await createDivisionRow(server.db);
    const created = await admin.client.api('POST /api/admin/seasons/:seasonId/periods', {
      params: { seasonId },
      body: {
        division_id: divisionId,
        status: 'UPCOMING',
        opens_at: null,
        closes_at: null,
        capacity: null,
        fee_cents: 0,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ capacity: null, opens_at: null, closes_at: null, fee_cents: 0, status: 'UPCOMING' });
  });

  it('refuses bad input with each field message and stores nothing', async () => {
    const seasonId = await createSeasonRow(server.db);
    const divisionId = await createDivisionRow(server.db);
    const response = await admin.client.sendUnchecked('POST', `/api/admin/seasons/${seasonId}/periods`, {
      ...validPeriod(divisionId),
      status: 'open',
      closes_at: '2031-01-10T13:00:00.000Z',
      capacity: 0,
      fee_cents: -100,
    });
    expect(response.status).toBe(422);
    expect(response.error.issues).toEqual([
      { path: 'status', message: 'Please choose a status: Upcoming, Open or Closed.' },
      { path: 'capacity', message: 'Capacity must be a whole number of at least 1, or empty for no limit.' },
      { path: 'fee_cents', message: 'Fee must be a whole number of cents, 0 or more.' },
      { path: 'closes_at', message: 'Closes at must be after opens at.' },
    ]);
    const unknownDivision = await admin.client.sendUnchecked(
      'POST',
      `/api/admin/seasons/${seasonId}/periods`,
      validPeriod('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknownDivision.status).toBe(422);
    expect(unknownDivision.error.issues).toEqual([{ path: 'division_id', message: 'Please select a division.' }]);
    expect(await periodsOf(seasonId)).toHaveLength(0);
    const noSeason = await admin.client.sendUnchecked('POST', `/api/admin/seasons/00000000-0000-4000-8000-000000000000/periods`, validPeriod(divisionId));
    expect(noSeason.status).toBe(404);
  });

  it('allows one period per season and division (409 for a second, on create or edit)', async () => {
    const seasonId = await createSeasonRow(server.db);
    const first = await createDivisionRow(server.db);
    const second = await createDivisionRow(server.db);
    await createPeriodRow(server.db, { seasonId, divisionId: first });
    const otherId = await createPeriodRow(server.db, { seasonId, divisionId: second });
    const again = await admin.client.sendUnchecked('POST', `/api/admin/seasons/${seasonId}/periods`, validPeriod(first));
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({
      message: 'This season already has a registration period for that division.',
      issues: [{ path: 'division_id', message: 'This season already has a registration period for that division.' }],
    });
    const moved = await admin.client.sendUnchecked('PUT', `/api/admin/seasons/${seasonId}/periods/${otherId}`, validPeriod(first));
    expect(moved.status).toBe(409);
    expect(await periodsOf(seasonId)).toHaveLength(2);
    // Another season may offer the same division.
    const elsewhere = await admin.client.sendUnchecked('POST', `/api/admin/seasons/${await createSeasonRow(server.db)}/periods`, validPeriod(first));
    expect(elsewhere.status).toBe(201);
  });

  it('edits a period (same division is fine) and deletes it, auditing both', async () => {
    const seasonId = await createSeasonRow(server.db);
    const divisionId = await createDivisionRow(server.db);
    const periodId = await createPeriodRow(server.db, { seasonId, divisionId, status: 'UPCOMING', feeCents: 5000 });
    const edited = await admin.client.api('PUT /api/admin/seasons/:seasonId/periods/:periodId', {
      params: { seasonId, periodId },
      body: {
        ...validPeriod(divisionId),
        status: 'CLOSED',
        capacity: null,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'CLOSED', capacity: null, fee_cents: 12050 });
    const [updated] = await auditOf(periodId);
    expect(updated).toMatchObject({ action: 'registration_period.updated', before: expect.objectContaining({ status: 'UPCOMING', feeCents: 5000 }) });
    // A period is reached through its own season only.
    const otherSeason = await createSeasonRow(server.db);
    expect((await admin.client.api('DELETE /api/admin/seasons/:seasonId/periods/:periodId', { params: { seasonId: otherSeason, periodId } })).status).toBe(404);
    expect((await admin.client.api('DELETE /api/admin/seasons/:seasonId/periods/:periodId', { params: { seasonId, periodId } })).status).toBe(204);
    expect(
      await server.db
        .select()
        .from(registrationPeriods)
        .where(and(eq(registrationPeriods.id, periodId))),
    ).toHaveLength(0);
    const [deleted] = await auditOf(periodId);
    expect(deleted).toMatchObject({ action: 'registration_period.deleted', after: null });
  });
});

describe('GET /api/seasons (public)', () => {
  it('lists seasons with the divisions that have teams or a period, and nothing else', async () => {
    const league = await createLeague(server.db, { seasonName: `Public ${uniqueId()}` });
    const periodOnly = await createDivisionRow(server.db, { name: `AAA Period only ${uniqueId()}` });
    await createPeriodRow(server.db, { seasonId: league.seasonId, divisionId: periodOnly });
    const unused = await createDivisionRow(server.db);
    const response = await server.client().api('GET /api/seasons');
    expect(response.status).toBe(200);
    const season = response.body.find((s) => s.id === league.seasonId);
    expect(Object.keys(season ?? {}).sort()).toEqual(['divisions', 'end_date', 'id', 'name', 'start_date', 'status']);
    expect(season?.divisions.map((d) => d.id)).toEqual([periodOnly, league.divisionId]);
    expect(response.body.some((s) => s.divisions.some((d) => d.id === unused))).toBe(false);
  });
});
