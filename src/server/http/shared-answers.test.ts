import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readEnv } from '../env';
import { startServer } from '../server';
import { createUser, type CreatedUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { access } from './access';
import { apiRoute, apiRoutes, mountApiRoutes } from './api-route';
import type { Actor, AppEnv } from './context';
import { createSharedAnswers } from './shared-read';

// Public answers kept ready until a write (decision 087): fresh after a write, 304 for a client
// that holds the answer, never one person's answer for another.

let server: TestServer;
let admin: CreatedUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { roles: ['admin'] });
});
afterAll(async () => {
  await server?.close();
});

const setRules = async (text: string) => {
  const response = await admin.client.request('PUT', '/api/admin/settings', { rules_text: text });
  expect(response.status).toBe(200);
};
const rulesOf = async (base = server) => {
  const response = await base.client().request<{ rules_text: string }>('GET', '/api/rules');
  expect(response.status).toBe(200);
  return response.body.rules_text;
};

describe('a public answer kept ready', () => {
  it('is read afresh after a write through the API, and after one made straight in the database', async () => {
    await setRules('Kick-off at 7.');
    expect(await rulesOf()).toBe('Kick-off at 7.');
    expect(await rulesOf()).toBe('Kick-off at 7.');
    await setRules('Kick-off at 8.');
    expect(await rulesOf()).toBe('Kick-off at 8.');
    // A job or a script writes with the same database handle: counted too.
    await server.database.db.execute(`update site_settings set setting_value = 'Kick-off at 9.' where setting_key = 'rules_text'`);
    expect(await rulesOf()).toBe('Kick-off at 9.');
  });

  it('answers 304 to a client that sends the ETag it holds, and 200 with a new ETag once the data changed', async () => {
    await setRules('Shin guards required.');
    const client = server.client();
    const first = await client.request('GET', '/api/rules');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?".+"$/); // weak once compressed
    const again = await client.request('GET', '/api/rules', undefined, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')?.replace(/^W\//, '')).toBe(etag?.replace(/^W\//, ''));
    await setRules('Shin guards and cleats required.');
    const changed = await client.request<{ rules_text: string }>('GET', '/api/rules', undefined, { headers: { 'If-None-Match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.body.rules_text).toBe('Shin guards and cleats required.');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it("keeps the route's own Cache-Control on kept answers and on 304s", async () => {
    const client = server.client();
    const first = await client.request('GET', '/api/games/live-check');
    const second = await client.request('GET', '/api/games/live-check', undefined, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect([first.headers.get('cache-control'), second.status, second.headers.get('cache-control')]).toEqual(['public, max-age=10', 304, 'public, max-age=10']);
    expect((await admin.client.request('GET', '/api/settings/public')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('who is asking', () => {
  // A route that would tell its caller apart, marked shared by mistake, and its unshared twin.
  function appWith(version: () => number) {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      const userId = c.req.header('x-test-user');
      if (userId) c.set('actor', { userId, roles: [] } as unknown as Actor);
      await next();
    });
    const whoSchema = z.object({ user_id: z.string().nullable() });
    const routes = apiRoutes('Test', [
      apiRoute(
        { method: 'get', path: '/api/shared-who', summary: 'who', access: access.public, sharedAnswer: true, response: whoSchema },
        async ({ actor }) => ({
          user_id: actor?.userId ?? null,
        }),
      ),
      apiRoute({ method: 'get', path: '/api/own-who', summary: 'who', access: access.public, response: whoSchema }, async ({ actor }) => ({
        user_id: actor?.userId ?? null,
      })),
    ]);
    mountApiRoutes(app, routes, { checkResponses: true, sharedAnswers: createSharedAnswers({ version }) });
    return app;
  }

  it("never gives one signed-in caller's answer to another: a shared route's handler is given no caller at all", async () => {
    const app = appWith(() => 0);
    const ask = async (path: string, userId?: string) => (await app.request(path, { headers: userId ? { 'x-test-user': userId } : {} })).json();
    expect(await ask('/api/shared-who', 'ann')).toEqual({ user_id: null });
    expect(await ask('/api/shared-who')).toEqual({ user_id: null });
    expect(await ask('/api/own-who', 'ann')).toEqual({ user_id: 'ann' });
    expect(await ask('/api/own-who', 'bob')).toEqual({ user_id: 'bob' });
    expect((await app.request('/api/own-who')).headers.get('etag')).toBeNull();
  });

  it('gives a signed-in visitor and a stranger the same public players page', async () => {
    const [mine, strangers] = await Promise.all([admin.client.request('GET', '/api/public/players'), server.client().request('GET', '/api/public/players')]);
    expect(mine.status).toBe(200);
    expect(mine.text).toBe(strangers.text);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two app servers on one PostgreSQL', () => {
  it("reads afresh after the other server's write (its NOTIFY), and keeps its answer while nobody says anything", async () => {
    const url = server.database.postgresUrl ?? '';
    const dataDir = await mkdtemp(join(tmpdir(), 'league-second-'));
    const env = readEnv({
      ...Object.fromEntries(NO_JOBS.map((name) => [name, '0'])),
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
    });
    const second = await startServer({ env, database: { kind: 'postgres', url } });
    const onSecond = { client: () => ({ request: (method: string, path: string) => fetchJson(second.localUrl, method, path) }) } as unknown as TestServer;
    try {
      await setRules('Before.');
      await waitFor(async () => (await rulesOf(onSecond)) === 'Before.');
      // A write no app process made (psql): nobody tells the second server, which keeps its answer.
      const outsider = new pg.Client({ connectionString: url });
      await outsider.connect();
      await outsider.query(`update site_settings set setting_value = 'Unannounced.' where setting_key = 'rules_text'`);
      await outsider.end();
      expect(await rulesOf(onSecond)).toBe('Before.');
      // The first server's write reaches it through NOTIFY.
      await setRules('After.');
      await waitFor(async () => (await rulesOf(onSecond)) === 'After.');
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** As in test-server.ts: the jobs stay still, so that nothing else writes during the test. */
const NO_JOBS = [
  'WAITLIST_EXPIRY_INTERVAL_SECONDS',
  'PAYMENT_REMINDER_INTERVAL_SECONDS',
  'RSVP_REMINDER_INTERVAL_SECONDS',
  'NOTIFICATION_DELIVERY_INTERVAL_SECONDS',
  'CHAT_DIGEST_INTERVAL_SECONDS',
  'DRAFT_CLOCK_INTERVAL_SECONDS',
];

async function fetchJson(base: string, method: string, path: string) {
  const response = await fetch(`${base}${path}`, { method });
  return { status: response.status, body: await response.json() };
}

/** Polls (the NOTIFY takes a few milliseconds): fails after 3 s. */
async function waitFor(check: () => Promise<boolean>) {
  for (const started = Date.now(); Date.now() - started < 3_000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the second server never read the change');
}
