import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRADE_MESSAGES } from '../../../shared/trades';
import { auditLog, teamRosters } from '../../db/schema/index';
import type { HttpClient } from '../../test/http-client';
import { notificationsOf } from '../../test/notifications-received';
import { setTradeDeadline, setUpTradeLeague, teamOf, type TradeLeague } from '../../test/trades-factories';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let on: TradeLeague;
beforeAll(async () => {
  on = await setUpTradeLeague(t.server);
});

const propose = (client: HttpClient, body: { to_team_id: string; give_player_ids: string[]; get_player_ids: string[]; message?: string }, teamId = on.teamA) =>
  client.api('POST /api/captain/teams/:teamId/trades', { params: { teamId }, body });
const oneForOne = (give = 0, get = 0) => ({ to_team_id: on.teamB, give_player_ids: [on.playersA[give] ?? ''], get_player_ids: [on.playersB[get] ?? ''] });
const accept = (client: HttpClient, tradeId: string) =>
  client.api('POST /api/captain/teams/:teamId/trades/:tradeId/accept', { params: { teamId: on.teamB, tradeId }, body: {} });

async function proposedTrade(give = 0, get = 0): Promise<string> {
  const made = await propose(on.captainA.client, oneForOne(give, get));
  expect(made.status).toBe(201);
  return made.body.id;
}

