import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import { DEFAULT_TIME_ZONE, SETTING_KEYS } from '../../../shared/settings';
import { zonedInstant } from '../../../shared/zoned-time';
import { calendarTokens, games, venues } from '../../db/schema/index';
import { createApp } from '../../app';
import { createLogger } from '../../logger';
import { createMessenger } from '../../messaging/messenger';
import { createLocalStorage } from '../../storage/local-storage';
import { addToRoster, createGame, createLeague, createPlayer, createUser, minutesFromNow, type CreatedUser, type League } from '../../test/factories';
import { PRIVATE_PLAYER_VALUES, createRosteredPlayer } from '../../test/league-directory-factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { setSetting } from '../settings/index';

const t = withTestServer();
let server: TestServer;
let league: League;
let player: CreatedUser;
let otherPlayer: CreatedUser;
const ids = { home: '', away: '', cancelled: '', final: '', otherTeams: '', old: '' };

/** Read by a maintained iCalendar parser (ical.js, Mozilla's), as a calendar app would read it. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        location: event.location,
        description: event.description,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        status: vevent.getFirstPropertyValue('status'),
        url: vevent.getFirstPropertyValue('url'),
      };
    }),
  };
}

beforeAll(async () => {
  server = t.server;
  const db = server.db;
  await setSetting(db, SETTING_KEYS.leagueName, 'Riverside Test League');
  league = await createLeague(db);
  await db.update(venues).set({ name: 'Riverside Park', address: '1 River Road' }).where(eq(venues.id, league.venueId));
  const [a, b, c, d] = league.teamIds;
  ids.home = await createGame(db, league, { startsAt: new Date('2030-05-04T22:00:00Z'), homeTeamId: a, awayTeamId: b, round: 3 });
  ids.away = await createGame(db, league, { startsAt: new Date('2030-05-11T22:00:00Z'), homeTeamId: c, awayTeamId: a, fieldId: null });
  ids.cancelled = await createGame(db, league, { startsAt: new Date('2030-05-18T22:00:00Z'), homeTeamId: a, awayTeamId: d, status: 'cancelled' });
  ids.final = await createGame(db, league, {
    startsAt: minutesFromNow(-3 * 24 * 60),
    homeTeamId: a,
    awayTeamId: c,
    status: 'final',
    homeScore: 2,
    awayScore: 1,
  });
  ids.old = await createGame(db, league, {
    startsAt: minutesFromNow(-400 * 24 * 60),
    homeTeamId: a,
    awayTeamId: b,
    status: 'final',
    homeScore: 0,
    awayScore: 0,
  });
  ids.otherTeams = await createGame(db, league, { startsAt: new Date('2030-05-04T20:00:00Z'), homeTeamId: c, awayTeamId: d });
  // Team A's roster holds a player with private data: none of it may reach the public feed.
  await createRosteredPlayer(db, a, { firstName: 'Priv', lastName: 'Ate' });

  player = await createUser(server);
  await addToRoster(db, { teamId: a, playerId: await createPlayer(db, { userId: player.userId }) });
  otherPlayer = await createUser(server);
  await addToRoster(db, { teamId: d, playerId: await createPlayer(db, { userId: otherPlayer.userId }) });
});

const host = () => new URL(server.publicUrl).hostname;

describe('GET /api/calendar/teams/:teamId.ics', () => {
  it("serves anyone the team's games as iCalendar a calendar client reads", async () => {
    const response = await server.client().request('GET', `/api/calendar/teams/${league.teamIds[0]}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const feed = parseFeed(response.text);
    expect(feed.name).toMatch(/^Team .* A – Riverside Test League$/);
    expect(feed.events.map((e) => e.uid)).toEqual([ids.old, ids.final, ids.home, ids.away, ids.cancelled].map((id) => `${id}@${host()}`));
    const home = feed.events.find((e) => e.uid.startsWith(ids.home));
    expect(home).toMatchObject({
      sequence: 0,
      summary: expect.stringMatching(/^Team .* A vs Team .* B$/),
      location: 'Riverside Park – Field 1, 1 River Road',
      start: '2030-05-04T22:00:00.000Z',
      end: new Date(Date.parse('2030-05-04T22:00:00Z') + GAME_SLOT_MINUTES * 60_000).toISOString(),
      status: 'CONFIRMED',
      url: new URL(`/games/${ids.home}`, server.publicUrl).href,
    });
    expect(home?.description).toContain('Round 3');
    expect(feed.events.find((e) => e.uid.startsWith(ids.away))?.location).toBeNull();
    expect(feed.events.find((e) => e.uid.startsWith(ids.cancelled))?.status).toBe('CANCELLED');
    expect(feed.events.find((e) => e.uid.startsWith(ids.final))?.description).toMatch(/Final: Team .* A 2–1 Team .* C/);
    for (const value of [PRIVATE_PLAYER_VALUES.phone, PRIVATE_PLAYER_VALUES.emergencyContactName, 'Priv']) expect(response.text).not.toContain(value);
  });

  it('keeps an updated game under its UID with a higher SEQUENCE', async () => {
    const url = `/api/calendar/teams/${league.teamIds[0]}.ics`;
    const before = parseFeed((await server.client().request('GET', url)).text).events.find((e) => e.uid.startsWith(ids.home));
    // What the admin's move does (their screen is another part): a new time, and the sequence up.
    await server.db
      .update(games)
      .set({ startsAt: new Date('2030-05-05T18:00:00Z'), sequence: sql`${games.sequence} + 1`, updatedAt: new Date() })
      .where(eq(games.id, ids.home));
    const after = parseFeed((await server.client().request('GET', url)).text).events.find((e) => e.uid.startsWith(ids.home));
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    expect(after?.start).toBe('2030-05-05T18:00:00.000Z');
  });

  it("follows the admin's move, cancellation and rainout: same UID, SEQUENCE up, a cancelled game kept as CANCELLED", async () => {
    const admin = await createUser(server, { roles: ['admin'] });
    const own = await createLeague(server.db);
    const [a, b, c, d] = own.teamIds;
    const kickOff = (day: number, hour: number) => zonedInstant({ year: 2031, month: 6, day, hour, minute: 0 }, DEFAULT_TIME_ZONE);
    const moved = await createGame(server.db, own, { homeTeamId: a, awayTeamId: b, startsAt: kickOff(7, 10) });
    const cancelled = await createGame(server.db, own, { homeTeamId: c, awayTeamId: a, startsAt: kickOff(14, 10) });
    const rainedOut = await createGame(server.db, own, { homeTeamId: a, awayTeamId: d, startsAt: kickOff(21, 10) });
    const feeder = await createUser(server);
    await addToRoster(server.db, { teamId: a, playerId: await createPlayer(server.db, { userId: feeder.userId }) });
    const playerFeed = new URL((await feeder.client.api('POST /api/me/calendar')).body.url).pathname;
    const feeds = [`/api/calendar/teams/${a}.ics`, playerFeed];
    const read = async () => Promise.all(feeds.map(async (path) => parseFeed((await server.client().request('GET', path)).text).events));
    const before = await read();

    expect((await admin.client.request('PATCH', `/api/admin/games/${moved}`, { starts_at: kickOff(7, 16).toISOString() })).status).toBe(200);
    expect((await admin.client.api('POST /api/admin/games/:gameId/status', { params: { gameId: cancelled }, body: { status: 'cancelled' } })).status).toBe(200);
    expect((await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2031-06-21' } })).status).toBe(200);

    const after = await read();
    for (const [index, path] of feeds.entries()) {
      const was = (id: string) => before[index]?.find((e) => e.uid === `${id}@${host()}`);
      const now = (id: string) => after[index]?.find((e) => e.uid === `${id}@${host()}`);
      for (const id of [moved, cancelled, rainedOut]) {
        expect(was(id), path).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
        expect(now(id)?.sequence, path).toBe(1);
      }
      expect(now(moved), path).toMatchObject({ start: kickOff(7, 16).toISOString(), status: 'CONFIRMED' });
      expect(now(cancelled), path).toMatchObject({ start: kickOff(14, 10).toISOString(), status: 'CANCELLED' });
      expect(now(cancelled)?.description, path).toContain('Cancelled');
      // Postponed keeps its old time until a make-up is set: not to be relied on.
      expect(now(rainedOut), path).toMatchObject({ status: 'TENTATIVE' });
      expect(now(rainedOut)?.description, path).toContain('Postponed');
      expect(
        after[index]?.map((e) => e.uid),
        path,
      ).toEqual(before[index]?.map((e) => e.uid));
    }
    await feeder.client.api('DELETE /api/me/calendar');
  });

  it('answers 404 for an unknown team or an address that is not a feed', async () => {
    for (const path of [
      '/api/calendar/teams/00000000-0000-4000-8000-000000000000.ics',
      `/api/calendar/teams/${league.teamIds[0]}`,
      `/api/calendar/teams/${league.teamIds[0]}.json`,
      '/api/calendar/teams/nope.ics',
    ]) {
      const response = await server.client().request<ApiErrorBody>('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('the private player feed', () => {
  it('is made once per player (a random 32-byte token), served without sign-in, and revoked', async () => {
    expect((await player.client.api('GET /api/me/calendar')).body).toEqual({ feed: null });
    const made = await player.client.api('POST /api/me/calendar');
    expect(made.status).toBe(201);
    const token = /\/api\/calendar\/players\/([A-Za-z0-9_-]+)\.ics$/.exec(made.body.url)?.[1] ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(made.body.url).toBe(new URL(`/api/calendar/players/${token}.ics`, server.publicUrl).href);

    const again = await player.client.api('POST /api/me/calendar');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(made.body);
    expect((await player.client.api('GET /api/me/calendar')).body).toEqual({ feed: made.body });

    // A calendar app fetches it with no session at all.
    const feed = await server.client().request('GET', `/api/calendar/players/${token}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('no-store');
    const parsed = parseFeed(feed.text);
    expect(parsed.name).toBe('My games – Riverside Test League');
    // Team A's games from half a year back; not other teams' games, not last year's.
    expect(parsed.events.map((e) => e.uid.split('@')[0])).toEqual([ids.final, ids.home, ids.away, ids.cancelled]);

    const revoked = await player.client.api('DELETE /api/me/calendar');
    expect(revoked.status).toBe(204);
    expect((await server.client().request('GET', `/api/calendar/players/${token}.ics`)).status).toBe(404);
    expect((await player.client.api('GET /api/me/calendar')).body).toEqual({ feed: null });

    // A new one is a new address.
    const renewed = await player.client.api('POST /api/me/calendar');
    expect(renewed.status).toBe(201);
    expect(renewed.body.url).not.toBe(made.body.url);
    await player.client.api('DELETE /api/me/calendar');
  });

  it("serves each player their own team's games only", async () => {
    const made = await otherPlayer.client.api('POST /api/me/calendar');
    const feed = parseFeed((await server.client().request('GET', new URL(made.body.url).pathname)).text);
    expect(feed.events.map((e) => e.uid.split('@')[0])).toEqual([ids.otherTeams, ids.cancelled]);
    await otherPlayer.client.api('DELETE /api/me/calendar');
  });

  it("stops with its account: a disabled account's feed is a 404 until an admin enables the account again", async () => {
    const admin = await createUser(server, { roles: ['admin'] });
    const owner = await createUser(server);
    await addToRoster(server.db, { teamId: league.teamIds[3], playerId: await createPlayer(server.db, { userId: owner.userId }) });
    const feedPath = new URL((await owner.client.api('POST /api/me/calendar')).body.url).pathname;
    expect((await server.client().request('GET', feedPath)).status).toBe(200);

    expect((await admin.client.api('POST /api/admin/users/:userId/disable', { params: { userId: owner.userId } })).status).toBe(200);
    const stopped = await server.client().request<ApiErrorBody>('GET', feedPath);
    expect(stopped.status).toBe(404);
    expect(stopped.body).toEqual({ error: { code: 'NOT_FOUND', message: 'That calendar was not found.' } });

    expect((await admin.client.api('POST /api/admin/users/:userId/enable', { params: { userId: owner.userId } })).status).toBe(200);
    expect(parseFeed((await server.client().request('GET', feedPath)).text).events.map((e) => e.uid.split('@')[0])).toEqual([ids.otherTeams, ids.cancelled]);
  });

  it('answers 404 for an unknown, revoked or malformed token', async () => {
    const unknown = Buffer.alloc(32, 7).toString('base64url');
    for (const path of [`/api/calendar/players/${unknown}.ics`, '/api/calendar/players/short.ics', `/api/calendar/players/${unknown}`]) {
      const response = await server.client().request<ApiErrorBody>('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps two simultaneous first asks to one address', async () => {
    const user = await createUser(server);
    const [one, two] = await Promise.all([user.client.api('POST /api/me/calendar'), user.client.api('POST /api/me/calendar')]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect(one.body.url).toBe(two.body.url);
    expect(await server.db.select().from(calendarTokens).where(eq(calendarTokens.userId, user.userId))).toHaveLength(1);
  });

  it('is for signed-in players: anonymous 401, no player role 403', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await server.client().request<ApiErrorBody>(method, '/api/me/calendar');
      expect(response.status, method).toBe(401);
    }
  });

  it('never writes the token to the request log', async () => {
    // The app as the server builds it, logging at debug level (request lines included) into `lines`.
    const lines: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
    const app = createApp({
      database: server.database,
      auth: server.auth,
      messenger: createMessenger({ db: server.db, logger }),
      logger,
      trustedOrigins: [],
      trustProxy: false,
      baseUrl: server.publicUrl,
      photoStorage: createLocalStorage({ directory: join(server.dataDir, 'logged'), publicBaseUrl: server.publicUrl }),
      photoUploadsPerHour: 1,
      waitlistJoinsPerHour: 10,
      payments: null,
      realtime: server.realtime,
      notifications: server.notifications,
      secret: 'test-route-table-secret',
    });
    const made = await player.client.api('POST /api/me/calendar');
    const path = new URL(made.body.url).pathname;
    const token = path.split('/').pop()?.replace('.ics', '') ?? '';
    expect((await app.request(path)).status).toBe(200);
    expect((await app.request(`/api/calendar/teams/${league.teamIds[0]}.ics`)).status).toBe(200);
    const log = lines.join('');
    expect(log).toContain('"path":"/api/calendar/players/…"');
    expect(log).toContain(`"path":"/api/calendar/teams/${league.teamIds[0]}.ics"`);
    expect(token).toHaveLength(43);
    expect(log).not.toContain(token);
    await player.client.api('DELETE /api/me/calendar');
  });
});
