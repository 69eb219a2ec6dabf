import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RosterCandidate } from '../../../shared/api/teams';
import { auditLog, outbox, registrationInvitations } from '../../db/schema/index';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { uniqueEmail, uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

// The invitation is read while still queued: the server's own dispatcher would deliver it first.
const t = withTestServer({ personas: true, env: { OUTBOX_DELIVERY_INTERVAL_SECONDS: '0' } });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(() => {
  ({ server, personas } = t);
  ({ admin } = personas);
});

const invite = (teamId: string, playerId: string) =>
  admin.client.api('POST /api/admin/teams/:teamId/roster/:playerId/invitation', { params: { teamId, playerId } });
const mailsTo = (address: string) => server.db.select().from(outbox).where(eq(outbox.recipient, address));

describe('POST /api/admin/teams/:teamId/roster/:playerId/invitation', () => {
  it('is for admins only: anonymous 401, other roles 403, nothing queued', async () => {
    const league = await createLeague(server.db);
    const email = uniqueEmail('guarded');
    const playerId = await createPlayer(server.db, { email });
    await addToRoster(server.db, { teamId: league.teamIds[0], playerId });
    await expectOnlyAdmins(server, personas, [['POST', `/api/admin/teams/${league.teamIds[0]}/roster/${playerId}/invitation`]], {
      unchanged: () => mailsTo(email),
    });
    expect(await mailsTo(email)).toEqual([]);
  });

  it("queues a sign-up invitation for the team's season in the outbox, which /register accepts", async () => {
    const league = await createLeague(server.db);
    const [teamId] = league.teamIds;
    const email = uniqueEmail('newbie');
    const playerId = await createPlayer(server.db, { firstName: 'Nia', lastName: `New${uniqueId()}`, email: email.toUpperCase() });
    await addToRoster(server.db, { teamId, playerId });

    const response = await invite(teamId, playerId);
    expect(response.status).toBe(201);
    expect(response.body.sent_to).toBe(email);
    expect(Date.parse(response.body.expires_at)).toBeGreaterThan(Date.now());

    // As the player gets it: the outbox row itself keeps the link only until delivery.
    const [mail, ...more] = await server.outbox({ recipient: email });
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', status: 'queued' });
    expect(mail?.subject).toMatch(/create your account/);
    expect(mail?.body).toContain('Hi Nia,');
    const token = /\/register\?invitation=([\w%-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    const options = await server.client().api('GET /api/registration/options', { query: { invitation: token } });
    expect(options.body.invitation_problem).toBeNull();
    expect(options.body.invitation).not.toBeNull();

    const [stored] = await server.db
      .select()
      .from(registrationInvitations)
      .where(and(eq(registrationInvitations.playerId, playerId), eq(registrationInvitations.seasonId, league.seasonId)));
    expect(stored).toMatchObject({ email, claimedAt: null, revokedAt: null });
    const audit = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, stored?.id ?? ''));
    expect(audit.map((a) => a.action)).toEqual(['registration_invitation.sent']);

    // Inviting again replaces the open invitation: one working link at a time.
    expect((await invite(teamId, playerId)).status).toBe(201);
    const open = await server.db.select().from(registrationInvitations).where(eq(registrationInvitations.playerId, playerId));
    expect(open.filter((i) => i.revokedAt === null)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('refuses a player with an account or without an e-mail address (409), and one not on the team (404), queueing nothing', async () => {
    const league = await createLeague(server.db);
    const [teamId, otherTeam] = league.teamIds;
    const account = await createUser(server);
    const linked = await createPlayer(server.db, { firstName: 'Has', lastName: 'Account', email: account.email, userId: account.userId });
    const noEmail = await createPlayer(server.db, { firstName: 'No', lastName: 'Mail', email: null });
    const elsewhereEmail = uniqueEmail('elsewhere');
    const elsewhere = await createPlayer(server.db, { email: elsewhereEmail });
    await addToRoster(server.db, { teamId, playerId: linked });
    await addToRoster(server.db, { teamId, playerId: noEmail });
    await addToRoster(server.db, { teamId: otherTeam, playerId: elsewhere });

    const hasAccount = await invite(teamId, linked);
    expect(hasAccount.status).toBe(409);
    expect(hasAccount.error.message).toBe('Has Account already has an account.');
    const withoutEmail = await invite(teamId, noEmail);
    expect(withoutEmail.status).toBe(409);
    expect(withoutEmail.error.message).toBe('No Mail has no e-mail address. Add one on the Players page first.');
    expect((await invite(teamId, elsewhere)).status).toBe(404);
    expect((await invite(teamId, 'not-an-id')).status).toBe(404);
    expect(await mailsTo(elsewhereEmail)).toEqual([]);
    expect(await mailsTo(account.email)).toEqual([]);
    expect(await server.db.select().from(registrationInvitations).where(eq(registrationInvitations.playerId, noEmail))).toEqual([]);
  });

  it('tells the roster-add search which candidates have no account', async () => {
    const league = await createLeague(server.db);
    const tag = uniqueId();
    const account = await createUser(server);
    const withAccount = await createPlayer(server.db, { firstName: 'Alma', lastName: `Acc${tag}`, userId: account.userId });
    const without = await createPlayer(server.db, { firstName: 'Bea', lastName: `Acc${tag}` });
    const response = await admin.client.request<RosterCandidate[]>('GET', `/api/admin/teams/${league.teamIds[0]}/candidates?q=acc${tag}`);
    expect(response.body.map((c) => [c.player_id, c.has_account])).toEqual([
      [withAccount, true],
      [without, false],
    ]);
  });
});
