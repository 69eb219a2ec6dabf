import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { auditLog, discountCodes } from '../../db/schema/index';
import type { CreatedUser } from '../../test/factories';
import { createDiscountCodeRow, createRegistrationsWithCode } from '../../test/discount-codes-factories';
import { createSeasonRow } from '../../test/seasons-factories';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import type { HttpClient } from '../../test/http-client';

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

const BASE = '/api/admin/discount-codes';
const codeRow = async (id: string) => (await server.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0];
const auditOf = (entityId: string) => server.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id));
/** A fresh code text (upper-case, within 32 characters). */
const freshCode = (prefix: string) => `${prefix}-${uniqueId()}`.toUpperCase().slice(0, 32);
const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

const percentInput = (code: string) => ({ code, description: 'Early bird', kind: 'percent', percent_off: 20, max_uses: 50 });

describe('who may call the discount code endpoints', () => {
  it('anonymous gets 401, player, captain and referee 403; nothing changes', async () => {
    const { id, code } = await createDiscountCodeRow(server.db);
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/export.csv`],
      ['POST', BASE, percentInput(freshCode('anon'))],
      ['PUT', `${BASE}/${id}`, { ...percentInput(code), percent_off: 90 }],
      ['POST', `${BASE}/${id}/activate`],
      ['POST', `${BASE}/${id}/deactivate`],
      ['DELETE', `${BASE}/${id}`],
    ];
    const who: [HttpClient, number][] = [
      [server.client(), 401],
      [player.client, 403],
      [captain.client, 403],
      [referee.client, 403],
    ];
    for (const [method, path, body] of calls) {
      for (const [client, status] of who) {
        const response = await client.request<ApiErrorBody>(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(status);
      }
    }
    expect(await codeRow(id)).toMatchObject({ percentOff: 20, isActive: true });
    expect(await auditOf(id)).toHaveLength(0);
  });
});

describe('creating a code', () => {
  it('stores the code upper-case whatever was typed, lists it, and audits it', async () => {
    const code = freshCode('spring');
    const created = await admin.client.sendUnchecked('POST', BASE, { ...percentInput(`  ${code.toLowerCase()} `), description: ' Early bird ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code,
      description: 'Early bird',
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      season_id: null,
      season_name: null,
      valid_from: null,
      valid_until: null,
      max_uses: 50,
      uses: 0,
      remaining: 50,
      is_active: true,
      status: 'active',
    });
    expect((await codeRow(created.body.id))?.createdBy).toBe(admin.userId);
    const listed = await admin.client.api('GET /api/admin/discount-codes', { query: { q: code.toLowerCase() } });
    expect(listed.body.items.map((c) => c.id)).toEqual([created.body.id]);
    const [audit] = await auditOf(created.body.id);
    expect(audit).toMatchObject({ action: 'discount_code.created', actorUserId: admin.userId, before: null, after: expect.objectContaining({ code }) });
  });

  it('stores an amount code for one season with dates; the other kind value is dropped', async () => {
    const seasonId = await createSeasonRow(server.db, { name: `Fall ${uniqueId()}` });
    const body = {
      code: freshCode('fifteen'),
      kind: 'amount',
      percent_off: 30,
      amount_off_cents: 1500,
      season_id: seasonId,
      valid_from: '2030-01-01T05:00:00.000Z',
      valid_until: '2099-01-01T05:00:00.000Z',
      max_uses: null,
    };
    const created = await admin.client.sendUnchecked('POST', BASE, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'amount',
      percent_off: null,
      amount_off_cents: 1500,
      season_id: seasonId,
      season_name: expect.stringMatching(/^Fall /),
      valid_from: '2030-01-01T05:00:00.000Z',
      valid_until: '2099-01-01T05:00:00.000Z',
      max_uses: null,
      remaining: null,
      description: '',
    });
  });

  it('refuses a duplicate code in any case with 409 under the code field, and stores nothing', async () => {
    const { code } = await createDiscountCodeRow(server.db, { code: freshCode('dup') });
    const response = await admin.client.sendUnchecked('POST', BASE, percentInput(code.toLowerCase()));
    expect(response.status).toBe(409);
    expect(response.error).toMatchObject({
      code: 'CONFLICT',
      message: 'A discount code with this code already exists.',
      issues: [{ path: 'code', message: 'A discount code with this code already exists.' }],
    });
    expect(await server.db.select().from(discountCodes).where(eq(discountCodes.code, code))).toHaveLength(1);
  });

  it('refuses bad input with each field message (422), and stores nothing', async () => {
    const before = await server.db.$count(discountCodes);
    const bad = await admin.client.api('POST /api/admin/discount-codes', {
      body: {
        code: 'a b',
        description: 'x'.repeat(201),
        kind: 'percent',
        percent_off: 101,
        season_id: 'nope',
        valid_from: '2031-05-01T00:00:00Z',
        valid_until: '2031-04-01T00:00:00Z',
        max_uses: 0,
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.error.issues).toEqual([
      { path: 'code', message: 'Code must be 3 to 32 letters, digits, dashes (-) or underscores (_).' },
      { path: 'description', message: 'Description must be at most 200 characters.' },
      { path: 'percent_off', message: 'Percent off must be a whole number from 1 to 100.' },
      { path: 'season_id', message: 'Please choose a season, or Any season.' },
      { path: 'max_uses', message: 'Maximum uses must be a whole number of at least 1, or empty for no limit.' },
      { path: 'valid_until', message: 'Valid until must be after valid from.' },
    ]);
    // Every message at once: a missing value for the kind too.
    const missing = await admin.client.api('POST /api/admin/discount-codes', {
      body: {
        code: freshCode('x'),
        kind: 'amount',
        percent_off: 10,
        valid_from: '2031-05-01T00:00:00Z',
        valid_until: '2031-05-01T00:00:00Z',
      },
    });
    expect(missing.error.issues).toEqual([
      { path: 'amount_off_cents', message: 'Amount off must be a whole number of cents above 0.' },
      { path: 'valid_until', message: 'Valid until must be after valid from.' },
    ]);
    const kind = await admin.client.sendUnchecked('POST', BASE, { code: freshCode('x'), kind: 'free' });
    expect(kind.error.issues).toContainEqual({ path: 'kind', message: 'Please choose Percent off or Amount off.' });
    const noSeason = await admin.client.sendUnchecked('POST', BASE, { ...percentInput(freshCode('x')), season_id: '00000000-0000-4000-8000-000000000000' });
    expect(noSeason.status).toBe(422);
    expect(noSeason.error.issues).toEqual([{ path: 'season_id', message: 'That season was not found.' }]);
    expect(await server.db.$count(discountCodes)).toBe(before);
  });
});

describe('listing codes', () => {
  it('counts uses from registrations that are not cancelled or refunded, with what remains', async () => {
    const tag = freshCode('uses');
    const { id } = await createDiscountCodeRow(server.db, { code: tag, maxUses: 50 });
    await createRegistrationsWithCode(server.db, id, ['paid', 'pending_payment', 'confirmed', 'cancelled', 'refunded']);
    const page = await admin.client.api('GET /api/admin/discount-codes', { query: { q: tag } });
    expect(page.body.items).toEqual([expect.objectContaining({ id, uses: 3, remaining: 47, max_uses: 50, status: 'active' })]);
  });

  it('filters by status: active, scheduled, inactive, expired, used up', async () => {
    const tag = freshCode('state').slice(0, 20);
    const made = {
      active: await createDiscountCodeRow(server.db, { code: `${tag}-A`, validFrom: daysFromNow(-1), validUntil: daysFromNow(1) }),
      scheduled: await createDiscountCodeRow(server.db, { code: `${tag}-S`, validFrom: daysFromNow(2) }),
      inactive: await createDiscountCodeRow(server.db, { code: `${tag}-I`, isActive: false, validUntil: daysFromNow(-1) }),
      expired: await createDiscountCodeRow(server.db, { code: `${tag}-E`, validUntil: daysFromNow(-1), maxUses: 1 }),
      used_up: await createDiscountCodeRow(server.db, { code: `${tag}-U`, maxUses: 2 }),
    };
    await createRegistrationsWithCode(server.db, made.expired.id, ['paid']);
    await createRegistrationsWithCode(server.db, made.used_up.id, ['paid', 'confirmed', 'cancelled']);
    const all = await admin.client.api('GET /api/admin/discount-codes', { query: { q: tag } });
    expect(all.body.total).toBe(5);
    expect(Object.fromEntries(all.body.items.map((c) => [c.code, c.status]))).toEqual({
      [`${tag}-A`]: 'active',
      [`${tag}-S`]: 'scheduled',
      [`${tag}-I`]: 'inactive',
      [`${tag}-E`]: 'expired',
      [`${tag}-U`]: 'used_up',
    });
    for (const [status, row] of Object.entries(made)) {
      const filtered = await admin.client.api('GET /api/admin/discount-codes', { query: { q: tag, status } });
      expect(
        filtered.body.items.map((c) => c.id),
        status,
      ).toEqual([row.id]);
    }
    const usedUp = all.body.items.find((c) => c.id === made.used_up.id);
    expect(usedUp).toMatchObject({ uses: 2, remaining: 0 });
  });

  it('pages on the server, newest first', async () => {
    const tag = freshCode('page').slice(0, 24);
    for (const n of [1, 2, 3]) await createDiscountCodeRow(server.db, { code: `${tag}-${n}`, createdAt: new Date(Date.UTC(2031, 0, n)) });
    const second = await admin.client.api('GET /api/admin/discount-codes', { query: { q: tag, page: '2', page_size: '2' } });
    expect(second.body).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.body.items.map((c) => c.code)).toEqual([`${tag}-1`]);
    const bad = await admin.client.api('GET /api/admin/discount-codes', { query: { status: 'forever', page_size: '500' } });
    expect(bad.status).toBe(422);
    expect(bad.error.issues?.map((i) => i.path)).toEqual(['status', 'page_size']);
  });

  it('exports the matching codes as CSV with uses', async () => {
    const tag = freshCode('csv').slice(0, 24);
    const { id } = await createDiscountCodeRow(server.db, { code: `${tag}-X`, kind: 'amount', amountOffCents: 2500, maxUses: 10 });
    await createRegistrationsWithCode(server.db, id, ['paid']);
    const response = await admin.client.api('GET /api/admin/discount-codes/export.csv', { query: { q: tag } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="discount-codes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row, extra] = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'id,code,description,kind,percent_off,amount_off_cents,season,valid_from,valid_until,max_uses,uses,remaining,is_active,status,created_at',
    );
    expect(row).toMatch(new RegExp(`^${id},${tag}-X,,amount,,2500,,,,10,1,9,yes,active,`));
    expect(extra).toBeUndefined();
  });
});

describe('editing a code', () => {
  it('edits everything while unused, and audits before and after', async () => {
    const { id } = await createDiscountCodeRow(server.db);
    const code = freshCode('edited');
    const response = await admin.client.api('PUT /api/admin/discount-codes/:codeId', {
      params: { codeId: id },
      body: {
        code: code.toLowerCase(),
        kind: 'amount',
        amount_off_cents: 999,
        max_uses: 5,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code, kind: 'amount', amount_off_cents: 999, percent_off: null, max_uses: 5 });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: 'discount_code.updated',
      before: expect.objectContaining({ percentOff: 20 }),
      after: expect.objectContaining({ amountOffCents: 999 }),
    });
  });

  it('refuses to change the kind or amount of a used code (409); other fields still change', async () => {
    const { id, code } = await createDiscountCodeRow(server.db, { maxUses: 10 });
    await createRegistrationsWithCode(server.db, id, ['paid', 'paid']);
    const refused = await admin.client.api('PUT /api/admin/discount-codes/:codeId', {
      params: { codeId: id },
      body: { code, kind: 'percent', percent_off: 25 },
    });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('This code has been used: its kind and amount can no longer change. Deactivate it and create a new code instead.');
    const toAmount = await admin.client.api('PUT /api/admin/discount-codes/:codeId', {
      params: { codeId: id },
      body: { code, kind: 'amount', amount_off_cents: 500 },
    });
    expect(toAmount.status).toBe(409);
    expect(await codeRow(id)).toMatchObject({ kind: 'percent', percentOff: 20, maxUses: 10 });

    const tooFew = await admin.client.api('PUT /api/admin/discount-codes/:codeId', {
      params: { codeId: id },
      body: { code, kind: 'percent', percent_off: 20, max_uses: 1 },
    });
    expect(tooFew.status).toBe(422);
    expect(tooFew.error.issues).toEqual([{ path: 'max_uses', message: 'Maximum uses cannot be below the 2 uses so far.' }]);

    const ok = await admin.client.api('PUT /api/admin/discount-codes/:codeId', {
      params: { codeId: id },
      body: { code, kind: 'percent', percent_off: 20, description: 'Now limited', max_uses: 2 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ description: 'Now limited', max_uses: 2, uses: 2, remaining: 0, status: 'used_up' });
  });

  it('refuses another code text (409 under code), a bad value (422) and a missing code (404), changing nothing', async () => {
    const taken = await createDiscountCodeRow(server.db);
    const { id, code } = await createDiscountCodeRow(server.db);
    const duplicate = await admin.client.api('PUT /api/admin/discount-codes/:codeId', {
      params: { codeId: id },
      body: { code: taken.code.toLowerCase(), kind: 'percent', percent_off: 20 },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error.issues).toEqual([{ path: 'code', message: 'A discount code with this code already exists.' }]);
    const bad = await admin.client.api('PUT /api/admin/discount-codes/:codeId', { params: { codeId: id }, body: { code, kind: 'percent', percent_off: 0 } });
    expect(bad.status).toBe(422);
    expect(await codeRow(id)).toMatchObject({ code, percentOff: 20 });
    expect(await auditOf(id)).toHaveLength(0);
    expect((await admin.client.sendUnchecked('PUT', `${BASE}/00000000-0000-4000-8000-000000000000`, percentInput(freshCode('gone')))).status).toBe(404);
    expect((await admin.client.sendUnchecked('PUT', `${BASE}/not-an-id`, percentInput(freshCode('gone')))).status).toBe(404);
  });
});

describe('activating, deactivating and deleting', () => {
  it('deactivates and activates, recording each change once', async () => {
    const { id } = await createDiscountCodeRow(server.db);
    const off = await admin.client.api('POST /api/admin/discount-codes/:codeId/deactivate', { params: { codeId: id } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ is_active: false, status: 'inactive' });
    expect((await admin.client.api('POST /api/admin/discount-codes/:codeId/deactivate', { params: { codeId: id } })).body.is_active).toBe(false);
    const on = await admin.client.api('POST /api/admin/discount-codes/:codeId/activate', { params: { codeId: id } });
    expect(on.body).toMatchObject({ is_active: true, status: 'active' });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['discount_code.activated', 'discount_code.deactivated']);
    expect(
      (await admin.client.api('POST /api/admin/discount-codes/:codeId/activate', { params: { codeId: '00000000-0000-4000-8000-000000000000' } })).status,
    ).toBe(404);
  });

  it('deletes an unused code (204, audited)', async () => {
    const { id } = await createDiscountCodeRow(server.db);
    const response = await admin.client.api('DELETE /api/admin/discount-codes/:codeId', { params: { codeId: id } });
    expect(response.status).toBe(204);
    expect(await codeRow(id)).toBeUndefined();
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: 'discount_code.deleted', after: null, before: expect.objectContaining({ id }) });
  });

  it('refuses to delete a code a registration used, even a cancelled one (409), and keeps it', async () => {
    for (const statuses of [['paid'], ['cancelled']] as const) {
      const { id } = await createDiscountCodeRow(server.db);
      await createRegistrationsWithCode(server.db, id, statuses);
      const response = await admin.client.api('DELETE /api/admin/discount-codes/:codeId', { params: { codeId: id } });
      expect(response.status).toBe(409);
      expect(response.error.message).toBe('This code has been used and cannot be deleted. Deactivate it instead.');
      expect(await codeRow(id)).toBeDefined();
    }
  });
});
