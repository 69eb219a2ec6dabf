import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, divisions } from '../../db/schema/index';
import { createLeague, type CreatedUser } from '../../test/factories';
import { createDivisionRow, createPeriodRow, createSeasonRow } from '../../test/seasons-factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(async () => {
  server = t.server;
  personas = t.personas;
  ({ admin } = personas);
});

const divisionRow = async (id: string) => (await server.db.select().from(divisions).where(eq(divisions.id, id)))[0];
const auditOf = (entityId: string) => server.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id));

describe('who may call the division endpoints', () => {
  it('anonymous gets 401, player, captain, referee and statistician 403; nothing changes', async () => {
    const id = await createDivisionRow(server.db, { name: `Guarded ${uniqueId()}` });
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['GET', '/api/admin/divisions'],
        ['GET', '/api/admin/divisions/options'],
        ['GET', '/api/admin/divisions/export.csv'],
        ['POST', '/api/admin/divisions', { name: `Sneaky ${uniqueId()}` }],
        ['PUT', `/api/admin/divisions/${id}`, { name: 'Renamed' }],
        ['DELETE', `/api/admin/divisions/${id}`],
      ],
      { unchanged: () => server.db.select().from(divisions).orderBy(divisions.id) },
    );
    expect(await divisionRow(id)).toMatchObject({ name: expect.stringMatching(/^Guarded /) });
    expect(await server.db.select().from(divisions).where(eq(divisions.name, 'Renamed'))).toHaveLength(0);
  });
});

