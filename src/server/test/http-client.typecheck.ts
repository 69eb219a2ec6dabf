import type { HttpClient } from './http-client';

/**
 * What tsc refuses in a typed call of the test client (decision 071): each line under
 * `@ts-expect-error` must stay an error, or tsc fails on the unused directive. Never run.
 */
export async function typedCallsAreChecked(client: HttpClient): Promise<void> {
  const home = await client.api('GET /api/home');
  home.body.announcements satisfies unknown[];
  const player = await client.api('GET /api/public/players/:playerId', { params: { playerId: 'a' } });
  player.body.teams satisfies unknown[];
  player.error.code satisfies string;
  await client.api('GET /api/public/players', { query: { page: 2 } });

  // @ts-expect-error a route key the contract does not have
  await client.api('GET /api/no-such-route');
  // @ts-expect-error a method the route does not answer
  await client.api('DELETE /api/home');
  // @ts-expect-error a param the route does not name
  await client.api('GET /api/public/players/:playerId', { params: { id: 'a' } });
  // @ts-expect-error the route's params left out
  await client.api('GET /api/public/players/:playerId');
  // @ts-expect-error a query field the route does not read
  await client.api('GET /api/public/players', { query: { no_such_filter: 1 } });
  // @ts-expect-error a body field of the wrong type
  await client.api('POST /api/admin/announcements', { body: { title: 42, body: 'Fields are open' } });
  // @ts-expect-error the body left out of a route that takes one
  await client.api('POST /api/admin/announcements', {});
  // @ts-expect-error a field the answer does not have
  home.body.no_such_field;

  // The escape hatch takes anything and types nothing.
  const refused = await client.sendUnchecked('POST', '/api/admin/announcements', { title: 42 });
  refused.error.issues satisfies unknown;
}
