import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, users } from './db/schema/index';
import { createPlayer, createUser } from './test/factories';
import { startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const EVIL = 'https://evil.example';

describe('health', () => {
  it('answers /healthz', async () => {
    const response = await server.client().request('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database is migrated', async () => {
    const response = await server.client().request('GET', '/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready' });
  });
});

describe('errors', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['GET', '/api/games/no-such-thing'],
  ])('answers %s %s with a JSON 404 in the error shape', async (method, path) => {
    const response = await server.client().request(method, path, method === 'POST' ? {} : undefined);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers an unknown auth path with a 404 in the error shape', async () => {
    const response = await server.client().request('GET', '/api/auth/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers a malformed JSON body with 400 in the error shape', async () => {
    await server.createPhoneOnlyAccount('+15557654321');
    const { client } = await server.signInWithPhone('+15557654321');
    const response = await client.sendUnchecked('POST', '/api/link-phone-auth', undefined, {
      rawBody: '{"phone_number": "+15557654321"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION', message: 'The request body must be JSON.' } });
  });
});

describe('security headers', () => {
  it.each(['/healthz', '/api/settings/public', '/api/no-such-thing', '/api/auth/get-session'])('are on %s', async (path) => {
    const response = await server.client().request('GET', path);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Plain HTTP (tests, local installs): no HSTS, which would pin browsers to HTTPS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('does not announce the server software', async () => {
    const response = await server.client().request('GET', '/healthz');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-bearing call from a foreign origin with 403 and changes nothing', async () => {
    const phoneNumber = '+15553334444';
    const playerId = await createPlayer(server.db, { phone: phoneNumber });
    await server.createPhoneOnlyAccount(phoneNumber);
    const { client, userId } = await server.signInWithPhone(phoneNumber);

    const forged = await client.api('POST /api/link-phone-auth', { body: { phone_number: phoneNumber } }, { origin: EVIL });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
    const [after] = await server.db.select({ userId: players.userId }).from(players).where(eq(players.id, playerId));
    expect(after?.userId).toBeNull();

    // The same call from the site itself goes through, so the 403 was the origin's doing.
    const own = await client.api('POST /api/link-phone-auth', { body: { phone_number: phoneNumber } });
    expect(own.status).toBe(200);
    const [linked] = await server.db.select({ userId: players.userId }).from(players).where(eq(players.id, playerId));
    expect(linked?.userId).toBe(userId);
  });

  it('refuses a cookie-bearing call with no Origin at all', async () => {
    const user = await createUser(server);
    const response = await user.client.api('POST /api/link-phone-auth', { body: { phone_number: '+15550000000' } }, { origin: null });
    expect(response.status).toBe(403);
  });

  it('refuses a cross-site sign-out, so the session stays', async () => {
    const user = await createUser(server);
    const forged = await user.client.request('POST', '/api/auth/sign-out', {}, { origin: EVIL });
    expect(forged.status).toBe(403);
    expect((await user.client.api('GET /api/me/roles')).status).toBe(200);
  });

  it('refuses a cross-site sign-up and creates nobody', async () => {
    const email = `cross-site-${Date.now()}@example.test`;
    const response = await server.client().request('POST', '/api/auth/sign-up/email', { email, password: 'long-enough-password', name: 'X' }, { origin: EVIL });
    expect(response.status).toBe(403);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('lets a cross-site GET read public data (no state changes on GET)', async () => {
    const response = await server.client().api('GET /api/settings/public', {}, { headers: { origin: EVIL } });
    expect(response.status).toBe(200);
  });
});

describe('when the database breaks', () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startTestServer();
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('answers 500 with a generic message and no stack trace or SQL', async () => {
    await broken.db.execute(sql`drop table site_settings`);
    const response = await broken.client().api('GET /api/settings/public');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    expect(response.text).not.toMatch(/site_settings|select|relation|\.ts|\.js|node_modules|\bat\s/i);
  });

  it('answers /readyz with 503 when a migration is missing', async () => {
    await broken.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    const response = await broken.client().request('GET', '/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'not ready' });
    expect((await broken.client().request('GET', '/healthz')).status).toBe(200);
  });
});
