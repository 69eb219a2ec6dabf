import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl } from './http-client';
import { withTestServer } from './with-test-server';

// The typed test client (decision 071); what tsc refuses is in http-client.typecheck.ts.
const t = withTestServer();

describe('apiUrl', () => {
  it('fills in the params, encoded, and the query, skipping only what is absent', () => {
    const url = apiUrl('GET /api/x/:id/y/:other', { params: { id: 'a b/c', other: '%00' }, query: { q: '', page: 2, gone: undefined, none: null } });
    expect(url).toBe('/api/x/a%20b%2Fc/y/%2500?q=&page=2');
  });

  it('refuses a missing param rather than sending a wrong URL', () => {
    expect(() => apiUrl('GET /api/x/:id', { params: {} })).toThrow('GET /api/x/:id: missing path parameter id');
  });
});

describe('client.api', () => {
  it("sends the route's method and URL and answers with its parsed body", async () => {
    const home = await t.server.client().api('GET /api/home');
    expect(home.status).toBe(200);
    expect(Array.isArray(home.body.announcements)).toBe(true);
  });

  it("gives a refusal's error, and fails a test that reads an error off a success", async () => {
    const client = t.server.client();
    const missing = await client.api('GET /api/public/players/:playerId', { params: { playerId: randomUUID() } });
    expect(missing.status).toBe(404);
    expect(missing.error.code).toBe('NOT_FOUND');
    const home = await client.api('GET /api/home');
    expect(() => home.error).toThrow(/^Expected an error answer, got 200: /);
  });

  it('sends an unchecked body as given', async () => {
    const refused = await t.server.client().sendUnchecked('POST', '/api/waitlist', { first_name: 42 });
    expect(refused.status).toBe(422);
    expect(refused.error.code).toBe('VALIDATION');
  });
});
