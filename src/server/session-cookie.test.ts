import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './test/factories';
import { startTestServer, type TestServer } from './test/test-server';

/** The session cookie as the browser would receive it on sign-in. */
async function sessionCookieOnSignIn(server: TestServer): Promise<string> {
  const { email, password } = await createUser(server);
  const response = await server.client().request('POST', '/api/auth/sign-in/email', { email, password });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

describe('the session cookie over plain http (local installs)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('is httpOnly and SameSite=Lax, and not Secure (it would never be sent over http)', async () => {
    const cookie = await sessionCookieOnSignIn(server);
    expect(cookie).toMatch(/^league\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i);
  });
});

describe('the session cookie in production over https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { BASE_URL: 'https://league.example.org' } });
  });
  afterAll(async () => server.close());

  it('is a __Host- cookie: Secure, Path=/, no Domain, httpOnly, SameSite=Lax', async () => {
    const cookie = await sessionCookieOnSignIn(server);
    expect(cookie).toMatch(/^__Host-league\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/; Domain=/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });

  it('signs the caller in with that cookie', async () => {
    const user = await createUser(server);
    expect((await user.client.api('GET /api/me/roles')).status).toBe(200);
    expect(user.client.cookieHeader()).toMatch(/__Host-league\.session_token=/);
  });

  it('sends HSTS', async () => {
    const response = await server.client().request('GET', '/healthz');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });
});
