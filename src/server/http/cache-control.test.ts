import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../test/factories';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server';

let server: TestServer;
let player: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  server = await startTestServer();
  [player, admin] = await Promise.all([createUser(server), createUser(server, { roles: ['admin'] })]);
});
afterAll(async () => {
  await server?.close();
});

describe('Cache-Control on API answers', () => {
  it.each(['/api/me/roles', '/api/me/player', '/api/me/registrations', '/api/settings/public', '/api/auth/get-session'])(
    "is no-store on a signed-in player's GET %s",
    async (path) => {
      const response = await player.client.request('GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it.each(['/api/admin/outbox', '/api/admin/settings', '/api/admin/players'])(
    "is no-store on an admin's GET %s (the outbox holds live reset links)",
    async (path) => {
      const response = await admin.client.request('GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('is no-store on the sign-in answer, which carries the session token', async () => {
    const client = server.client();
    const response = await client.request<{ token?: string }>('POST', '/api/auth/sign-in/email', { email: player.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['GET', '/api/me/roles', 401],
    ['GET', '/api/admin/outbox', 401],
    ['GET', '/api/no-such-thing', 404],
    ['POST', '/api/auth/sign-in/email', 401],
  ])('is no-store on errors too: %s %s (%i)', async (method, path, status) => {
    const body = method === 'POST' ? { email: player.email, password: 'not-the-password' } : undefined;
    const response = await server.client().request(method, path, body);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the public cache a route sets deliberately on data the same for everyone', async () => {
    for (const client of [server.client(), player.client]) {
      const response = await client.api('GET /api/games/live-check');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=10');
    }
  });
});