describe('who may see and act on trades', () => {
  it('refuses anonymous (401), a player (403) and the captain of another team (403) on the captain routes', async () => {
    const tradeId = await proposedTrade();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/captain/teams/${on.teamA}/trades`],
      ['GET', `/api/captain/teams/${on.teamA}/trades/partners`],
      ['POST', `/api/captain/teams/${on.teamA}/trades`, oneForOne()],
      ['POST', `/api/captain/teams/${on.teamB}/trades/${tradeId}/accept`, {}],
      ['POST', `/api/captain/teams/${on.teamB}/trades/${tradeId}/decline`, {}],
      ['POST', `/api/captain/teams/${on.teamA}/trades/${tradeId}/withdraw`, {}],
    ];
    for (const [client, status] of [
      [t.server.client(), 401],
      [t.personas.player.client, 403],
      [on.captainC.client, 403],
    ] as const) {
      for (const [method, path, body] of calls) expect([method, path, (await client.request(method, path, body)).status]).toEqual([method, path, status]);
    }
    // Captain A is the wrong team for B's answers.
    expect((await on.captainA.client.request('POST', `/api/captain/teams/${on.teamB}/trades/${tradeId}/accept`, {})).status).toBe(403);
    expect((await on.captainA.client.api('GET /api/admin/trades/:tradeId', { params: { tradeId } })).status).toBe(403);
  });

  it('refuses anyone but an admin on the admin routes', async () => {
    const tradeId = await proposedTrade(1, 1);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/trades'],
      ['GET', `/api/admin/trades/${tradeId}`],
      ['POST', `/api/admin/trades/${tradeId}/approve`, {}],
      ['POST', `/api/admin/trades/${tradeId}/reject`, {}],
    ];
    for (const [client, status] of [
      [t.server.client(), 401],
      [t.personas.player.client, 403],
      [on.captainA.client, 403],
    ] as const) {
      for (const [method, path, body] of calls) expect([path, (await client.request(method, path, body)).status]).toEqual([path, status]);
    }
    const rejected = await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/reject', { params: { tradeId }, body: { reason: 'Not now' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
  });

  it('answers 404 for a trade of other teams and one that does not exist', async () => {
    const tradeId = await proposedTrade(2, 2);
    const other = await on.captainC.client.request('POST', `/api/captain/teams/${on.league.teamIds[2]}/trades/${tradeId}/accept`, {});
    expect(other.status).toBe(404);
    expect((await t.personas.admin.client.api('GET /api/admin/trades/:tradeId', { params: { tradeId: randomUUID() } })).status).toBe(404);
    await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/reject', { params: { tradeId }, body: {} });
  });
});

describe('a trade from proposal to approval', () => {
  it('moves the players when an admin approves, with the history, the audit and the captains told', async () => {
    const made = await propose(on.captainA.client, { ...oneForOne(0, 0), message: 'Even swap?' });
    expect(made.body).toMatchObject({
      status: 'proposed',
      message: 'Even swap?',
      proposing: { team: { id: on.teamA } },
      receiving: { team: { id: on.teamB } },
    });
    const tradeId = made.body.id;
    expect((await notificationsOf(t.server, on.captainB.userId, 'trade_proposed')).length).toBeGreaterThan(0);

    const incoming = await on.captainB.client.api('GET /api/captain/teams/:teamId/trades', { params: { teamId: on.teamB } });
    expect(incoming.body.incoming.map((x) => x.id)).toContain(tradeId);
    const dashboard = await on.captainB.client.api('GET /api/captain/teams/:teamId/dashboard', { params: { teamId: on.teamB } });
    expect(dashboard.body.pending_trades).toBeGreaterThan(0);

    expect((await accept(on.captainB.client, tradeId)).body.status).toBe('accepted');
    expect((await notificationsOf(t.server, on.captainA.userId, 'trade_update')).some((n) => n.title.includes('accepted'))).toBe(true);

    const approved = await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/approve', { params: { tradeId }, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.history.map((s) => s.step)).toEqual(['proposed', 'accepted', 'approved']);
    expect(await teamOf(t.server, on.playersA[0] ?? '', on.league)).toBe(on.teamB);
    expect(await teamOf(t.server, on.playersB[0] ?? '', on.league)).toBe(on.teamA);
    const [moved] = await t.server.db
      .select()
      .from(teamRosters)
      .where(and(eq(teamRosters.teamId, on.teamB), eq(teamRosters.playerId, on.playersA[0] ?? '')));
    expect(moved).toMatchObject({ rosterRole: 'player', jerseyNumber: null });
    const audited = await t.server.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, tradeId));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['trades.proposed', 'trades.accepted', 'trades.approved']));
    for (const captain of [on.captainA, on.captainB]) {
      expect((await notificationsOf(t.server, captain.userId, 'trade_update')).some((n) => n.title.includes('approved'))).toBe(true);
    }
    const listed = await t.personas.admin.client.api('GET /api/admin/trades', { query: { status: 'approved' } });
    expect(listed.body.items.map((x) => x.id)).toContain(tradeId);
    expect(listed.body.items.every((x) => x.status === 'approved')).toBe(true);
    // Moved back so the other tests find the players where they started.
    const back = await propose(on.captainA.client, { to_team_id: on.teamB, give_player_ids: [on.playersB[0] ?? ''], get_player_ids: [on.playersA[0] ?? ''] });
    await accept(on.captainB.client, back.body.id);
    expect((await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/approve', { params: { tradeId: back.body.id }, body: {} })).status).toBe(200);
  });

  it('lets the admin edit the players before approving, and records the edit', async () => {
    const tradeId = await proposedTrade(1, 1);
    await accept(on.captainB.client, tradeId);
    const edited = await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/approve', {
      params: { tradeId },
      body: { proposing_player_ids: [on.playersA[1] ?? '', on.playersA[2] ?? ''], receiving_player_ids: [on.playersB[2] ?? ''] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.history.map((s) => s.step)).toEqual(['proposed', 'accepted', 'edited', 'approved']);
    expect(edited.body.proposing.gives).toHaveLength(2);
    expect(await teamOf(t.server, on.playersA[2] ?? '', on.league)).toBe(on.teamB);
    expect(await teamOf(t.server, on.playersB[1] ?? '', on.league)).toBe(on.teamB);
    expect(await teamOf(t.server, on.playersB[2] ?? '', on.league)).toBe(on.teamA);
    // Back where they were.
    const back = await propose(
      on.captainB.client,
      { to_team_id: on.teamA, give_player_ids: [on.playersA[1] ?? '', on.playersA[2] ?? ''], get_player_ids: [on.playersB[2] ?? ''] },
      on.teamB,
    );
    await on.captainA.client.api('POST /api/captain/teams/:teamId/trades/:tradeId/accept', { params: { teamId: on.teamA, tradeId: back.body.id }, body: {} });
    expect((await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/approve', { params: { tradeId: back.body.id }, body: {} })).status).toBe(200);
  });

  it('withdraws, declines, and refuses steps out of turn (409)', async () => {
    const tradeId = await proposedTrade(0, 1);
    expect((await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/approve', { params: { tradeId }, body: {} })).error.message).toBe(
      TRADE_MESSAGES.notAccepted,
    );
    expect((await on.captainA.client.request('POST', `/api/captain/teams/${on.teamA}/trades/${tradeId}/accept`, {})).error.message).toBe(
      TRADE_MESSAGES.notYourTurn,
    );
    expect((await on.captainB.client.request('POST', `/api/captain/teams/${on.teamB}/trades/${tradeId}/withdraw`, {})).error.message).toBe(
      TRADE_MESSAGES.notYours,
    );
    const withdrawn = await on.captainA.client.api('POST /api/captain/teams/:teamId/trades/:tradeId/withdraw', {
      params: { teamId: on.teamA, tradeId },
      body: {},
    });
    expect(withdrawn.body.status).toBe('withdrawn');
    const late = await accept(on.captainB.client, tradeId);
    expect(late.status).toBe(409);
    const declinedId = await proposedTrade(0, 1);
    const declined = await on.captainB.client.api('POST /api/captain/teams/:teamId/trades/:tradeId/decline', {
      params: { teamId: on.teamB, tradeId: declinedId },
      body: { reason: 'Need defenders' },
    });
    expect(declined.body).toMatchObject({ status: 'declined', history: [{ step: 'proposed' }, { step: 'declined', note: 'Need defenders' }] });
  });
});

describe('what a proposal may name', () => {
  it('refuses bad input with the field and its message (422)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...oneForOne(), give_player_ids: [] }, 'give_player_ids', TRADE_MESSAGES.givePlayers],
      [{ ...oneForOne(), get_player_ids: [] }, 'get_player_ids', TRADE_MESSAGES.getPlayers],
      [{ ...oneForOne(), to_team_id: 'nope' }, 'to_team_id', TRADE_MESSAGES.toTeam],
      [{ ...oneForOne(), to_team_id: on.teamA }, 'to_team_id', TRADE_MESSAGES.sameTeam],
      [{ ...oneForOne(), to_team_id: on.elsewhere }, 'to_team_id', TRADE_MESSAGES.otherDivision],
      [{ ...oneForOne(), to_team_id: randomUUID() }, 'to_team_id', TRADE_MESSAGES.toTeam],
      [{ ...oneForOne(), give_player_ids: [on.playersB[1]] }, 'give_player_ids', 'is no longer on Team'],
      [{ ...oneForOne(), give_player_ids: [on.captainAPlayer] }, 'give_player_ids', 'captains the team: name another captain before trading them.'],
      [{ ...oneForOne(), get_player_ids: [randomUUID()] }, 'get_player_ids', TRADE_MESSAGES.notOnTeamChoice],
    ];
    for (const [body, path, message] of cases) {
      const answer = await on.captainA.client.request('POST', `/api/captain/teams/${on.teamA}/trades`, body);
      expect([path, answer.status, answer.error.issues?.[0]?.path]).toEqual([path, 422, path]);
      // Messages naming a player are checked by their fixed part.
      expect(answer.error.issues?.[0]?.message).toContain(message);
    }
  });

  it('enforces the trade deadline on propose, accept and approve, but not on decline or reject (409)', async () => {
    const acceptedId = await proposedTrade(2, 2);
    await accept(on.captainB.client, acceptedId);
    const proposedId = await proposedTrade(1, 2);
    await setTradeDeadline(t.server, '2020-01-31');
    try {
      const message = TRADE_MESSAGES.deadlinePassed('2020-01-31');
      expect((await propose(on.captainA.client, oneForOne(0, 0))).error.message).toBe(message);
      expect((await accept(on.captainB.client, proposedId)).error.message).toBe(message);
      expect((await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/approve', { params: { tradeId: acceptedId }, body: {} })).error.message).toBe(
        message,
      );
      const page = await on.captainA.client.api('GET /api/captain/teams/:teamId/trades', { params: { teamId: on.teamA } });
      expect(page.body).toMatchObject({ deadline: '2020-01-31', deadline_passed: true });
      expect((await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/reject', { params: { tradeId: acceptedId }, body: {} })).status).toBe(200);
      const declined = await on.captainB.client.api('POST /api/captain/teams/:teamId/trades/:tradeId/decline', {
        params: { teamId: on.teamB, tradeId: proposedId },
        body: {},
      });
      expect(declined.status).toBe(200);
    } finally {
      await setTradeDeadline(t.server, '');
    }
  });

  it('refuses an approval when a player left the team since the captains agreed (409), moving nobody', async () => {
    const tradeId = await proposedTrade(2, 0);
    await accept(on.captainB.client, tradeId);
    const removed = await on.captainA.client.api('DELETE /api/captain/teams/:teamId/roster/:playerId', {
      params: { teamId: on.teamA, playerId: on.playersA[2] ?? '' },
    });
    expect(removed.status).toBe(200);
    const approved = await t.personas.admin.client.api('POST /api/admin/trades/:tradeId/approve', { params: { tradeId }, body: {} });
    expect(approved.status).toBe(409);
    expect(approved.error.message).toContain(TRADE_MESSAGES.rosterChanged);
    expect(await teamOf(t.server, on.playersB[0] ?? '', on.league)).toBe(on.teamB);
    expect((await t.personas.admin.client.api('GET /api/admin/trades/:tradeId', { params: { tradeId } })).body.status).toBe('accepted');
  });
});
