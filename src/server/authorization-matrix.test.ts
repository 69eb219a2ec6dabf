import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRule } from './http/access';
import type { ApiRoute } from './http/route-table';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser } from './test/factories';
import type { HttpClient } from './test/http-client';
import { listTestServerRoutes, startTestServer, type TestServer } from './test/test-server';
import type { Role } from '../shared/roles';

/**
 * Every API route × every kind of caller, generated from the route table: a new route is
 * checked the moment it exists, and one without an access rule fails here.
 */
const PERSONAS = ['anonymous', 'player', 'captain of another team', 'captain', 'referee', 'statistician', 'admin'] as const;
type Persona = (typeof PERSONAS)[number];
/** 'team-refused': 403 from the team check, or 422 when the empty body is refused before it (captain.test.ts sends valid ones). */
type Expectation = 'allowed' | 401 | 403 | 'team-refused';

/** Roles each persona holds (every account also holds player). */
const PERSONA_ROLES: Record<Exclude<Persona, 'anonymous'>, Role[]> = {
  player: ['player'],
  'captain of another team': ['player', 'captain'],
  captain: ['player', 'captain'],
  referee: ['player', 'referee'],
  statistician: ['player', 'statistician'],
  admin: ['player', 'admin'],
};

/**
 * Routes whose service also checks the caller leads the team in the path (core/team-access,
 * decision 076): the rule lets captains in, the team check turns away the captain of another team.
 */
const TEAM_CHECKED = [/^\/api\/captain\/teams\/:teamId(\/|$)/];

/**
 * Routes open to signed-in callers whose service then admits only the team of the path: its
 * roster and admins (the team chat, decision 078). Here "captain" leads that team; the others
 * are on no team or on another one, and get 403.
 */
const TEAM_SCOPED_PATHS = [/^\/api\/teams\/:teamId\/chat\//];
const ON_THE_TEAM_OR_ADMIN: readonly Persona[] = ['captain', 'admin'];
const isTeamScoped = (path: string) => TEAM_SCOPED_PATHS.some((pattern) => pattern.test(path));

/** What the rule promises each persona. A rule kind this does not know fails the test. */
function expectedFor(rule: AccessRule | undefined, persona: Persona, path: string): Expectation {
  if (!rule) throw new Error('route without an access rule');
  if (persona === 'captain of another team' && rule.kind === 'roles' && TEAM_CHECKED.some((pattern) => pattern.test(path))) return 'team-refused';
  if (rule.kind === 'signedIn' && isTeamScoped(path)) {
    if (persona === 'anonymous') return 401;
    return ON_THE_TEAM_OR_ADMIN.includes(persona) ? 'allowed' : 'team-refused';
  }
  switch (rule.kind) {
    case 'public':
      return 'allowed';
    case 'signedIn':
      return persona === 'anonymous' ? 401 : 'allowed';
    case 'roles':
      if (persona === 'anonymous') return 401;
      return PERSONA_ROLES[persona].some((role) => (rule.roles as readonly string[]).includes(role)) ? 'allowed' : 403;
    default: {
      const unknown: never = rule;
      throw new Error(`the matrix does not know the rule ${JSON.stringify(unknown)}: teach it`);
    }
  }
}

let server: TestServer;
let routes: ApiRoute[];
const clients = new Map<Persona, HttpClient>();
/** Ids that make a route's path concrete; the team is the one "captain" leads. */
let pathIds: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  routes = listTestServerRoutes(server);

  const league = await createLeague(server.db);
  const [ownTeam, otherTeam] = league.teamIds;
  clients.set('anonymous', server.client());
  const users = new Map<Persona, CreatedUser>();
  for (const persona of PERSONAS) {
    if (persona === 'anonymous') continue;
    const user = await createUser(server, { roles: PERSONA_ROLES[persona].filter((r) => r !== 'player') });
    users.set(persona, user);
    clients.set(persona, user.client);
  }
  // Captains lead a team on its roster: "captain" leads the team in the paths, the other one a rival.
  for (const [persona, teamId] of [
    ['captain', ownTeam],
    ['captain of another team', otherTeam],
  ] as const) {
    const user = users.get(persona);
    if (!user) throw new Error(`no ${persona}`);
    const playerId = await createPlayer(server.db, { userId: user.userId });
    await addToRoster(server.db, { teamId, playerId, rosterRole: 'captain' });
  }
  pathIds = { teamId: ownTeam, seasonId: league.seasonId, divisionId: league.divisionId };
});

afterAll(async () => server.close());

const urlOf = (path: string) => path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => pathIds[name] ?? randomUUID());
const bodyOf = (method: string) => (method === 'GET' || method === 'HEAD' ? undefined : {});

describe('authorization matrix', () => {
  it('has routes, and every route declares who may call it', () => {
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes.filter((r) => !r.rule).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  for (const persona of PERSONAS) {
    it(`answers ${persona} as each route's rule says`, async () => {
      const client = clients.get(persona);
      if (!client) throw new Error(`no client for ${persona}`);
      const mismatches: string[] = [];
      for (const route of routes) {
        const expected = expectedFor(route.rule, persona, route.path);
        const response = await client.request(route.method, urlOf(route.path), bodyOf(route.method));
        const ok =
          expected === 'allowed'
            ? response.status !== 401 && response.status !== 403
            : expected === 'team-refused'
              ? response.status === 403 || response.status === 422
              : response.status === expected;
        if (!ok) mismatches.push(`${route.method} ${route.path}: expected ${expected}, got ${response.status}`);
        if ((expected === 401 || expected === 403) && ok) {
          expect(response.body).toEqual({ error: { code: expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', message: expect.any(String) } });
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
