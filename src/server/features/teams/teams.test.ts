import { beforeAll, describe, expect, it } from 'vitest';
import { divisions, seasons, teams } from '../../db/schema/index';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer();
let server: TestServer;
beforeAll(() => {
  server = t.server;
});

describe('GET /api/teams/options', () => {
  it('lists every team by name, a name used twice with the newer season first', async () => {
    const tag = uniqueId();
    const [fall, spring] = await server.db
      .insert(seasons)
      .values([
        { name: `Fall ${tag}`, startDate: '2031-09-01', endDate: '2031-11-30' },
        { name: `Spring ${tag}`, startDate: '2031-03-01', endDate: '2031-05-31' },
      ])
      .returning({ id: seasons.id });
    const [division] = await server.db
      .insert(divisions)
      .values({ name: `Division ${tag}` })
      .returning({ id: divisions.id });
    if (!fall || !spring || !division) throw new Error('fixtures not stored');
    const rows = await server.db
      .insert(teams)
      .values([
        { seasonId: spring.id, divisionId: division.id, name: `Zebras ${tag}` },
        { seasonId: spring.id, divisionId: division.id, name: `Aardvarks ${tag}` },
        { seasonId: fall.id, divisionId: division.id, name: `Aardvarks ${tag}` },
      ])
      .returning({ id: teams.id });
    const [zebras, oldAardvarks, newAardvarks] = rows.map((r) => r.id);

    const response = await server.client().api('GET /api/teams/options');
    expect(response.status).toBe(200);
    const ours = response.body.filter((t) => t.name.endsWith(tag));
    expect(ours).toEqual([
      { id: newAardvarks, name: `Aardvarks ${tag}`, season_name: `Fall ${tag}` },
      { id: oldAardvarks, name: `Aardvarks ${tag}`, season_name: `Spring ${tag}` },
      { id: zebras, name: `Zebras ${tag}`, season_name: `Spring ${tag}` },
    ]);
    const names = response.body.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
