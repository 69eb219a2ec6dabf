import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEAM_INVITE_MESSAGES } from '../../../shared/team-invites';
import { divisions, players, teamInvites, teamRosters, waiverSignatures } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { activeWaiverId, createInvite, givePlayerRecord, madeInvite, setUpInviteLeague, type InviteLeague } from '../../test/team-invites-factories';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let on: InviteLeague;
let waiverId: string;
beforeAll(async () => {
  on = await setUpInviteLeague(t.server);
  waiverId = await activeWaiverId(t.server);
});

const invitesPath = (teamId: string) => `/api/captain/teams/${teamId}/invites`;
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const storedInvites = (teamId: string) => t.server.db.select().from(teamInvites).where(eq(teamInvites.teamId, teamId));
const rosterOf = (teamId: string) => t.server.db.select({ playerId: teamRosters.playerId }).from(teamRosters).where(eq(teamRosters.teamId, teamId));
const newcomerDetails = { first_name: 'Nia', last_name: 'Newcomer', date_of_birth: '1994-06-02', gender: 'Female' };

describe('who may make, list and revoke invites', () => {
  it('refuses anonymous (401), a player (403) and the captain of another team (403), changing nothing', async () => {
    const invite = await madeInvite(on.captain.client, on.team);
    const before = await storedInvites(on.team);
    const calls: [string, string, unknown?][] = [
      ['GET', invitesPath(on.team)],
      ['POST', invitesPath(on.team), { client_key: randomUUID(), max_uses: 3 }],
      ['POST', `${invitesPath(on.team)}/${invite.invite.id}/revoke`],
    ];
    const answers = [];
    for (const [who, client, status] of [
      ['anonymous', t.server.client(), 401],
      ['player', t.personas.player.client, 403],
      ['captain of another team', on.rivalCaptain.client, 403],
    ] as const) {
      for (const [method, path, body] of calls) {
        const answer = await client.request<{ error: { code: string } }>(method, path, body);
        answers.push({ who, method, path, status: answer.status, code: answer.error.code });
      }
      expect(answers.filter((a) => a.who === who).map((a) => a.status)).toEqual([status, status, status]);
    }
    expect(await storedInvites(on.team)).toEqual(before);
  });

  it('lets the team captain and an admin make, list and revoke', async () => {
    for (const client of [on.captain.client, t.personas.admin.client]) {
      const made = await createInvite(client, on.team, { max_uses: 4, expires_in_days: 3 });
      expect(made.status).toBe(201);
      expect(made.body.invite).toMatchObject({ state: 'open', max_uses: 4, uses: 0, joined: [] });
      const list = await client.api('GET /api/captain/teams/:teamId/invites', { params: { teamId: on.team } });
      expect(list.status).toBe(200);
      expect(list.body.items.map((i) => i.id)).toContain(made.body.invite.id);
      const revoked = await client.api('POST /api/captain/teams/:teamId/invites/:inviteId/revoke', {
        params: { teamId: on.team, inviteId: made.body.invite.id },
      });
      expect(revoked.status).toBe(200);
      expect(revoked.body.state).toBe('revoked');
    }
  });

  it('answers 404 for a team that does not exist and for another team’s invite', async () => {
    expect((await on.captain.client.api('GET /api/captain/teams/:teamId/invites', { params: { teamId: randomUUID() } })).status).toBe(404);
    const theirs = await madeInvite(on.rivalCaptain.client, on.otherTeam);
    expect(
      (await on.captain.client.api('POST /api/captain/teams/:teamId/invites/:inviteId/revoke', { params: { teamId: on.team, inviteId: theirs.invite.id } }))
        .status,
    ).toBe(404);
  });
});

