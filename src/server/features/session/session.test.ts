import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/me/roles', () => {
  it('refuses an anonymous caller with 401 in the error shape', async () => {
    const response = await server.client().api('GET /api/me/roles');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it('refuses a made-up session cookie', async () => {
    const response = await server.client().api('GET /api/me/roles', {}, { headers: { cookie: 'league.session_token=forged.token' } });
    expect(response.status).toBe(401);
  });

  it('gives a new sign-up the player role', async () => {
    const user = await createUser(server);
    const response = await user.client.api('GET /api/me/roles');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ roles: ['player'], role: 'player' });
  });

  it('picks captain over referee and player', async () => {
    const user = await createUser(server, { roles: ['referee', 'captain'] });
    const response = await user.client.api('GET /api/me/roles');
    expect(response.status).toBe(200);
    expect([...response.body.roles].sort()).toEqual(['captain', 'player', 'referee']);
    expect(response.body.role).toBe('captain');
  });

  it('picks referee over player', async () => {
    const user = await createUser(server, { roles: ['referee'] });
    const response = await user.client.api('GET /api/me/roles');
    expect(response.body.role).toBe('referee');
  });

  it('picks admin over every other role', async () => {
    const user = await createUser(server, { roles: ['captain', 'admin', 'statistician'] });
    const response = await user.client.api('GET /api/me/roles');
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('admin');
  });

  it('answers each caller with their own roles', async () => {
    const admin = await createUser(server, { roles: ['admin'] });
    const player = await createUser(server);
    const [adminRoles, playerRoles] = await Promise.all([admin.client.api('GET /api/me/roles'), player.client.api('GET /api/me/roles')]);
    expect(adminRoles.body).toMatchObject({ role: 'admin' });
    expect(playerRoles.body).toEqual({ roles: ['player'], role: 'player' });
  });
});
