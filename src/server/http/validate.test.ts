import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { users, waitlistEntries } from '../db/schema/index';
import { createUser, type CreatedUser } from '../test/factories';
import { setWaitlistMode } from '../test/registration-factories';
import { startTestServer, uniqueEmail, type TestServer } from '../test/test-server';
import { JSON_TOO_DEEP_MESSAGE, NOT_JSON_MESSAGE, NUL_MESSAGE } from './validate';
import { validWaitlistEntry } from '../test/waitlist-entry';

let server: TestServer;
let admin: CreatedUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { roles: ['admin'] });
  // The waitlist is open only in waitlist mode (decision 011).
  await setWaitlistMode(server.db, true);
});
afterAll(async () => {
  await server?.close();
});

const entriesFor = (email: unknown) =>
  server.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.email, String(email).toLowerCase()));
const userCount = async () => (await server.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const nulIssue = (path: string) => ({ error: { code: 'VALIDATION', message: NUL_MESSAGE, issues: [{ path, message: NUL_MESSAGE }] } });

describe('JSON only as application/json', () => {
  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'application/jsonx', null])(
    'refuses a JSON body sent as %s to a JSON endpoint with 415, storing nothing',
    async (contentType) => {
      const entry = validWaitlistEntry();
      const headers: Record<string, string> = contentType === null ? {} : { 'content-type': contentType };
      const response = await server.client().post<ApiErrorBody>('/api/waitlist', undefined, { rawBody: JSON.stringify(entry), headers });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ error: { code: 'VALIDATION', message: NOT_JSON_MESSAGE } });
      expect(await entriesFor(entry.email)).toEqual([]);
    },
  );

  it('takes application/json with a charset, in any case', async () => {
    const entry = validWaitlistEntry();
    const response = await server
      .client()
      .post('/api/waitlist', undefined, { rawBody: JSON.stringify(entry), headers: { 'content-type': 'Application/JSON; charset=utf-8' } });
    expect(response.status).toBe(201);
    expect(await entriesFor(entry.email)).toHaveLength(1);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'refuses a sign-up body sent to Better Auth as %s (415), creating nobody',
    async (contentType) => {
      const email = uniqueEmail('plain');
      const body = JSON.stringify({ email, password: 'long-enough-password', name: 'Plain Text' });
      const before = await userCount();
      const response = await server
        .client()
        .post<ApiErrorBody>('/api/auth/sign-up/email', undefined, { rawBody: body, headers: { 'content-type': contentType } });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ error: { code: 'VALIDATION', message: NOT_JSON_MESSAGE } });
      expect(await userCount()).toBe(before);
    },
  );
});

describe('a NUL byte is bad input (422), never a database error', () => {
  it.each([
    '/api/public/players?q=%00',
    '/api/public/players?q=ab%00cd',
    '/api/admin/players?q=%00',
    '/api/admin/players/export.csv?q=%00',
    '/api/admin/users?q=%00',
    '/api/admin/waitlist?q=%00',
    '/api/admin/teams?q=%00',
    '/api/admin/seasons?q=%00',
    '/api/admin/discount-codes?q=%00',
    '/api/admin/announcements?q=%00',
    '/api/admin/audit-log?q=%00',
  ])('GET %s answers 422 naming the parameter', async (path) => {
    const response = await admin.client.get(path);
    expect(response.status).toBe(422);
    expect(response.body).toEqual(nulIssue('q'));
  });

  it('answers 422 for a NUL byte in a parameter a route reads itself, and 404 for one in the path', async () => {
    const invitation = await server.client().get('/api/registration/options?invitation=%00');
    expect(invitation.status).toBe(422);
    expect(invitation.body).toEqual(nulIssue('invitation'));
    const path = await server.client().get<ApiErrorBody>('/api/public/players/%00');
    expect(path.status).toBe(404);
    expect(path.body.error.code).toBe('NOT_FOUND');
  });

  it.each([
    ['first_name', { first_name: 'Ja\u0000mie' }],
    ['notes', { notes: 'Weeknights\u0000' }],
    ['emergency_contact_phone', { emergency_contact_phone: '416-555-0124\u0000' }],
    ['positions_played.1', { positions_played: ['Midfield', '\u0000'] }],
  ])('refuses a NUL byte in %s of a JSON body, storing nothing', async (path, overrides) => {
    const entry = validWaitlistEntry(overrides);
    const response = await server.client().post('/api/waitlist', entry);
    expect(response.status).toBe(422);
    expect(response.body).toEqual(nulIssue(path));
    expect(await entriesFor(entry.email)).toEqual([]);
  });

  it("refuses one in an admin's form and changes nothing", async () => {
    const before = await admin.client.get<{ rules_text: string }>('/api/admin/settings');
    const response = await admin.client.put('/api/admin/settings', { rules_text: 'No slide tackles.\u0000' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(nulIssue('rules_text'));
    expect((await admin.client.get<{ rules_text: string }>('/api/admin/settings')).body.rules_text).toBe(before.body.rules_text);
  });

  it.each([
    ['/api/auth/sign-up/email', 'name', { email: uniqueEmail('nul'), password: 'long-enough-password', name: 'Nul\u0000Byte' }],
    ['/api/auth/sign-up/email', 'email', { email: `nul\u0000${uniqueEmail('nul')}`, password: 'long-enough-password', name: 'Nul Byte' }],
    ['/api/auth/sign-in/email', 'email', { email: `nul\u0000${uniqueEmail('nul')}`, password: 'long-enough-password' }],
    ['/api/auth/sign-in/email', 'password', { email: uniqueEmail('nul'), password: 'long-enough\u0000' }],
    ['/api/auth/phone-number/send-otp', 'phoneNumber', { phoneNumber: '+1555\u00000100' }],
  ])("refuses one in Better Auth's %s body (%s) with 422, creating nobody and sending nothing", async (path, field, body) => {
    const [usersBefore, outboxBefore] = [await userCount(), (await server.outbox()).length];
    const response = await server.client().post(path, body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual(nulIssue(field));
    expect([await userCount(), (await server.outbox()).length]).toEqual([usersBefore, outboxBefore]);
  });
});

describe('deeply nested JSON is bad input (400), never a crash', () => {
  // 10,000 levels: what a script sends in a few KB; the deepest form the app takes is 3 levels.
  const deep = (levels: number, inner: string) => `${'{"a":['.repeat(levels)}${inner}${']}'.repeat(levels)}`;
  const tooDeep = { error: { code: 'VALIDATION', message: JSON_TOO_DEEP_MESSAGE } };

  it('refuses a 10,000-deep body to a JSON route, storing nothing', async () => {
    const entry = validWaitlistEntry();
    const rawBody = JSON.stringify({ ...entry, notes: 'x' }).replace('"x"', deep(10_000, '1'));
    const response = await server.client().post('/api/waitlist', undefined, { rawBody, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(tooDeep);
    expect(await entriesFor(entry.email)).toEqual([]);
  });

  it("refuses one sent to Better Auth's sign-up, creating nobody", async () => {
    const before = await userCount();
    const rawBody = `{"email":"${uniqueEmail('deep')}","password":"long-enough-password","name":${deep(10_000, '"x"')}}`;
    const response = await server.client().post('/api/auth/sign-up/email', undefined, { rawBody, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(tooDeep);
    expect(await userCount()).toBe(before);
  });
});
