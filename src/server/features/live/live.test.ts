import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameWithEvents, LiveMessage } from '../../../shared/api/games';
import type { LiveGames } from '../../../shared/api/live';
import { LIVE_CHANNEL } from '../../../shared/games';
import { DEFAULT_TIME_ZONE } from '../../../shared/settings';
import { zonedDate } from '../../../shared/zoned-time';
import { games, teams } from '../../db/schema/index';
import { readEnv } from '../../env';
import { publishRealtime } from '../../realtime/index';
import { startServer, type RunningServer } from '../../server';
import { EventStreamClient } from '../../test/event-stream-client';
import { addToRoster, createGame, createLeague, createPlayer, createUser, minutesFromNow, type League } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer();
let server: TestServer;
let league: League;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  server = t.server;
  league = await createLeague(server.db);
});
beforeEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await server.db.delete(games);
  // Every test starts with no viewer: the last test's streams are gone from the hub too.
  await vi.waitFor(() => expect(server.realtime.viewerCount()).toBe(0), { timeout: 5_000 });
});
afterAll(() => {
  for (const stream of streams.splice(0)) stream.close();
});

async function openStream(baseUrl: string, options: { after?: number; lastEventId?: number | string; headers?: Record<string, string> } = {}) {
  const query = options.after === undefined ? '' : `?after=${options.after}`;
  const stream = await EventStreamClient.open(`${baseUrl}/api/live/stream${query}`, options);
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  return stream;
}

/** A live-channel message as a referee's write publishes it: the game as it is now. */
async function publishGame(gameId: string, change: Partial<typeof games.$inferInsert> = {}): Promise<number> {
  return server.db.transaction(async (tx) => {
    await tx.update(games).set(change).where(eq(games.id, gameId));
    const game = { id: gameId, ...change };
    return publishRealtime(tx, LIVE_CHANNEL, { type: 'game', game });
  });
}

async function liveNow(): Promise<LiveGames> {
  const response = await server.client().api('GET /api/live');
  expect(response.status).toBe(200);
  return response.body;
}

const liveGame = (overrides: Parameters<typeof createGame>[2] = { startsAt: minutesFromNow(-30) }) =>
  createGame(server.db, league, { status: 'live', isLive: true, homeScore: 0, awayScore: 0, ...overrides });

describe('GET /api/live', () => {
  it('answers anyone with no games and the stream position when nothing is live', async () => {
    await createGame(server.db, league, { startsAt: minutesFromNow(60) });
    await createGame(server.db, league, { startsAt: minutesFromNow(-180), status: 'final', homeScore: 2, awayScore: 1 });
    const before = await liveNow();
    expect(before).toEqual({ games: [], last_event_id: expect.any(Number), team_colours: {} });
    const id = await server.db.transaction((tx) => publishRealtime(tx, LIVE_CHANNEL, { type: 'game' }));
    expect((await liveNow()).last_event_id).toBe(id);
    // Another channel's messages are not this stream's position.
    await server.db.transaction((tx) => publishRealtime(tx, 'another-channel', {}));
    expect((await liveNow()).last_event_id).toBe(id);
  });

  it('lists every live game, earliest kick-off first, with its timeline and its teams’ colours', async () => {
    await server.db.update(teams).set({ primaryColor: '#112233', secondaryColor: '#ddeeff' }).where(eq(teams.id, league.teamIds[0]));
    const later = await liveGame({ startsAt: minutesFromNow(-10), homeTeamId: league.teamIds[2], awayTeamId: league.teamIds[3] });
    const earlier = await liveGame({ startsAt: minutesFromNow(-40), homeScore: 2, awayScore: 1 });
    await createGame(server.db, league, { startsAt: minutesFromNow(-200), status: 'final', homeScore: 1, awayScore: 1 });
    const answer = await liveNow();
    expect(answer.games.map((g) => g.id)).toEqual([earlier, later]);
    expect(answer.games[0]).toMatchObject({ is_live: true, status: 'live', home_score: 2, away_score: 1, events: [], field: 'Field 1' });
    expect(answer.games[0]?.home_team.id).toBe(league.teamIds[0]);
    expect(Object.keys(answer.team_colours).sort()).toEqual([...league.teamIds].sort());
    expect(answer.team_colours[league.teamIds[0]]).toEqual({ primary_color: '#112233', secondary_color: '#ddeeff' });
  });
});

