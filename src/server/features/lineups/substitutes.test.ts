import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBSTITUTE_MESSAGES } from '../../../shared/substitutes';
import { divisions, players, substituteRequests } from '../../db/schema/index';
import { createGame, minutesFromNow } from '../../test/factories';
import { eligibleSub, lineupPerson, registerForSeason, setUpLineupLeague, type LineupLeague, type LineupPerson } from '../../test/lineups-factories';
import { notificationsOf } from '../../test/notifications-received';
import { uniqueId } from '../../test/test-server';
import type { HttpClient } from '../../test/http-client';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer();
let l: LineupLeague;
let sub: LineupPerson;
let unpaid: LineupPerson;
let noWaiver: LineupPerson;
let busy: LineupPerson;

beforeAll(async () => {
  l = await setUpLineupLeague(t.server);
  const [, , teamC, teamD] = l.league.teamIds;
  sub = await eligibleSub(t.server, l, 'Sam');
  void teamC;
  unpaid = await lineupPerson(t.server, 'Una', null);
  await registerForSeason(t.server.db, l.league, unpaid.playerId, { status: 'pending_payment' });
  noWaiver = await lineupPerson(t.server, 'Nia', null);
  await registerForSeason(t.server.db, l.league, noWaiver.playerId, { waiver: false });
  // Team D plays team C half an hour after the game: team D's player is busy then.
  busy = await eligibleSub(t.server, l, 'Bix', teamD);
  await createGame(t.server.db, l.league, { startsAt: minutesFromNow(2 * 24 * 60 + 30), homeTeamId: teamD, awayTeamId: teamC, fieldId: null });
});

// Some calls send what the contract refuses (a missing team): sent unchecked, read as the answer or its error.
const ask = (client: HttpClient, body: Record<string, unknown> = {}) =>
  client.sendUnchecked('POST', `/api/games/${l.gameId}/substitute-requests`, { team_id: l.teamA, client_key: `key-${uniqueId()}`, ...body });
const claim = (client: HttpClient, id: string) => client.api('POST /api/substitute-requests/:requestId/claim', { params: { requestId: id } });
const requestCount = async () => (await t.server.db.select().from(substituteRequests)).length;

