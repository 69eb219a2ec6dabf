import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, teamChatMessages } from '../../db/schema/index';
import { readEnv } from '../../env';
import { startServer, type RunningServer } from '../../server';
import { EventStreamClient } from '../../test/event-stream-client';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser } from '../../test/factories';
import { withTestServer } from '../../test/with-test-server';
import { CHAT_DIGEST_QUIET_MS, sendChatDigests } from './chat-digest';

// Team chat writes at once. On PostgreSQL (TEST_DATABASE_URL) they really run at once, each on
// its own connection: the (author, client_key) index and the digest's claiming update settle them.

const t = withTestServer();
let teamId: string;
let player: CreatedUser;
let captain: CreatedUser;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  const league = await createLeague(t.server.db);
  teamId = league.teamIds[0];
  [player, captain] = await Promise.all([createUser(t.server, { name: 'Pat Member' }), createUser(t.server, { roles: ['captain'], name: 'Cary Captain' })]);
  for (const [user, rosterRole] of [
    [player, 'player'],
    [captain, 'captain'],
  ] as const) {
    await addToRoster(t.server.db, { teamId, playerId: await createPlayer(t.server.db, { userId: user.userId }), rosterRole });
  }
});
afterAll(() => {
  for (const stream of streams.splice(0)) stream.close();
});

describe('a team chat written to at once', () => {
  it('stores one message for the same client key sent many times at once, and every answer names it', async () => {
    const body = { body: 'Sent from a shaky connection', client_key: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => player.client.api('POST /api/teams/:teamId/chat/messages', { params: { teamId }, body: body })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = (await t.server.db.select().from(teamChatMessages)).filter((r) => r.clientKey === body.client_key);
    expect(rows).toHaveLength(1);
  });

  it('mails one digest per person when two digest runs (two processes) work at once', async () => {
    await t.server.db.delete(outbox);
    await captain.client.api('POST /api/teams/:teamId/chat/messages', { params: { teamId }, body: { body: 'Kick-off moved to 7', client_key: randomUUID() } });
    const now = new Date(Date.now() + CHAT_DIGEST_QUIET_MS + 1000);
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendChatDigests({ db: t.server.db, baseUrl: 'https://league.example', now })));
    const mails = (await t.server.db.select().from(outbox)).filter((m) => m.recipient === player.email);
    expect(mails).toHaveLength(1);
    expect(runs.reduce((sum, r) => sum + r.mailed, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two app processes serving one team chat', () => {
  let second: RunningServer;
  let secondDataDir: string;
  beforeAll(async () => {
    const url = t.server.database.postgresUrl;
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
      CHAT_DIGEST_INTERVAL_SECONDS: '0',
    });
    second = await startServer({ env, database: { kind: 'postgres', url } });
  });
  afterAll(async () => {
    await second?.close();
    await rm(secondDataDir, { recursive: true, force: true });
  });

  it('a message sent through one process reaches the members watching on the other', async () => {
    const { body: history } = await player.client.api('GET /api/teams/:teamId/chat/messages', { params: { teamId } });
    const onSecond = await EventStreamClient.open(`${second.localUrl}/api/teams/${teamId}/chat/stream?after=${history.last_event_id}`, {
      headers: { cookie: player.client.cookieHeader() },
    });
    streams.push(onSecond);
    expect(onSecond.response.status).toBe(200);
    const sent = await captain.client.api('POST /api/teams/:teamId/chat/messages', {
      params: { teamId },
      body: { body: 'Across processes', client_key: randomUUID() },
    });
    expect(sent.status).toBe(201);
    await onSecond.waitForEvents(1);
    expect(JSON.parse(onSecond.events[0]?.data ?? '{}')).toEqual({ type: 'message', message: sent.body });
  });
});