describe('GET /api/live/stream', () => {
  it('is an uncompressed, uncached event stream that anyone may open', async () => {
    const stream = await openStream(server.url, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
  });

  it('sends each live message as it is committed: id is the message id, data the game', async () => {
    const gameId = await liveGame();
    const stream = await openStream(server.url, { after: (await liveNow()).last_event_id });
    const id = await publishGame(gameId, { homeScore: 1 });
    await stream.waitForEvents(1);
    expect(stream.messages()).toEqual([{ id, data: { type: 'game', game: { id: gameId, homeScore: 1 } } }]);
  });

  it('never sends a change that was rolled back', async () => {
    const gameId = await liveGame();
    const stream = await openStream(server.url, { after: (await liveNow()).last_event_id });
    await expect(
      server.db.transaction(async (tx) => {
        await publishRealtime(tx, LIVE_CHANNEL, { type: 'game', game: { id: gameId, rolledBack: true } });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const kept = await publishGame(gameId, { homeScore: 1 });
    await stream.waitForEvents(1);
    expect(stream.messages().map((m) => m.id)).toEqual([kept]);
    // Nothing else comes later either.
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.events).toHaveLength(1);
  });

  it('sends from `after` what came since GET /api/live, then goes on live', async () => {
    const gameId = await liveGame();
    const { last_event_id: after } = await liveNow();
    const missed = [await publishGame(gameId, { homeScore: 1 }), await publishGame(gameId, { homeScore: 2 })];
    const stream = await openStream(server.url, { after });
    await stream.waitForEvents(2);
    const next = await publishGame(gameId, { homeScore: 3 });
    await stream.waitForEvents(3);
    expect(stream.messages().map((m) => m.id)).toEqual([...missed, next]);
  });

  it('resumes a dropped connection from Last-Event-ID (which wins over after) with no lost and no repeated message', async () => {
    const gameId = await liveGame();
    const { last_event_id: start } = await liveNow();
    const first = await openStream(server.url, { after: start });
    const seen = [await publishGame(gameId, { homeScore: 1 }), await publishGame(gameId, { homeScore: 2 })];
    await first.waitForEvents(2);
    first.close();
    const whileAway = [await publishGame(gameId, { homeScore: 3 }), await publishGame(gameId, { homeScore: 4 })];
    const lastSeen = first.messages().at(-1)?.id;
    expect(lastSeen).toBe(seen[1]);
    // As an EventSource reconnects: the same URL (with the first after), and the last id seen.
    const again = await openStream(server.url, { after: start, lastEventId: lastSeen });
    const later = await publishGame(gameId, { homeScore: 5 });
    await again.waitForEvents(3);
    expect(again.messages().map((m) => m.id)).toEqual([...whileAway, later]);
    const everything = [...first.messages(), ...again.messages()].map((m) => m.id);
    expect(new Set(everything).size).toBe(everything.length);
  });

  it('starts from now without a position, and ignores a Last-Event-ID that is not a message id', async () => {
    const gameId = await liveGame();
    await publishGame(gameId, { homeScore: 1 });
    const stream = await openStream(server.url, { lastEventId: 'not-an-id' });
    // Let the hub hand out the earlier message before this viewer counts as subscribed.
    await new Promise((r) => setTimeout(r, 300));
    const next = await publishGame(gameId, { homeScore: 2 });
    await stream.waitFor((s) => s.messages().some((m) => m.id === next));
    expect(stream.messages().at(-1)?.id).toBe(next);
  });

  it('refuses an `after` that is not a message id with its message, and opens nothing', async () => {
    for (const after of ['abc', '-1', '1.5']) {
      const response = await server.client().api('GET /api/live/stream', { query: { after } });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        error: { code: 'VALIDATION', issues: [{ path: 'after', message: 'after must be a message id (a whole number, 0 or more).' }] },
      });
    }
    expect(server.realtime.viewerCount()).toBe(0);
  });

  it('lets go of a viewer that disconnected', async () => {
    const stream = await openStream(server.url);
    await vi.waitFor(() => expect(server.realtime.viewerCount()).toBe(1), { timeout: 5_000 });
    stream.close();
    await vi.waitFor(() => expect(server.realtime.viewerCount()).toBe(0), { timeout: 5_000 });
  });

  it("brings a goal the game's referee records to a viewer, with the score and the scorer", async () => {
    const referee = await createUser(server, { roles: ['referee'] });
    const gameId = await createGame(server.db, league, { startsAt: minutesFromNow(-5), refereeUserId: referee.userId });
    const scorer = await createPlayer(server.db, { firstName: 'Ada', lastName: 'Striker' });
    await addToRoster(server.db, { teamId: league.teamIds[0], playerId: scorer });
    const stream = await openStream(server.url, { after: (await liveNow()).last_event_id });

    const kickOff = await referee.client.api('POST /api/games/:gameId/events', {
      params: { gameId },
      body: { type: 'kick_off', minute: 0, client_key: randomUUID() },
    });
    expect(kickOff.status).toBe(201);
    const goal = await referee.client.api('POST /api/games/:gameId/events', {
      params: { gameId },
      body: {
        type: 'goal',
        minute: 12,
        team_id: league.teamIds[0],
        player_id: scorer,
        client_key: randomUUID(),
      },
    });
    expect(goal.status).toBe(201);

    await stream.waitForEvents(2);
    const [started, scored] = stream.messages<LiveMessage>().map((m) => m.data);
    expect(started?.game).toMatchObject({ id: gameId, is_live: true, home_score: 0, away_score: 0 });
    expect(scored?.type).toBe('game');
    expect(scored?.game).toMatchObject({ id: gameId, is_live: true, home_score: 1, away_score: 0 });
    expect(scored?.game.events.map((e) => [e.type, e.minute, e.player?.name ?? null])).toEqual([
      ['kick_off', 0, null],
      ['goal', 12, 'Ada Striker'],
    ]);
    // The page's snapshot agrees with the stream.
    const now = await liveNow();
    expect(now.games.map((g: GameWithEvents) => [g.id, g.home_score])).toEqual([[gameId, 1]]);
    expect(now.last_event_id).toBe(stream.messages().at(-1)?.id);
  });
});

describe("an admin's change to a game /live may be showing", () => {
  it('reaches the viewers when the admin forfeits a live game or assigns its referee, and a scheduled game’s edit does not', async () => {
    const admin = await createUser(server, { roles: ['admin'] });
    const referee = await createUser(server, { roles: ['referee'] });
    const gameId = await liveGame({ startsAt: minutesFromNow(-30), homeScore: 1, awayScore: 2 });
    const later = await createGame(server.db, league, { startsAt: minutesFromNow(24 * 60), homeTeamId: league.teamIds[2], awayTeamId: league.teamIds[3] });
    const stream = await openStream(server.url, { after: (await liveNow()).last_event_id });

    expect((await admin.client.request('PATCH', `/api/admin/games/${later}`, { referee_user_id: referee.userId })).status).toBe(200);
    expect((await admin.client.request('PATCH', `/api/admin/games/${gameId}`, { referee_user_id: referee.userId })).status).toBe(200);
    const forfeit = await admin.client.api('POST /api/admin/games/:gameId/status', {
      params: { gameId },
      body: { status: 'forfeit', forfeit_winner_team_id: league.teamIds[0] },
    });
    expect(forfeit.status).toBe(200);

    await stream.waitForEvents(2);
    const [assigned, forfeited] = stream.messages<LiveMessage>().map((m) => m.data.game);
    expect(assigned).toMatchObject({ id: gameId, is_live: true, status: 'live', home_score: 1, away_score: 2 });
    expect(forfeited).toMatchObject({ id: gameId, is_live: false, status: 'forfeit', home_score: 3, away_score: 0 });
    // The scheduled game's edit sent nothing, before or after.
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.messages<LiveMessage>().map((m) => m.data.game.id)).toEqual([gameId, gameId]);
  });

  it('reaches the viewers when a rainout postpones a game being played', async () => {
    const admin = await createUser(server, { roles: ['admin'] });
    const startsAt = minutesFromNow(-20);
    const gameId = await liveGame({ startsAt });
    const stream = await openStream(server.url, { after: (await liveNow()).last_event_id });

    const rainout = await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: zonedDate(startsAt, DEFAULT_TIME_ZONE) } });
    expect(rainout.status).toBe(200);

    await stream.waitForEvents(1);
    expect(stream.messages<LiveMessage>().map((m) => m.data.game)).toEqual([expect.objectContaining({ id: gameId, is_live: false, status: 'postponed' })]);
    expect((await liveNow()).games).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two app processes on one PostgreSQL database', () => {
  let second: RunningServer;
  let secondDataDir: string;
  beforeAll(async () => {
    const url = server.database.postgresUrl;
    if (!url) throw new Error('the test server is not on PostgreSQL');
    secondDataDir = await mkdtemp(join(tmpdir(), 'league-data-second-'));
    const env = readEnv({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: secondDataDir,
      WAITLIST_EXPIRY_INTERVAL_SECONDS: '0',
    });
    second = await startServer({ env, database: { kind: 'postgres', url } });
  });
  afterAll(async () => {
    await second?.close();
    await rm(secondDataDir, { recursive: true, force: true });
  });

  it("a goal recorded through one reaches the other's viewers, and a viewer moving over resumes without a gap", async () => {
    const referee = await createUser(server, { roles: ['referee'] });
    const gameId = await createGame(server.db, league, { startsAt: minutesFromNow(-5), refereeUserId: referee.userId });
    const { last_event_id: start } = await liveNow();
    const onSecond = await openStream(second.localUrl, { after: start });
    const onFirst = await openStream(server.url, { after: start });

    const kickOff = await referee.client.api('POST /api/games/:gameId/events', {
      params: { gameId },
      body: { type: 'kick_off', minute: 0, client_key: randomUUID() },
    });
    expect(kickOff.status).toBe(201);
    await onSecond.waitForEvents(1);
    await onFirst.waitForEvents(1);
    expect(onSecond.messages<LiveMessage>()[0]?.data.game).toMatchObject({ id: gameId, is_live: true });
    expect(onSecond.messages()).toEqual(onFirst.messages());

    // The viewer of the first process drops, and its EventSource comes back on the second.
    onFirst.close();
    const note = await referee.client.api('POST /api/games/:gameId/events', {
      params: { gameId },
      body: { type: 'note', minute: 3, note: 'Rain', client_key: randomUUID() },
    });
    expect(note.status).toBe(201);
    const moved = await openStream(second.localUrl, { after: start, lastEventId: onFirst.messages().at(-1)?.id });
    await moved.waitForEvents(1);
    await onSecond.waitForEvents(2);
    expect(moved.messages()).toEqual(onSecond.messages().slice(1));
  });
});
