import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { WAIVER_MESSAGES } from '../../../shared/schemas/admin-waivers';
import type { WaiverSignaturePage } from '../../../shared/api/waivers';
import { WAIVER_CONFLICTS } from '../../../shared/admin-waivers';
import { waiverSignatures, waivers } from '../../db/schema/index';
import { createRegistration, createWaiverVersion as storeWaiverVersion, signWaiver } from '../../test/dashboard-factories';
import { createLeague, createPlayer, createWaitlistEntry, type CreatedUser } from '../../test/factories';
import { uniqueId, type TestServer } from '../../test/test-server';
import { activeVersions, forceActive, waiverAudits, waiverStates } from '../../test/admin-waivers-factories';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let server: TestServer;
let admin: CreatedUser;
let player: CreatedUser;
let captain: CreatedUser;
let referee: CreatedUser;
beforeAll(() => {
  server = t.server;
  ({ admin, player, captain, referee } = t.personas);
});
// Every test starts from version 1 active (stored at start-up), whatever an earlier one activated.
beforeEach(async () => {
  await forceActive(server.db, 1);
});

const VALID = { title: 'League Waiver & Release', body: 'First paragraph.\n\nSecond paragraph.' };

async function versionId(version: number): Promise<string> {
  const [row] = await server.db.select({ id: waivers.id }).from(waivers).where(eq(waivers.version, version));
  if (!row) throw new Error(`no waiver version ${version}`);
  return row.id;
}

/** Anonymous → 401; player, captain, referee → 403; and nothing changed. */
async function expectAdminOnly(method: string, path: string, body?: unknown) {
  const before = await waiverStates(server.db);
  expect((await server.client().request(method, path, body)).status).toBe(401);
  for (const who of [player, captain, referee]) expect((await who.client.request(method, path, body)).status).toBe(403);
  expect(await waiverStates(server.db)).toEqual(before);
}

describe('access', () => {
  it('refuses everyone but admins on every admin waiver endpoint', async () => {
    const draft = await storeWaiverVersion(server.db, { active: false });
    await expectAdminOnly('GET', '/api/admin/waivers');
    await expectAdminOnly('POST', '/api/admin/waivers', VALID);
    await expectAdminOnly('GET', '/api/admin/waivers/unsigned');
    await expectAdminOnly('GET', `/api/admin/waivers/${draft.id}`);
    await expectAdminOnly('PUT', `/api/admin/waivers/${draft.id}`, VALID);
    await expectAdminOnly('POST', `/api/admin/waivers/${draft.id}/activate`);
    await expectAdminOnly('GET', `/api/admin/waivers/${draft.id}/signatures`);
    await expectAdminOnly('GET', `/api/admin/waivers/${draft.id}/signatures/export.csv`);
    expect(await activeVersions(server.db)).toEqual([1]);
  });
});

describe('GET /api/admin/waivers', () => {
  it('lists every version, newest first, with the active one marked and its signature count', async () => {
    const v1 = await versionId(1);
    const signer = await createPlayer(server.db, {});
    await signWaiver(server.db, v1, signer);
    const response = await admin.client.api('GET /api/admin/waivers');
    expect(response.status).toBe(200);
    const { items } = response.body;
    expect(items.map((w) => w.version)).toEqual([...items.map((w) => w.version)].sort((a, b) => b - a));
    expect(items.filter((w) => w.is_active).map((w) => w.version)).toEqual([1]);
    const first = items.find((w) => w.version === 1);
    expect(first).toMatchObject({ id: v1, title: 'League Waiver & Release', is_active: true, activated_at: expect.any(String) });
    expect(first?.signature_count).toBeGreaterThanOrEqual(1);
    expect(first).not.toHaveProperty('body');
  });
});