describe('making an invite', () => {
  it('shows an unguessable token once and stores only its SHA-256', async () => {
    const made = await madeInvite(on.captain.client, on.team, { max_uses: 2, expires_in_days: 7 });
    const token = tokenOf(made.url);
    expect(made.token).toBe(token);
    expect(made.url).toBe(`${t.server.publicUrl}/join-team/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    const [row] = await t.server.db.select().from(teamInvites).where(eq(teamInvites.id, made.invite.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await on.captain.client.api('GET /api/captain/teams/:teamId/invites', { params: { teamId: on.team } });
    expect(list.text).not.toContain(token);
    const days = (new Date(made.invite.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses a use limit or expiry outside the choices with the field’s message, storing nothing', async () => {
    const before = await storedInvites(on.team);
    const zero = await createInvite(on.captain.client, on.team, { max_uses: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body).toMatchObject({ error: { issues: [{ path: 'max_uses', message: TEAM_INVITE_MESSAGES.maxUses }] } });
    const odd = await createInvite(on.captain.client, on.team, { expires_in_days: 5 });
    expect(odd.status).toBe(422);
    expect(odd.body).toMatchObject({ error: { issues: [{ path: 'expires_in_days', message: TEAM_INVITE_MESSAGES.expiresInDays }] } });
    expect(await storedInvites(on.team)).toEqual(before);
  });

  it('a retried create (same client key) answers the same invite with a fresh token, and the lost one stops working', async () => {
    const clientKey = randomUUID();
    const first = await createInvite(on.captain.client, on.team, { client_key: clientKey });
    const again = await createInvite(on.captain.client, on.team, { client_key: clientKey });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.invite.id).toBe(first.body.invite.id);
    expect((await t.server.client().api('GET /api/team-invites/:inviteToken', { params: { inviteToken: first.body.token } })).status).toBe(404);
    expect((await t.server.client().api('GET /api/team-invites/:inviteToken', { params: { inviteToken: again.body.token } })).status).toBe(200);
    expect((await storedInvites(on.team)).filter((r) => r.clientKey === clientKey)).toHaveLength(1);
  });
});

describe('the invite link’s public summary', () => {
  it('names the team and division for anyone, and says what a signed-in visitor’s join needs', async () => {
    const made = await madeInvite(on.captain.client, on.team);
    const [division] = await t.server.db.select({ name: divisions.name }).from(divisions).where(eq(divisions.id, on.league.divisionId));
    const anonymous = await t.server.client().api('GET /api/team-invites/:inviteToken', { params: { inviteToken: made.token } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ team: { id: on.team }, division: { name: division?.name }, state: 'open', message: null, viewer: null });
    const visitor = await createUser(t.server, { name: 'Vera Visitor' });
    const signedIn = await visitor.client.api('GET /api/team-invites/:inviteToken', { params: { inviteToken: made.token } });
    expect(signedIn.body.viewer).toEqual({
      on_team: false,
      blocked: null,
      needs: ['first_name', 'last_name', 'date_of_birth', 'gender'],
      first_name: 'Vera',
      last_name: 'Visitor',
      waiver: { id: waiverId, version: expect.any(Number), title: expect.any(String) },
    });
  });

  it('answers 404 with a plain message for a token that matches no invite', async () => {
    const answer = await t.server.client().api('GET /api/team-invites/:inviteToken', { params: { inviteToken: 'not-a-real-token' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { code: 'NOT_FOUND', message: TEAM_INVITE_MESSAGES.notFound } });
  });
});

describe('joining by the link', () => {
  it('a new account gives its details and signs the waiver, joins the roster, and counts one use; a retry counts none', async () => {
    const made = await madeInvite(on.captain.client, on.team, { max_uses: 3 });
    const newcomer = await createUser(t.server, { name: 'Nia Newcomer' });
    const path = `/api/team-invites/${made.token}/join`;

    expect((await t.server.client().request('POST', path, {})).status).toBe(401);
    const bare = await newcomer.client.request<{ error: { issues: { path: string }[] } }>('POST', path, {});
    expect(bare.status).toBe(422);
    expect(bare.body.error.issues.map((i) => i.path)).toEqual(['first_name', 'last_name', 'date_of_birth', 'gender']);
    const wrongName = await newcomer.client.request('POST', path, { ...newcomerDetails, waiver_id: waiverId, waiver_signed_name: 'Someone Else' });
    expect(wrongName.status).toBe(422);
    expect(wrongName.body).toMatchObject({ error: { issues: [{ path: 'waiver_signed_name', message: TEAM_INVITE_MESSAGES.signedName }] } });
    const oldWaiver = await newcomer.client.request('POST', path, { ...newcomerDetails, waiver_id: randomUUID(), waiver_signed_name: 'Nia Newcomer' });
    expect(oldWaiver.status).toBe(409);
    expect(await t.server.db.select().from(players).where(eq(players.userId, newcomer.userId))).toEqual([]);

    const joined = await newcomer.client.request('POST', path, { ...newcomerDetails, waiver_id: waiverId, waiver_signed_name: ' nia  newcomer ' });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ team: { id: on.team }, joined: true });
    const [player] = await t.server.db.select().from(players).where(eq(players.userId, newcomer.userId));
    expect(player).toMatchObject({ firstName: 'Nia', lastName: 'Newcomer', dateOfBirth: '1994-06-02', gender: 'Female', email: newcomer.email });
    expect((await rosterOf(on.team)).map((r) => r.playerId)).toContain(player?.id);
    expect(
      await t.server.db
        .select()
        .from(waiverSignatures)
        .where(eq(waiverSignatures.playerId, player?.id ?? '')),
    ).toHaveLength(1);

    const retry = await newcomer.client.request('POST', path, {});
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ joined: false });
    const list = await on.captain.client.api('GET /api/captain/teams/:teamId/invites', { params: { teamId: on.team } });
    expect(list.body.items.find((i) => i.id === made.invite.id)).toMatchObject({ uses: 1, joined: [{ player: { name: 'Nia Newcomer' } }] });
    const summary = await newcomer.client.api('GET /api/team-invites/:inviteToken', { params: { inviteToken: made.token } });
    expect(summary.body.viewer).toMatchObject({ on_team: true, waiver: null, needs: [] });
  });

  it('a player with a record and a signed waiver joins with an empty body', async () => {
    const made = await madeInvite(on.captain.client, on.team);
    const regular = await createUser(t.server);
    const playerId = await givePlayerRecord(t.server, regular, { firstName: 'Rae', lastName: 'Regular' });
    await t.server.db.insert(waiverSignatures).values({ waiverId, playerId, signedName: 'Rae Regular' });
    const answer = await regular.client.api('POST /api/team-invites/:inviteToken/join', { params: { inviteToken: made.token }, body: {} });
    expect(answer.status).toBe(201);
    expect((await rosterOf(on.team)).map((r) => r.playerId)).toContain(playerId);
  });

  it('refuses a player already on another team of the division', async () => {
    const made = await madeInvite(on.captain.client, on.team);
    const made2 = await madeInvite(on.rivalCaptain.client, on.otherTeam);
    const elsewhere = await createUser(t.server);
    await givePlayerRecord(t.server, elsewhere, { firstName: 'Eli', lastName: 'Elsewhere' });
    const body = { waiver_id: waiverId, waiver_signed_name: 'Eli Elsewhere' };
    expect((await elsewhere.client.api('POST /api/team-invites/:inviteToken/join', { params: { inviteToken: made2.token }, body: body })).status).toBe(201);
    const answer = await elsewhere.client.api('POST /api/team-invites/:inviteToken/join', { params: { inviteToken: made.token }, body: body });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { message: expect.stringContaining('You are already on') } });
  });

  it('applies the division’s eligibility rules: too young is a 422 under the date of birth', async () => {
    await t.server.db.update(divisions).set({ minAge: 30 }).where(eq(divisions.id, on.league.divisionId));
    try {
      const made = await madeInvite(on.captain.client, on.team);
      const young = await createUser(t.server);
      const answer = await young.client.sendUnchecked('POST', `/api/team-invites/${made.token}/join`, {
        ...newcomerDetails,
        date_of_birth: '2005-01-01',
        waiver_id: waiverId,
        waiver_signed_name: 'Nia Newcomer',
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error: { issues: [{ path: 'date_of_birth' }] } });
      expect(await t.server.db.select().from(players).where(eq(players.userId, young.userId))).toEqual([]);
    } finally {
      await t.server.db.update(divisions).set({ minAge: null }).where(eq(divisions.id, on.league.divisionId));
    }
  });

  it('says plainly when the link is revoked, expired or used up, and joins no one', async () => {
    const revoked = await madeInvite(on.captain.client, on.team);
    await on.captain.client.api('POST /api/captain/teams/:teamId/invites/:inviteId/revoke', { params: { teamId: on.team, inviteId: revoked.invite.id } });
    const expired = await madeInvite(on.captain.client, on.team);
    await t.server.db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.id, expired.invite.id));
    const usedUp = await madeInvite(on.captain.client, on.team, { max_uses: 1 });
    const first = await createUser(t.server);
    await givePlayerRecord(t.server, first, { firstName: 'Una', lastName: 'First' });
    expect(
      (
        await first.client.api('POST /api/team-invites/:inviteToken/join', {
          params: { inviteToken: usedUp.token },
          body: { waiver_id: waiverId, waiver_signed_name: 'Una First' },
        })
      ).status,
    ).toBe(201);

    const late = await createUser(t.server);
    const latePlayer = await givePlayerRecord(t.server, late, { firstName: 'Lou', lastName: 'Late' });
    for (const [invite, state, message] of [
      [revoked, 'revoked', TEAM_INVITE_MESSAGES.revoked],
      [expired, 'expired', TEAM_INVITE_MESSAGES.expired],
      [usedUp, 'used_up', TEAM_INVITE_MESSAGES.usedUp],
    ] as const) {
      const summary = await t.server.client().api('GET /api/team-invites/:inviteToken', { params: { inviteToken: invite.token } });
      expect(summary.body).toMatchObject({ state, message });
      const answer = await late.client.api('POST /api/team-invites/:inviteToken/join', {
        params: { inviteToken: invite.token },
        body: { waiver_id: waiverId, waiver_signed_name: 'Lou Late' },
      });
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 409, body: { error: { code: 'CONFLICT', message } } });
    }
    expect(
      await t.server.db
        .select()
        .from(teamRosters)
        .where(and(eq(teamRosters.playerId, latePlayer))),
    ).toEqual([]);
  });
});
