import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { waivers } from '../../db/schema/index';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { ensureWaiver } from './waivers.service';

const t = withTestServer();
let server: TestServer;
beforeAll(() => {
  server = t.server;
});

describe('GET /api/waivers/active', () => {
  it('answers anyone with version 1, stored at start-up even without the demo league', async () => {
    const response = await server.client().api('GET /api/waivers/active');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(String),
      version: 1,
      title: 'League Waiver & Release',
      body: expect.any(String),
      activated_at: expect.any(String),
    });
    const { body } = response.body;
    expect(body).toContain('at least 14 years old');
    for (const topic of ['Assumption of risk', 'Release', 'Medical treatment', 'Photos and media', 'Code of conduct']) expect(body).toContain(topic);
    // Plain text in paragraphs.
    expect(body.split('\n\n').length).toBeGreaterThanOrEqual(8);
    expect(body).not.toMatch(/<[a-z]/i);
  });

  it('stores version 1 only once, however often start-up runs', async () => {
    await ensureWaiver(server.db);
    await ensureWaiver(server.db);
    expect(await server.db.select({ version: waivers.version }).from(waivers)).toEqual([{ version: 1 }]);
  });

  it('follows the active version, and answers 404 in the error shape when none is active', async () => {
    await server.db.update(waivers).set({ isActive: false });
    const none = await server.client().api('GET /api/waivers/active');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No waiver is active at the moment.' } });
    // Waivers exist: start-up does not bring version 1 back to life.
    await ensureWaiver(server.db);
    expect((await server.client().api('GET /api/waivers/active')).status).toBe(404);

    await server.db.insert(waivers).values({ version: 2, title: 'League Waiver & Release', body: 'Version two.', isActive: true, activatedAt: new Date() });
    const response = await server.client().api('GET /api/waivers/active');
    expect(response.body).toMatchObject({ version: 2, body: 'Version two.' });
    // The database keeps it to one active version.
    await expect(server.db.update(waivers).set({ isActive: true }).where(eq(waivers.version, 1))).rejects.toThrow();
  });
});
