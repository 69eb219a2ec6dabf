import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, expectOnlyAdmins, type Personas } from './personas';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let personas: Personas;
beforeAll(async () => {
  server = await startTestServer();
  personas = await createPersonas(server, { adminName: 'Ada Admin' });
});
afterAll(async () => {
  await server?.close();
});

// The access tests of every admin feature lean on this helper: it must be able to fail.
describe('expectOnlyAdmins', () => {
  it('passes for an admin-only endpoint', async () => {
    await expectOnlyAdmins(server, personas, [['GET', '/api/admin/settings']]);
  });

  it('fails for an endpoint others may call', async () => {
    await expect(expectOnlyAdmins(server, personas, [['GET', '/api/seasons']])).rejects.toThrow();
  });

  it('fails when the snapshot of what must not change changes', async () => {
    let reads = 0;
    await expect(expectOnlyAdmins(server, personas, [['GET', '/api/admin/settings']], { unchanged: async () => ++reads })).rejects.toThrow(/must not change/);
  });

  it('gives each persona its role', async () => {
    const roles = async (client: Personas['admin']['client']) => (await client.api('GET /api/me/roles')).body.roles;
    expect(await roles(personas.admin.client)).toContain('admin');
    expect(await roles(personas.statistician.client)).toEqual(expect.arrayContaining(['statistician', 'player']));
    expect(await roles(personas.player.client)).toEqual(['player']);
    expect((await personas.anonymous.api('GET /api/me/roles')).status).toBe(401);
  });
});