describe('asking for a substitute', () => {
  it('anonymous 401; players, other teams’ captains and the opposing captain 403; nothing stored', async () => {
    expect((await ask(t.server.client())).status).toBe(401);
    expect((await ask(l.playerA.user.client)).status).toBe(403);
    expect((await ask(l.captainC.user.client)).status).toBe(403);
    expect((await ask(l.captainB.user.client)).status).toBe(403);
    expect(await requestCount()).toBe(0);
  });

  it('the captain asks once per client key; eligible players, and only they, are notified', async () => {
    const key = `key-${uniqueId()}`;
    const first = await ask(l.captainA.user.client, { client_key: key, note: 'Need a defender' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'open', note: 'Need a defender', team: { id: l.teamA }, substitute: null });
    const retry = await ask(l.captainA.user.client, { client_key: key });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(await requestCount()).toBe(1);

    expect(await notificationsOf(t.server, sub.user.userId, 'substitute_wanted')).toHaveLength(1);
    for (const person of [unpaid, noWaiver, busy, l.playerA, l.playerB, l.captainA]) {
      expect(await notificationsOf(t.server, person.user.userId, 'substitute_wanted')).toEqual([]);
    }
    const list = await sub.user.client.api('GET /api/me/substitute-requests');
    expect(list.body.open.map((o) => o.request.id)).toContain(first.body.id);
    const opposing = await l.playerB.user.client.api('GET /api/me/substitute-requests');
    expect(opposing.body.open).toEqual([]);
  });

  it('an admin may ask; a bad body is a 422 under its field', async () => {
    expect((await ask(l.admin.client)).status).toBe(201);
    const bad = await ask(l.captainA.user.client, { client_key: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.issues?.[0]?.path).toBe('client_key');
  });
});

describe('claiming a substitute request', () => {
  it('those who may not play are refused with the reason; the eligible player claims it; a later claim hears it was taken', async () => {
    const request = (await ask(l.captainA.user.client)).body;
    expect((await claim(t.server.client(), request.id)).status).toBe(401);
    const refusals: [LineupPerson, string][] = [
      [l.playerB, SUBSTITUTE_MESSAGES.onTeam],
      [unpaid, SUBSTITUTE_MESSAGES.notRegistered],
      [noWaiver, SUBSTITUTE_MESSAGES.notRegistered],
      [busy, SUBSTITUTE_MESSAGES.busy],
    ];
    for (const [person, message] of refusals) {
      const refused = await claim(person.user.client, request.id);
      expect(refused.status).toBe(403);
      expect(refused.error.message).toBe(message);
    }
    const won = await claim(sub.user.client, request.id);
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({ status: 'filled', substitute: { id: sub.playerId, name: sub.name } });
    // Claiming again is an answer, not an error.
    expect((await claim(sub.user.client, request.id)).status).toBe(200);

    const late = await eligibleSub(t.server, l, 'Lee');
    const taken = await claim(late.user.client, request.id);
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe(SUBSTITUTE_MESSAGES.taken);

    // The substitute is in the captain's lineup choices, on the referee's roster, and the captain hears of it.
    const lineup = await l.captainA.user.client.api('GET /api/games/:gameId/lineups/:teamId', { params: { gameId: l.gameId, teamId: l.teamA } });
    expect(lineup.body.candidates).toContainEqual(expect.objectContaining({ id: sub.playerId, is_substitute: true }));
    const referee = await l.admin.client.api('GET /api/referee/games/:gameId', { params: { gameId: l.gameId } });
    expect(referee.body.home_roster).toContainEqual(expect.objectContaining({ id: sub.playerId, is_substitute: true }));
    expect(referee.body.away_roster.map((p) => p.id)).not.toContain(sub.playerId);
    expect(await notificationsOf(t.server, l.captainA.user.userId, 'substitute_found')).not.toEqual([]);

    // A second request for the same game: the substitute already plays in it.
    const second = (await ask(l.captainA.user.client)).body;
    const twice = await claim(sub.user.client, second.id);
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe(SUBSTITUTE_MESSAGES.alreadyClaimed);
  });

  it('a withdrawn request cannot be claimed; only the team’s captains and admins withdraw', async () => {
    const request = (await ask(l.captainA.user.client)).body;
    expect((await t.server.client().api('DELETE /api/substitute-requests/:requestId', { params: { requestId: request.id } })).status).toBe(401);
    expect((await l.playerA.user.client.api('DELETE /api/substitute-requests/:requestId', { params: { requestId: request.id } })).status).toBe(403);
    expect((await l.captainC.user.client.api('DELETE /api/substitute-requests/:requestId', { params: { requestId: request.id } })).status).toBe(403);
    const withdrawn = await l.captainA.user.client.api('DELETE /api/substitute-requests/:requestId', { params: { requestId: request.id } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('cancelled');
    const other = await eligibleSub(t.server, l, 'Ola');
    const refused = await claim(other.user.client, request.id);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(SUBSTITUTE_MESSAGES.cancelled);
  });

  it("the division's gender rule applies", async () => {
    const request = (await ask(l.captainA.user.client)).body;
    await t.server.db.update(divisions).set({ genderRule: 'womens' }).where(eq(divisions.id, l.league.divisionId));
    try {
      const man = await eligibleSub(t.server, l, 'Max');
      await t.server.db.update(players).set({ gender: 'Male' }).where(eq(players.id, man.playerId));
      const refused = await claim(man.user.client, request.id);
      expect(refused.status).toBe(403);
      expect(refused.error.message).toMatch(/women/i);
    } finally {
      await t.server.db.update(divisions).set({ genderRule: 'open' }).where(eq(divisions.id, l.league.divisionId));
    }
  });
});