describe('POST /api/admin/waivers', () => {
  it('stores a new inactive version numbered one past the highest, audited', async () => {
    const highest = Math.max(...(await waiverStates(server.db)).map((w) => w.version));
    const response = await admin.client.api('POST /api/admin/waivers', { body: { title: '  Waiver 2027  ', body: '  New text.\n\nMore.  ' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      version: highest + 1,
      title: 'Waiver 2027',
      body: 'New text.\n\nMore.',
      is_active: false,
      activated_at: null,
      signature_count: 0,
      editable: true,
    });
    expect(await activeVersions(server.db)).toEqual([1]);
    expect(await waiverAudits(server.db, response.body.id)).toEqual([{ action: 'waiver.created', actor: admin.userId }]);
    // The public page still shows the active version.
    expect((await server.client().api('GET /api/waivers/active')).body.version).toBe(1);
  });

  it.each([
    [{ ...VALID, title: '   ' }, 'title', WAIVER_MESSAGES.title],
    [{ ...VALID, title: 'x'.repeat(201) }, 'title', WAIVER_MESSAGES.titleLong],
    [{ ...VALID, body: '' }, 'body', WAIVER_MESSAGES.body],
    [{ ...VALID, body: 'x'.repeat(50_001) }, 'body', WAIVER_MESSAGES.bodyLong],
    [{ title: 'Only a title' }, 'body', WAIVER_MESSAGES.body],
  ])('refuses %# with 422 and the field message, storing nothing', async (input, path, message) => {
    const before = await waiverStates(server.db);
    const response = await admin.client.sendUnchecked('POST', '/api/admin/waivers', input);
    expect(response.status).toBe(422);
    expect(response.error.issues).toContainEqual({ path, message });
    expect(await waiverStates(server.db)).toEqual(before);
  });

  it('accepts a body of exactly 50,000 characters and a title of 200', async () => {
    const response = await admin.client.api('POST /api/admin/waivers', { body: { title: 't'.repeat(200), body: 'b'.repeat(50_000) } });
    expect(response.status).toBe(201);
    expect(response.body.body).toHaveLength(50_000);
  });

  it('numbers two versions created at once 1 apart, never the same', async () => {
    const responses = await Promise.all([1, 2, 3].map((n) => admin.client.api('POST /api/admin/waivers', { body: { ...VALID, title: `Race ${n}` } })));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
    const versions = responses.map((r) => r.body.version).sort((a, b) => a - b);
    expect(new Set(versions).size).toBe(3);
    expect(versions[2]).toBe((versions[0] ?? 0) + 2);
  });
});

describe('PUT /api/admin/waivers/:waiverId', () => {
  it('corrects an unsigned inactive draft, audited', async () => {
    const draft = await storeWaiverVersion(server.db, { active: false });
    const response = await admin.client.api('PUT /api/admin/waivers/:waiverId', {
      params: { waiverId: draft.id },
      body: { title: 'Fixed title', body: 'Fixed text.' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: draft.id, version: draft.version, title: 'Fixed title', body: 'Fixed text.', editable: true });
    expect(await waiverAudits(server.db, draft.id)).toEqual([{ action: 'waiver.updated', actor: admin.userId }]);
  });

  it('refuses with 409 once someone signed it, once a waitlist entry accepted it, and while active', async () => {
    const signed = await storeWaiverVersion(server.db, { active: false });
    await signWaiver(server.db, signed.id, await createPlayer(server.db, {}));
    const accepted = await storeWaiverVersion(server.db, { active: false });
    await createWaitlistEntry(server.db, { waiverId: accepted.id });
    const cases: [string, string][] = [
      [signed.id, WAIVER_CONFLICTS.signed],
      [accepted.id, WAIVER_CONFLICTS.signed],
      [await versionId(1), WAIVER_CONFLICTS.active],
    ];
    for (const [id, message] of cases) {
      const before = await waiverStates(server.db);
      const detail = await admin.client.api('GET /api/admin/waivers/:waiverId', { params: { waiverId: id } });
      expect(detail.body.editable).toBe(false);
      const response = await admin.client.api('PUT /api/admin/waivers/:waiverId', { params: { waiverId: id }, body: { title: 'Changed', body: 'Changed.' } });
      expect(response.status).toBe(409);
      expect(response.error).toEqual({ code: 'CONFLICT', message });
      expect(await waiverStates(server.db)).toEqual(before);
    }
  });

  it('answers 422 for a bad body and 404 for an unknown or malformed id, changing nothing', async () => {
    const draft = await storeWaiverVersion(server.db, { active: false });
    const before = await waiverStates(server.db);
    const bad = await admin.client.api('PUT /api/admin/waivers/:waiverId', { params: { waiverId: draft.id }, body: { title: '', body: 'Text' } });
    expect(bad.status).toBe(422);
    expect(bad.error.issues).toEqual([{ path: 'title', message: WAIVER_MESSAGES.title }]);
    expect(
      (await admin.client.api('PUT /api/admin/waivers/:waiverId', { params: { waiverId: '00000000-0000-4000-8000-000000000000' }, body: VALID })).status,
    ).toBe(404);
    expect((await admin.client.api('PUT /api/admin/waivers/:waiverId', { params: { waiverId: 'not-a-uuid' }, body: VALID })).status).toBe(404);
    expect((await admin.client.api('GET /api/admin/waivers/:waiverId', { params: { waiverId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect(await waiverStates(server.db)).toEqual(before);
  });
});

describe('POST /api/admin/waivers/:waiverId/activate', () => {
  it('switches exactly one version on and the previous one off; the public waiver follows', async () => {
    const created = await admin.client.api('POST /api/admin/waivers', { body: { title: 'Version next', body: 'The new text.' } });
    const response = await admin.client.api('POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: created.body.id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: created.body.id, is_active: true, activated_at: expect.any(String), editable: false });
    expect(await activeVersions(server.db)).toEqual([created.body.version]);
    const list = await admin.client.api('GET /api/admin/waivers');
    expect(list.body.items.filter((w) => w.is_active).map((w) => w.id)).toEqual([created.body.id]);
    const publicWaiver = await server.client().api('GET /api/waivers/active');
    expect(publicWaiver.body).toMatchObject({ id: created.body.id, body: 'The new text.' });
    expect(await waiverAudits(server.db, created.body.id)).toEqual([
      { action: 'waiver.activated', actor: admin.userId },
      { action: 'waiver.created', actor: admin.userId },
    ]);
    // Back to version 1: an older version can be made active again.
    const back = await admin.client.api('POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: await versionId(1) } });
    expect(back.status).toBe(200);
    expect(await activeVersions(server.db)).toEqual([1]);
  });

  it('answers 409 for the version already active and 404 for an unknown one, changing nothing', async () => {
    const v1 = await versionId(1);
    const before = await waiverStates(server.db);
    const again = await admin.client.api('POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: v1 } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(WAIVER_CONFLICTS.alreadyActive);
    expect(
      (await admin.client.api('POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: '00000000-0000-4000-8000-000000000000' } })).status,
    ).toBe(404);
    expect(await waiverStates(server.db)).toEqual(before);
  });

  it('keeps exactly one active when admins activate at the same moment', async () => {
    const a = await storeWaiverVersion(server.db, { active: false });
    const b = await storeWaiverVersion(server.db, { active: false });
    const [ra, rb] = await Promise.all([
      admin.client.api('POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: a.id } }),
      admin.client.api('POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: b.id } }),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const active = await activeVersions(server.db);
    expect(active).toHaveLength(1);
    expect([a.version, b.version]).toContain(active[0]);
    // The same version twice at once: one switch, one "already active".
    const c = await storeWaiverVersion(server.db, { active: false });
    const twice = await Promise.all([1, 2].map(() => admin.client.api('POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: c.id } })));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await activeVersions(server.db)).toEqual([c.version]);
  });
});

describe('signatures', () => {
  it('pages and searches the signatures of one version by player or signed name, newest first', async () => {
    const version = await storeWaiverVersion(server.db, { active: false });
    const tag = `Sig${uniqueId()}`;
    const ids: string[] = [];
    for (const [n, name] of ['Ann', 'Bea', 'Cleo'].entries()) {
      const id = await createPlayer(server.db, { firstName: name, lastName: tag });
      ids.push(id);
      await signWaiver(server.db, version.id, id);
      // Distinct times: newest first is then a fixed order.
      await server.db
        .update(waiverSignatures)
        .set({ signedAt: new Date(Date.now() - (3 - n) * 3_600_000), signedName: `${name} Typed` })
        .where(eq(waiverSignatures.playerId, id));
    }
    const base = `/api/admin/waivers/${version.id}/signatures`;
    const page1 = await admin.client.request<WaiverSignaturePage>('GET', `${base}?page_size=2`);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page1.body.items.map((s) => s.player_name)).toEqual([`Cleo ${tag}`, `Bea ${tag}`]);
    expect(page1.body.items[0]).toEqual({ player_id: ids[2], player_name: `Cleo ${tag}`, signed_name: 'Cleo Typed', signed_at: expect.any(String) });
    const page2 = await admin.client.request<WaiverSignaturePage>('GET', `${base}?page_size=2&page=2`);
    expect(page2.body.items.map((s) => s.player_id)).toEqual([ids[0]]);
    const byName = await admin.client.request<WaiverSignaturePage>('GET', `${base}?q=${encodeURIComponent(`bea ${tag}`)}`);
    expect(byName.body.items.map((s) => s.player_id)).toEqual([ids[1]]);
    const bySigned = await admin.client.request<WaiverSignaturePage>('GET', `${base}?q=ann%20typed`);
    expect(bySigned.body.items.map((s) => s.player_id)).toEqual([ids[0]]);
    // Another version's signatures are not this one's.
    expect(
      (await admin.client.api('GET /api/admin/waivers/:waiverId/signatures', { params: { waiverId: await versionId(1) }, query: { q: tag } })).body.total,
    ).toBe(0);

    const bad = await admin.client.request<ApiErrorBody>('GET', `${base}?page_size=500`);
    expect(bad.status).toBe(422);
    expect(bad.body.error.issues?.[0]?.path).toBe('page_size');
    expect(
      (await admin.client.api('GET /api/admin/waivers/:waiverId/signatures', { params: { waiverId: '00000000-0000-4000-8000-000000000000' } })).status,
    ).toBe(404);
  });

  it('exports every matching signature as CSV with the version in the file name', async () => {
    const version = await storeWaiverVersion(server.db, { active: false });
    const tag = `Csv${uniqueId()}`;
    const a = await createPlayer(server.db, { firstName: '=cmd', lastName: tag });
    const b = await createPlayer(server.db, { firstName: 'Dee', lastName: tag });
    await signWaiver(server.db, version.id, a);
    await signWaiver(server.db, version.id, b);
    const response = await admin.client.sendUnchecked('GET', `/api/admin/waivers/${version.id}/signatures/export.csv?page_size=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="waiver-v${version.version}-signatures.csv"`);
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toBe('waiver_version,player_id,player_name,signed_name,signed_at');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith(`${version.version},${a},'=cmd ${tag},Signed Name,`))).toBe(true);
    const searched = await admin.client.api('GET /api/admin/waivers/:waiverId/signatures/export.csv', {
      params: { waiverId: version.id },
      query: { q: 'dee' },
    });
    expect(searched.text.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('GET /api/admin/waivers/unsigned', () => {
  it('lists the players of a season who must still sign the active version, agreeing with the dashboard', async () => {
    const league = await createLeague(server.db, { seasonStatus: 'registration' });
    const tag = `Uns${uniqueId()}`;
    const make = (first: string) => createPlayer(server.db, { firstName: first, lastName: tag });
    const [unsigned, signedNow, signedOld, cancelled, refunded] = await Promise.all(['Una', 'Sia', 'Olga', 'Cal', 'Ref'].map(make));
    const v1 = await versionId(1);
    const statuses = {
      [unsigned as string]: 'paid',
      [signedNow as string]: 'pending_payment',
      [signedOld as string]: 'confirmed',
      [cancelled as string]: 'cancelled',
      [refunded as string]: 'refunded',
    } as const;
    for (const [playerId, status] of Object.entries(statuses))
      await createRegistration(server.db, { playerId, seasonId: league.seasonId, divisionId: league.divisionId, status });
    await signWaiver(server.db, v1, signedNow as string);
    const response = await admin.client.api('GET /api/admin/waivers/unsigned', { query: { season_id: league.seasonId } });
    expect(response.status).toBe(200);
    expect(response.body.waiver).toEqual({ id: v1, version: 1 });
    expect(response.body.season).toMatchObject({ id: league.seasonId });
    expect(response.body.seasons.map((s) => s.id)).toContain(league.seasonId);
    expect(response.body.items.map((p) => p.player_id).sort()).toEqual([unsigned, signedOld].sort());
    expect(response.body.items[0]).toMatchObject({ division_names: expect.stringContaining('Division') });
    const dashboard = await admin.client.api('GET /api/admin/dashboard', { query: { season_id: league.seasonId } });
    expect(dashboard.body.unsigned_waivers).toBe(response.body.total);

    // A new active version: everyone with a live registration must sign again.
    const next = await admin.client.api('POST /api/admin/waivers', { body: VALID });
    await admin.client.api('POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: next.body.id } });
    const after = await admin.client.api('GET /api/admin/waivers/unsigned', { query: { season_id: league.seasonId, q: tag } });
    expect(after.body.waiver?.version).toBe(next.body.version);
    expect(after.body.total).toBe(3);
    expect((await admin.client.api('GET /api/admin/dashboard', { query: { season_id: league.seasonId } })).body.unsigned_waivers).toBe(3);
    const searched = await admin.client.api('GET /api/admin/waivers/unsigned', { query: { season_id: league.seasonId, q: 'olga' } });
    expect(searched.body.items.map((p) => p.player_id)).toEqual([signedOld]);
  });

  it('lists nobody while no version is active, and refuses an unknown or malformed season', async () => {
    const league = await createLeague(server.db);
    await createRegistration(server.db, {
      playerId: await createPlayer(server.db, {}),
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      status: 'paid',
    });
    await server.db.update(waivers).set({ isActive: false }).where(eq(waivers.isActive, true));
    const none = await admin.client.api('GET /api/admin/waivers/unsigned', { query: { season_id: league.seasonId } });
    expect(none.body).toMatchObject({ waiver: null, items: [], total: 0 });
    expect((await admin.client.api('GET /api/admin/waivers/unsigned', { query: { season_id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    const bad = await admin.client.api('GET /api/admin/waivers/unsigned', { query: { season_id: 'nope' } });
    expect(bad.status).toBe(422);
    expect(bad.error.issues).toEqual([{ path: 'season_id', message: 'Season must be a season id.' }]);
  });
});
