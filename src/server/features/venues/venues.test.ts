import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminVenue } from '../../../shared/api/admin-schedule';
import { auditLog, fields, games, venues } from '../../db/schema/index';
import { createGame, createLeague, minutesFromNow, type CreatedUser } from '../../test/factories';
import { expectOnlyAdmins, type ApiCall, type Personas } from '../../test/personas';
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

const createVenue = (name: string, address = '') => admin.client.api('POST /api/admin/venues', { body: { name, address } });

describe('who may manage venues and fields', () => {
  let venueId: string;
  let fieldId: string;
  beforeAll(async () => {
    const league = await createLeague(server.db);
    venueId = league.venueId;
    fieldId = league.fieldId;
  });
  const endpoints = (): ApiCall[] => [
    ['GET', '/api/admin/venues'],
    ['POST', '/api/admin/venues', { name: `Sneaky ${uniqueId()}` }],
    ['PATCH', `/api/admin/venues/${venueId}`, { name: `Sneaky ${uniqueId()}` }],
    ['POST', `/api/admin/venues/${venueId}/fields`, { name: 'Field 9' }],
    ['PATCH', `/api/admin/venues/${venueId}/fields/${fieldId}`, { name: 'Field 8' }],
    ['DELETE', `/api/admin/venues/${venueId}/fields/${fieldId}`],
    ['DELETE', `/api/admin/venues/${venueId}`],
  ];

  it('answers 401 to anonymous callers and 403 to players, captains, referees and statisticians, and changes nothing', async () => {
    await expectOnlyAdmins(server, personas, endpoints(), {
      unchanged: async () => [await server.db.select().from(venues).orderBy(venues.id), await server.db.select().from(fields).orderBy(fields.id)],
    });
  });

  it('lets an admin call each of them', async () => {
    for (const [method, path, body] of endpoints()) {
      const response = await admin.client.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
    }
  });
});

describe('venues and their fields', () => {
  it('adds, renames and lists a venue with its fields, audited', async () => {
    const name = `Riverside Park ${uniqueId()}`;
    const created = await createVenue(`  ${name}  `, '1 River Road');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, address: '1 River Road', fields: [], games: 0 });
    const venueId = created.body.id;
    const withField = await admin.client.api('POST /api/admin/venues/:venueId/fields', { params: { venueId }, body: { name: 'Field 2' } });
    expect(withField.status).toBe(201);
    await admin.client.api('POST /api/admin/venues/:venueId/fields', { params: { venueId }, body: { name: 'Field 1' } });
    const list = await admin.client.api('GET /api/admin/venues');
    const listed = list.body.items.find((v) => v.id === venueId);
    expect(listed?.fields.map((f) => [f.name, f.active_games])).toEqual([
      ['Field 1', 0],
      ['Field 2', 0],
    ]);
    const renamed = await admin.client.request<AdminVenue>('PATCH', `/api/admin/venues/${venueId}`, { name: `${name} North` });
    expect(renamed.body).toMatchObject({ name: `${name} North`, address: '' });
    const audits = await server.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, venueId));
    expect(audits.map((a) => a.action)).toEqual(['venues.created', 'venues.updated']);
  });

  it('refuses a taken name, whatever its case, under the name field', async () => {
    const name = `Harbour Fields ${uniqueId()}`;
    const created = await createVenue(name);
    const taken = await createVenue(name.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.error?.issues).toEqual([{ path: 'name', message: 'There is already a venue with that name.' }]);
    await admin.client.api('POST /api/admin/venues/:venueId/fields', { params: { venueId: created.body.id }, body: { name: 'North' } });
    const fieldTaken = await admin.client.api('POST /api/admin/venues/:venueId/fields', { params: { venueId: created.body.id }, body: { name: 'north' } });
    expect(fieldTaken.status).toBe(409);
    expect(fieldTaken.error.issues).toEqual([{ path: 'name', message: 'This venue already has a field with that name.' }]);
  });

  it('refuses bad input with the field message', async () => {
    const before = await server.db.select().from(venues);
    const blank = await createVenue('   ');
    expect(blank.status).toBe(422);
    expect(blank.error?.issues).toEqual([{ path: 'name', message: 'Venue name must be 1 to 80 characters.' }]);
    const longAddress = await admin.client.api('POST /api/admin/venues', { body: { name: `Ok ${uniqueId()}`, address: 'x'.repeat(201) } });
    expect(longAddress.error.issues).toEqual([{ path: 'address', message: 'Address must be at most 200 characters.' }]);
    expect(await server.db.select().from(venues)).toEqual(before);
    const league = await createLeague(server.db);
    const field = await admin.client.api('POST /api/admin/venues/:venueId/fields', { params: { venueId: league.venueId }, body: { name: 'x'.repeat(41) } });
    expect(field.error.issues).toEqual([{ path: 'name', message: 'Field name must be 1 to 40 characters.' }]);
    const missing = await admin.client.api('POST /api/admin/venues/:venueId/fields', { params: { venueId: crypto.randomUUID() }, body: { name: 'Field 3' } });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe('That venue was not found.');
  });

  it('deletes a field only when no scheduled or live game is on it, and a venue only when no game ever was', async () => {
    const league = await createLeague(server.db);
    const gameId = await createGame(server.db, league, { startsAt: minutesFromNow(60 * 24 * 30) });
    const busyField = await admin.client.api('DELETE /api/admin/venues/:venueId/fields/:fieldId', {
      params: { venueId: league.venueId, fieldId: league.fieldId },
    });
    expect(busyField.status).toBe(409);
    expect(busyField.error.message).toBe('This field has scheduled or live games: move them to another field first.');
    await server.db.update(games).set({ status: 'final', homeScore: 1, awayScore: 0 }).where(eq(games.id, gameId));
    const busyVenue = await admin.client.api('DELETE /api/admin/venues/:venueId', { params: { venueId: league.venueId } });
    expect(busyVenue.status).toBe(409);
    expect(busyVenue.error.message).toBe('This venue has games on its fields: move or delete them first.');
    const deletedField = await admin.client.api('DELETE /api/admin/venues/:venueId/fields/:fieldId', {
      params: { venueId: league.venueId, fieldId: league.fieldId },
    });
    expect(deletedField.status).toBe(200);
    expect(deletedField.body.fields).toEqual([]);
    // The played game keeps its result, without a field.
    expect((await server.db.select().from(games).where(eq(games.id, gameId)))[0]).toMatchObject({ status: 'final', fieldId: null });
    expect((await admin.client.api('DELETE /api/admin/venues/:venueId', { params: { venueId: league.venueId } })).status).toBe(204);
    expect(await server.db.select().from(venues).where(eq(venues.id, league.venueId))).toEqual([]);
  });
});