describe('divisions', () => {
  it('creates a division, lists and searches it, offers it as an option, audits it', async () => {
    const name = `Men's Open ${uniqueId()}`;
    const created = await admin.client.api('POST /api/admin/divisions', { body: { name: ` ${name} `, description: 'Ages 18 and up.' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, description: 'Ages 18 and up.', season_count: 0, team_count: 0 });
    const listed = await admin.client.api('GET /api/admin/divisions', { query: { q: name.toUpperCase() } });
    expect(listed.body).toMatchObject({ total: 1, items: [{ id: created.body.id }] });
    const options = await admin.client.api('GET /api/admin/divisions/options');
    expect(options.body).toContainEqual({ id: created.body.id, name });
    const [audit] = await auditOf(created.body.id);
    expect(audit).toMatchObject({ action: 'division.created', actorUserId: admin.userId, after: expect.objectContaining({ name }) });
  });

  it('counts the seasons that offer it (by team or period) and its teams', async () => {
    const league = await createLeague(server.db);
    await createPeriodRow(server.db, { seasonId: league.seasonId, divisionId: league.divisionId });
    await createPeriodRow(server.db, { seasonId: await createSeasonRow(server.db), divisionId: league.divisionId });
    const page = await admin.client.api('GET /api/admin/divisions', { query: { page_size: '100' } });
    const found = page.body.items.find((d) => d.id === league.divisionId);
    expect(found).toMatchObject({ season_count: 2, team_count: 4 });
  });

  it('names the seasons that offer it, newest first, for the way to their schedule generators (issue 20 item 12)', async () => {
    const league = await createLeague(server.db, { seasonName: `Older ${crypto.randomUUID()}` });
    const newer = await createSeasonRow(server.db);
    await createPeriodRow(server.db, { seasonId: newer, divisionId: league.divisionId });
    const page = await admin.client.api('GET /api/admin/divisions', { query: { page_size: '100' } });
    const found = page.body.items.find((d) => d.id === league.divisionId);
    expect(found?.seasons.map((season) => season.id)).toEqual([newer, league.seasonId]);
    expect(found?.seasons[1]?.name).toMatch(/^Older /);
    const lonely = await admin.client.api('POST /api/admin/divisions', { body: { name: `Lonely ${crypto.randomUUID().slice(0, 8)}`, description: '' } });
    expect(lonely.body.seasons).toEqual([]);
  });

  it('refuses a blank or too long name with the field message and stores nothing', async () => {
    const before = (await server.db.select().from(divisions)).length;
    const blank = await admin.client.api('POST /api/admin/divisions', { body: { name: '   ', description: '' } });
    expect(blank.status).toBe(422);
    expect(blank.error.issues).toEqual([{ path: 'name', message: 'Division name is required.' }]);
    const long = await admin.client.api('POST /api/admin/divisions', { body: { name: 'x'.repeat(81), description: 'y'.repeat(501) } });
    expect(long.error.issues).toEqual([
      { path: 'name', message: 'Division name must be at most 80 characters.' },
      { path: 'description', message: 'Description must be at most 500 characters.' },
    ]);
    expect((await server.db.select().from(divisions)).length).toBe(before);
  });

  it('refuses a duplicate name regardless of case (409 with the field message), on create and edit', async () => {
    const name = `Coed 30+ ${uniqueId()}`;
    await createDivisionRow(server.db, { name });
    const duplicate = await admin.client.api('POST /api/admin/divisions', { body: { name: name.toLowerCase() } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({
      code: 'CONFLICT',
      message: 'A division with this name already exists.',
      issues: [{ path: 'name', message: 'A division with this name already exists.' }],
    });
    const otherId = await createDivisionRow(server.db, { name: `Other ${uniqueId()}` });
    const renamed = await admin.client.api('PUT /api/admin/divisions/:divisionId', { params: { divisionId: otherId }, body: { name: name.toUpperCase() } });
    expect(renamed.status).toBe(409);
    expect((await divisionRow(otherId))?.name).toMatch(/^Other /);
  });

  it('edits name and description (its own name in another case is fine), auditing before and after', async () => {
    const name = `Women ${uniqueId()}`;
    const id = await createDivisionRow(server.db, { name });
    const edited = await admin.client.api('PUT /api/admin/divisions/:divisionId', {
      params: { divisionId: id },
      body: { name: name.toUpperCase(), description: 'Friday nights.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: name.toUpperCase(), description: 'Friday nights.' });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: 'division.updated',
      before: expect.objectContaining({ name }),
      after: expect.objectContaining({ description: 'Friday nights.' }),
    });
    expect((await admin.client.api('PUT /api/admin/divisions/:divisionId', { params: { divisionId: 'not-an-id' }, body: { name: 'X' } })).status).toBe(404);
  });

  it('deletes an unused division; refuses (409, saying why) one with a period or teams', async () => {
    const unused = await createDivisionRow(server.db);
    expect((await admin.client.api('DELETE /api/admin/divisions/:divisionId', { params: { divisionId: unused } })).status).toBe(204);
    expect(await divisionRow(unused)).toBeUndefined();
    const [audit] = await auditOf(unused);
    expect(audit).toMatchObject({ action: 'division.deleted', after: null });

    const league = await createLeague(server.db);
    await createPeriodRow(server.db, { seasonId: league.seasonId, divisionId: league.divisionId });
    const used = await admin.client.api('DELETE /api/admin/divisions/:divisionId', { params: { divisionId: league.divisionId } });
    expect(used.status).toBe(409);
    expect(used.error.message).toBe('This division cannot be deleted: it has 1 registration period, 4 teams.');
    expect(await divisionRow(league.divisionId)).toBeDefined();
  });

  it('exports the list as CSV, formulas defused', async () => {
    const name = `=Formula ${uniqueId()}`;
    const id = await createDivisionRow(server.db, { name, description: 'Has, a comma' });
    const response = await admin.client.api('GET /api/admin/divisions/export.csv', { query: { q: name } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="divisions-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,name,description,min_age,gender_rule,coed_min_men,coed_min_women,seasons,teams,created_at');
    expect(lines[1]).toMatch(new RegExp(`^${id},'=Formula [^,]+,"Has, a comma",,open,,,0,0,`));
  });
});
