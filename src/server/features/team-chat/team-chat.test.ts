import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatHistory, ChatMessage } from '../../../shared/api/team-chat';
import { notifications, outbox, pushSubscriptions, teamChatMessages, teamChatStates } from '../../db/schema/index';
import { EventStreamClient } from '../../test/event-stream-client';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser, type League } from '../../test/factories';
import type { HttpClient } from '../../test/http-client';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { CHAT_DIGEST_QUIET_MS, sendChatDigests } from './chat-digest';

const t = withTestServer();
let server: TestServer;
let league: League;
let teamId: string;
let otherTeamId: string;
/** The callers the issue names: every endpoint is tried by each. */
let anonymous: HttpClient;
let player: CreatedUser;
let teammate: CreatedUser;
let captain: CreatedUser;
let playerOfOtherTeam: CreatedUser;
let captainOfOtherTeam: CreatedUser;
let admin: CreatedUser;
const streams: EventStreamClient[] = [];

async function onRoster(user: CreatedUser, team: string, rosterRole: 'player' | 'captain' = 'player') {
  const playerId = await createPlayer(server.db, { userId: user.userId });
  await addToRoster(server.db, { teamId: team, playerId, rosterRole });
}

beforeAll(async () => {
  server = t.server;
  league = await createLeague(server.db);
  [teamId, otherTeamId] = league.teamIds;
  anonymous = server.client();
  [player, teammate, captain, playerOfOtherTeam, captainOfOtherTeam, admin] = await Promise.all([
    createUser(server, { name: 'Pat Member' }),
    createUser(server, { name: 'Sam Teammate' }),
    createUser(server, { roles: ['captain'], name: 'Cary Captain' }),
    createUser(server, { name: 'Otto Other' }),
    createUser(server, { roles: ['captain'], name: 'Ona Othercaptain' }),
    createUser(server, { roles: ['admin'], name: 'Ada Admin' }),
  ]);
  await onRoster(player, teamId);
  await onRoster(teammate, teamId);
  await onRoster(captain, teamId, 'captain');
  await onRoster(playerOfOtherTeam, otherTeamId);
  await onRoster(captainOfOtherTeam, otherTeamId, 'captain');
});
beforeEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await server.db.delete(teamChatMessages);
  await server.db.delete(teamChatStates);
  await server.db.delete(notifications);
  await server.db.delete(pushSubscriptions);
  await server.db.delete(outbox);
});
afterAll(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const messagesPath = (team = teamId) => `/api/teams/${team}/chat/messages`;

async function send(user: CreatedUser, body: string, clientKey = randomUUID(), team = teamId): Promise<ChatMessage> {
  const response = await user.client.api('POST /api/teams/:teamId/chat/messages', { params: { teamId: team }, body: { body, client_key: clientKey } });
  expect(response.status).toBe(201);
  return response.body;
}

async function history(user: CreatedUser, before?: string): Promise<ChatHistory> {
  const response = await user.client.request<ChatHistory>('GET', `${messagesPath()}${before ? `?before=${before}` : ''}`);
  expect(response.status).toBe(200);
  return response.body;
}

async function openStream(user: CreatedUser | undefined, options: { after?: number; lastEventId?: number } = {}) {
  const query = options.after === undefined ? '' : `?after=${options.after}`;
  const headers: Record<string, string> = user ? { cookie: user.client.cookieHeader() } : {};
  const stream = await EventStreamClient.open(`${server.url}/api/teams/${teamId}/chat/stream${query}`, { headers, lastEventId: options.lastEventId });
  streams.push(stream);
  return stream;
}

describe('who may use a team chat', () => {
  it('refuses every endpoint, the stream included, to anyone not on the team (403) and to anonymous callers (401), changing nothing', async () => {
    const existing = await send(player, 'Who brings the balls?');
    const calls: [string, string, unknown?][] = [
      ['GET', messagesPath()],
      ['POST', messagesPath(), { body: 'let me in', client_key: randomUUID() }],
      ['DELETE', `${messagesPath()}/${existing.id}`],
      ['POST', `/api/teams/${teamId}/chat/read`, { message_id: existing.id }],
      ['PUT', `/api/teams/${teamId}/chat/mute`, { muted: true }],
      ['GET', `/api/teams/${teamId}/chat/stream`],
    ];
    const answers: unknown[] = [];
    for (const [who, client] of [
      ['anonymous', anonymous],
      ['player of another team', playerOfOtherTeam.client],
      ['captain of another team', captainOfOtherTeam.client],
    ] as const) {
      for (const [method, path, body] of calls) {
        const response = await client.request<{ error?: { code: string } }>(method, path, body);
        answers.push({ who, method, path, status: response.status, code: response.error?.code });
      }
    }
    const expected = answers.map((a) => {
      const { who } = a as { who: string };
      return { ...(a as object), status: who === 'anonymous' ? 401 : 403, code: who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN' };
    });
    expect(answers).toEqual(expected);
    // The stream, as a browser opens it, answers the same before any event.
    expect((await openStream(playerOfOtherTeam)).response.status).toBe(403);
    expect((await openStream(undefined)).response.status).toBe(401);
    const rows = await server.db.select().from(teamChatMessages);
    expect(rows.map((r) => [r.body, r.deletedAt])).toEqual([['Who brings the balls?', null]]);
    expect(await server.db.select().from(teamChatStates).where(eq(teamChatStates.muted, true))).toEqual([]);
  });

  it('lets a player of the team, its captain and an admin read, stream, send, mark read and mute', async () => {
    for (const user of [player, captain, admin]) {
      const sent = await send(user, `Hello from ${user.email}`);
      expect((await history(user)).messages[0]).toEqual(sent);
      const stream = await openStream(user);
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const read = await user.client.api('POST /api/teams/:teamId/chat/read', { params: { teamId }, body: { message_id: sent.id } });
      expect(read.status).toBe(200);
      const mute = await user.client.api('PUT /api/teams/:teamId/chat/mute', { params: { teamId }, body: { muted: true } });
      expect(mute.body).toEqual({ muted: true });
    }
  });

  it('answers 404 for a team that does not exist, and for a malformed team id', async () => {
    expect((await admin.client.api('GET /api/teams/:teamId/chat/messages', { params: { teamId: randomUUID() } })).status).toBe(404);
    expect((await player.client.api('GET /api/teams/:teamId/chat/messages', { params: { teamId: 'not-a-team' } })).status).toBe(404);
  });
});

describe('sending', () => {
  it('stores a resend with the same client key once and answers it with the stored message (200)', async () => {
    const key = randomUUID();
    const first = await send(player, 'On my way', key);
    const again = await player.client.api('POST /api/teams/:teamId/chat/messages', { params: { teamId }, body: { body: 'On my way', client_key: key } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect(await server.db.select().from(teamChatMessages)).toHaveLength(1);
  });

  it('lets two people use the same client key (keys are per author), and refuses one key in a second chat (409)', async () => {
    const key = randomUUID();
    await send(admin, 'mine', key);
    await send(captain, 'mine too', key);
    // An admin may write in any team's chat: the same key there is another message, refused.
    const elsewhere = await admin.client.api('POST /api/teams/:teamId/chat/messages', {
      params: { teamId: otherTeamId },
      body: { body: 'x', client_key: key },
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.error.message).toBe('That client key was already used for a message in another chat.');
    expect(await server.db.select().from(teamChatMessages)).toHaveLength(2);
  });

  it('refuses an empty message, a long one and a key that is not a UUID with the field’s message (422), storing nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ body: '   ', client_key: randomUUID() }, 'body', 'Write a message first.'],
      [{ body: 'x'.repeat(2001), client_key: randomUUID() }, 'body', 'A message must be at most 2000 characters.'],
      [{ body: 'hi', client_key: 'abc' }, 'client_key', 'client_key must be a UUID chosen by the device.'],
    ];
    for (const [body, path, message] of cases) {
      const response = await player.client.sendUnchecked('POST', messagesPath(), body);
      expect(response.status).toBe(422);
      expect(response.error.issues).toContainEqual({ path, message });
    }
    expect(await server.db.select().from(teamChatMessages)).toEqual([]);
  });
});

describe('history', () => {
  it('pages newest first with a cursor, each message once', async () => {
    const sent: ChatMessage[] = [];
    for (let i = 0; i < 55; i++) sent.push(await send(i % 2 ? player : captain, `message ${i}`));
    const first = await history(teammate);
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]?.body).toBe('message 54');
    expect(first.next_cursor).not.toBeNull();
    const second = await history(teammate, first.next_cursor ?? undefined);
    expect(second.messages.map((m) => m.body)).toEqual(['message 4', 'message 3', 'message 2', 'message 1', 'message 0']);
    expect(second.next_cursor).toBeNull();
    expect([...first.messages, ...second.messages].map((m) => m.id).reverse()).toEqual(sent.map((m) => m.id));
    expect(first.team.name).toMatch(/ A$/);
    expect(first.can_delete_any).toBe(false);
    expect((await history(captain)).can_delete_any).toBe(true);
    const bad = await teammate.client.api('GET /api/teams/:teamId/chat/messages', { params: { teamId }, query: { before: 'abc' } });
    expect(bad.status).toBe(422);
  });
});

describe('deleting', () => {
  it('lets members delete their own, captains and admins any in the team; others get 403; a deleted message shows as deleted', async () => {
    const mine = await send(player, 'typo');
    const theirs = await send(teammate, 'not yours');
    const refused = await player.client.api('DELETE /api/teams/:teamId/chat/messages/:messageId', { params: { teamId, messageId: theirs.id } });
    expect(refused.status).toBe(403);
    const own = await player.client.api('DELETE /api/teams/:teamId/chat/messages/:messageId', { params: { teamId, messageId: mine.id } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: mine.id, body: '', deleted: true });
    expect((await captain.client.api('DELETE /api/teams/:teamId/chat/messages/:messageId', { params: { teamId, messageId: theirs.id } })).status).toBe(200);
    const adminOwn = await send(teammate, 'another');
    expect((await admin.client.api('DELETE /api/teams/:teamId/chat/messages/:messageId', { params: { teamId, messageId: adminOwn.id } })).status).toBe(200);
    // Deleting it again answers the same; a message of another team is not found here.
    expect((await player.client.api('DELETE /api/teams/:teamId/chat/messages/:messageId', { params: { teamId, messageId: mine.id } })).status).toBe(200);
    const elsewhere = await send(playerOfOtherTeam, 'other team', randomUUID(), otherTeamId);
    expect((await captain.client.api('DELETE /api/teams/:teamId/chat/messages/:messageId', { params: { teamId, messageId: elsewhere.id } })).status).toBe(404);
    const { messages } = await history(teammate);
    expect(messages.map((m) => [m.deleted, m.body])).toEqual([
      [true, ''],
      [true, ''],
      [true, ''],
    ]);
  });
});

describe('read state, unread counts and mute', () => {
  it('counts others’ messages after the last one read, per team, and a mark read moves only forward', async () => {
    const a = await send(captain, 'Game at 7');
    const b = await send(teammate, 'See you');
    await send(player, 'my own does not count');
    const teams = async () => (await player.client.api('GET /api/chat/teams')).body;
    let list = await teams();
    expect(list.teams.map((x) => [x.team_id, x.unread_count])).toEqual([[teamId, 0]]);
    // Sending marked everything before it read; what came after is unread.
    const c = await send(captain, 'Bring white shirts');
    list = await teams();
    expect(list.unread_total).toBe(1);
    const read = await player.client.api('POST /api/teams/:teamId/chat/read', { params: { teamId }, body: { message_id: c.id } });
    expect(read.body).toEqual({ unread_count: 0, last_read_seq: c.seq });
    const back = await player.client.api('POST /api/teams/:teamId/chat/read', { params: { teamId }, body: { message_id: a.id } });
    expect(back.body).toEqual({ unread_count: 0, last_read_seq: c.seq });
    const teammateList = (await teammate.client.api('GET /api/chat/teams')).body;
    expect(teammateList.teams[0]?.unread_count).toBe(2);
    expect(b.seq).toBeLessThan(c.seq);
    const wrong = await player.client.api('POST /api/teams/:teamId/chat/read', { params: { teamId }, body: { message_id: randomUUID() } });
    expect(wrong.status).toBe(422);
  });

  it('leaves a muted chat out of the badge’s total', async () => {
    await send(captain, 'one');
    await player.client.api('PUT /api/teams/:teamId/chat/mute', { params: { teamId }, body: { muted: true } });
    const list = (await player.client.api('GET /api/chat/teams')).body;
    expect(list.teams[0]).toMatchObject({ unread_count: 1, muted: true });
    expect(list.unread_total).toBe(0);
    expect((await history(player)).muted).toBe(true);
  });
});

describe('the stream', () => {
  it('sends each new and deleted message to the members watching, and resumes from Last-Event-ID', async () => {
    const { last_event_id: after } = await history(player);
    const stream = await openStream(player, { after });
    const sent = await send(captain, 'Warm-up at 6:45');
    await stream.waitForEvents(1);
    expect(stream.events[0] && JSON.parse(stream.events[0].data)).toEqual({ type: 'message', message: sent });
    stream.close();
    const lastSeen = Number(stream.events[0]?.id);
    const whileAway = await send(teammate, 'I might be late');
    await captain.client.api('DELETE /api/teams/:teamId/chat/messages/:messageId', { params: { teamId, messageId: sent.id } });
    const again = await openStream(player, { after, lastEventId: lastSeen });
    await again.waitForEvents(2);
    const events = again.events.map((e) => (JSON.parse(e.data) as { message: ChatMessage }).message);
    expect(events.map((m) => [m.id, m.deleted])).toEqual([
      [whileAway.id, false],
      [sent.id, true],
    ]);
  });
});

describe('people not looking', () => {
  async function subscribePush(user: CreatedUser) {
    await server.db
      .insert(pushSubscriptions)
      .values({ userId: user.userId, endpoint: `https://push.example/${randomUUID()}`, p256dh: 'k', auth: 'a', label: 'Phone' });
  }

  it('asks for a push per message for members with push, not the author and not those who muted the chat', async () => {
    await subscribePush(player);
    await subscribePush(teammate);
    await subscribePush(captain);
    await teammate.client.api('PUT /api/teams/:teamId/chat/mute', { params: { teamId }, body: { muted: true } });
    const sent = await send(captain, 'Field 3 tonight');
    const rows = await server.db.select().from(notifications);
    expect(rows.map((r) => [r.userId, r.kind, r.eventKey, r.url, r.channels])).toEqual([
      [player.userId, 'chat_message', `chat:${sent.id}`, `/player/chat/${teamId}`, ['push']],
    ]);
    expect(rows[0]?.title).toMatch(/: Cary Captain$/);
    expect(rows[0]?.body).toBe('Field 3 tonight');
    // Reading the chat reads its pushes in the notification centre too.
    await player.client.api('POST /api/teams/:teamId/chat/read', { params: { teamId }, body: { message_id: sent.id } });
    const [after] = await server.db.select().from(notifications);
    expect(after?.readAt).not.toBeNull();
  });

  it('mails members without push the messages they missed after ten quiet minutes, at most once an hour', async () => {
    await subscribePush(teammate);
    await send(captain, 'Game moved to 8');
    const second = await send(teammate, 'Thanks');
    const quiet = new Date(Date.now() + CHAT_DIGEST_QUIET_MS + 1000);
    expect(await sendChatDigests({ db: server.db, baseUrl: 'https://league.example', now: new Date() })).toEqual({ mailed: 0 });
    expect(await sendChatDigests({ db: server.db, baseUrl: 'https://league.example', now: quiet })).toEqual({ mailed: 2 });
    const mails = await server.db.select().from(outbox);
    const to = (user: CreatedUser) => mails.filter((m) => m.recipient === user.email);
    // The player (no push) gets both; the captain (no push) gets the one not theirs; the teammate has push.
    expect(to(player)).toHaveLength(1);
    expect(to(player)[0]?.subject).toMatch(/: 2 new messages in your team chat$/);
    expect(to(player)[0]?.body).toContain('Cary Captain: Game moved to 8\nSam Teammate: Thanks');
    expect(to(player)[0]?.body).toContain(`https://league.example/player/chat/${teamId}`);
    expect(to(captain)[0]?.subject).toMatch(/: 1 new message in your team chat$/);
    expect(to(teammate)).toEqual([]);
    // A new message and another quiet spell within the hour: no second mail.
    await send(teammate, 'Also bring water');
    const later = new Date(quiet.getTime() + CHAT_DIGEST_QUIET_MS + 1000);
    expect(await sendChatDigests({ db: server.db, baseUrl: 'https://league.example', now: later })).toEqual({ mailed: 0 });
    // After the hour, only what was neither read nor mailed.
    const hourLater = new Date(quiet.getTime() + 61 * 60 * 1000);
    await player.client.api('POST /api/teams/:teamId/chat/read', { params: { teamId }, body: { message_id: second.id } });
    expect(await sendChatDigests({ db: server.db, baseUrl: 'https://league.example', now: hourLater })).toEqual({ mailed: 2 });
    const again = (await server.db.select().from(outbox)).filter((m) => m.recipient === player.email);
    expect(again).toHaveLength(2);
    expect(again.some((m) => m.body?.includes('Sam Teammate: Also bring water') && !m.body.includes('Game moved'))).toBe(true);
    const [state] = await server.db
      .select()
      .from(teamChatStates)
      .where(and(eq(teamChatStates.teamId, teamId), eq(teamChatStates.userId, player.userId)));
    expect(state?.digestSentAt?.getTime()).toBe(hourLater.getTime());
  });

  it('mails nobody about a muted chat', async () => {
    await player.client.api('PUT /api/teams/:teamId/chat/mute', { params: { teamId }, body: { muted: true } });
    await captain.client.api('PUT /api/teams/:teamId/chat/mute', { params: { teamId }, body: { muted: true } });
    await send(teammate, 'anyone?');
    const quiet = new Date(Date.now() + CHAT_DIGEST_QUIET_MS + 1000);
    expect(await sendChatDigests({ db: server.db, baseUrl: 'https://league.example', now: quiet })).toEqual({ mailed: 0 });
  });
});
