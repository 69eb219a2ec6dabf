import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { games, players, seasons, divisions, teams, registrationPeriods, waitlistEntries } from './db/schema/index';
import type { ApiRoute } from './http/route-table';
import { createWaitlistInvitation } from './test/registration-factories';
import { listTestServerRoutes, startTestServer, type TestServer } from './test/test-server';

/**
 * Public answers never carry private data (product.md: email, phone, date of birth,
 * emergency contacts, health details, notes, payment data). Every public GET route is read
 * against the demo league, which has all of those, and its JSON is searched for them.
 */
const PRIVATE_KEY = /e-?mail|phone|birth|dob|emergency|health|condition|notes?$|payment|stripe|password|token|secret/i;
/** Keys PRIVATE_KEY matches that hold nobody's data: the league's payment provider is configuration. */
const NOT_PRIVATE_KEYS = new Set(['payment_provider']);
/** The API's own description names every field of every route (decision 017): names, not anybody's data. */
const DESCRIBES_THE_API = new Set(['/api/openapi.json']);

let server: TestServer;
let publicRoutes: ApiRoute[];
let pathIds: Record<string, string>;
let privateValues: string[];

beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' } });
  publicRoutes = listTestServerRoutes(server).filter((r) => r.method === 'GET' && r.rule?.kind === 'public');

  const [team] = await server.db.select({ id: teams.id }).from(teams).limit(1);
  const [player] = await server.db.select({ id: players.id }).from(players).limit(1);
  const [game] = await server.db.select({ id: games.id }).from(games).limit(1);
  const [season] = await server.db.select({ id: seasons.id }).from(seasons).limit(1);
  const [division] = await server.db.select({ id: divisions.id }).from(divisions).limit(1);
  pathIds = { teamId: team?.id ?? '', playerId: player?.id ?? '', gameId: game?.id ?? '', seasonId: season?.id ?? '', divisionId: division?.id ?? '' };

  const rows = await server.db.select().from(players);
  // An emergency contact who shares a name with a player of the league: that name on a public
  // page (a roster, a scorer) is the player's, and says nothing of anyone's contacts.
  const playerNames = new Set(rows.map((p) => `${p.firstName} ${p.lastName}`));
  privateValues = rows.flatMap((p) =>
    [p.email, p.phone, p.dateOfBirth, p.emergencyContactName, p.emergencyContactPhone].filter((v): v is string => Boolean(v) && !playerNames.has(v ?? '')),
  );
});

afterAll(async () => server.close());

function keysOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${path}.${key}`, ...keysOf(inner, `${path}.${key}`)]);
}

describe('public answers', () => {
  it('has public routes to read, and a demo league with private data to hide', () => {
    expect(publicRoutes.length).toBeGreaterThanOrEqual(3);
    expect(privateValues.length).toBeGreaterThan(100);
  });

  it('carry no private field and no private value', async () => {
    const leaks: string[] = [];
    for (const route of publicRoutes) {
      const url = route.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => pathIds[name] ?? name);
      const response = await server.client().request('GET', url);
      expect(response.status, url).toBeLessThan(500);
      for (const key of DESCRIBES_THE_API.has(url) ? [] : keysOf(response.body)) {
        const last = key.split('.').pop() ?? '';
        if (PRIVATE_KEY.test(last) && !NOT_PRIVATE_KEYS.has(last)) leaks.push(`${url}: field ${key}`);
      }
      for (const value of privateValues) {
        if (response.text.includes(value)) leaks.push(`${url}: value ${value}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("registration options with a waitlist invitation carry none of the entry's private data", async () => {
    const [period] = await server.db.select().from(registrationPeriods).where(eq(registrationPeriods.status, 'OPEN')).limit(1);
    const place = { seasonId: period?.seasonId ?? null, divisionId: period?.divisionId ?? null };
    const { token, entryId } = await createWaitlistInvitation(server.db, place);
    const [entry] = await server.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    const response = await server.client().api('GET /api/registration/options', { query: { invitation: token } });
    expect(response.body).toMatchObject({ invitation: { kind: 'waitlist' }, player: null });
    const keys = keysOf(response.body).map((key) => key.split('.').pop() ?? '');
    expect(keys.filter((key) => PRIVATE_KEY.test(key) && !NOT_PRIVATE_KEYS.has(key))).toEqual([]);
    const entryValues = [entry?.email, entry?.phoneNumber, entry?.dateOfBirth, entry?.emergencyContactName, entry?.emergencyContactPhone, entry?.lastName];
    expect(entryValues.filter((value) => value && response.text.includes(value))).toEqual([]);
  });
});
