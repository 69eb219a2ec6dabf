import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { AdminUserPage } from '../../../shared/api/users';
import { DISABLE_SELF_MESSAGE, LAST_ADMIN_MESSAGE, NO_EMAIL_MESSAGE, PLAYER_TAKEN_MESSAGE, USER_HAS_PLAYER_MESSAGE } from '../../../shared/admin-users';
import { auditLog, players, sessions, userRoles, users } from '../../db/schema/index';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { startTestServer, uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
let player: CreatedUser;
beforeAll(() => {
  ({ server, personas } = t);
  ({ admin, player } = personas);
});

const UNKNOWN_USER = 'no-such-user-id';

async function rolesInTable(userId: string) {
  const rows = await server.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}
const auditsOf = (userId: string) => server.db.select().from(auditLog).where(eq(auditLog.entityId, userId)).orderBy(auditLog.id);
const linkedPlayerOf = async (userId: string) => (await server.db.select({ id: players.id }).from(players).where(eq(players.userId, userId)))[0]?.id ?? null;

describe('GET /api/admin/users', () => {
  it('searches name, e-mail and phone, filters by role, and pages on the server', async () => {
    const tag = `Uq${uniqueId()}`;
    const ann = await createUser(server, { name: `Ann ${tag}`, roles: ['referee'] });
    const bob = await createUser(server, { name: `Bob ${tag}` });
    const cy = await createUser(server, { name: `Cy ${tag}`, roles: ['statistician', 'captain'] });
    const playerId = await createPlayer(server.db, { firstName: 'Bob', lastName: 'Linked', userId: bob.userId });
    const list = (query: string) => admin.client.request<AdminUserPage & ApiErrorBody>('GET', `/api/admin/users?${query}`);
    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((u) => u.id)).toEqual([ann.userId, bob.userId, cy.userId]);
    expect(all.body.items[1]).toEqual({
      id: bob.userId,
      name: `Bob ${tag}`,
      email: bob.email.toLowerCase(),
      phone_number: null,
      roles: ['player'],
      disabled: false,
      disabled_at: null,
      player: { id: playerId, full_name: 'Bob Linked' },
      created_at: expect.any(String),
    });
    // Roles in the spec's priority order.
    expect(all.body.items[2]?.roles).toEqual(['captain', 'statistician', 'player']);
    expect((await list(`q=${tag}&role=referee`)).body.items.map((u) => u.id)).toEqual([ann.userId]);
    expect((await list(`q=${encodeURIComponent(ann.email.toUpperCase())}`)).body.items.map((u) => u.id)).toEqual([ann.userId]);
    const page2 = await list(`q=${tag}&page=2&page_size=2`);
    expect(page2.body).toMatchObject({ total: 3, page: 2, page_size: 2, items: [{ id: cy.userId }] });
    expect((await list(`q=${tag}&role=`)).body.total).toBe(3);
  });

  it('finds a phone-only account by its number and shows no made-up e-mail', async () => {
    const phone = `+1416555${String(Date.now()).slice(-4)}`;
    await server.createPhoneOnlyAccount(phone);
    const signedIn = await server.signInWithPhone(phone);
    const response = await admin.client.api('GET /api/admin/users', { query: { q: phone.slice(-7) } });
    const found = response.body.items.find((u) => u.id === signedIn.userId);
    expect(found).toMatchObject({ email: null, phone_number: phone });
  });

  it.each([
    ['role=coach', 'role'],
    ['page=0', 'page'],
    ['page_size=101', 'page_size'],
  ])('refuses %s with 422 on that field', async (query, path) => {
    const response = await admin.client.request<ApiErrorBody>('GET', `/api/admin/users?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', issues: [{ path }] });
  });

  it('exports the filtered users as CSV, for admins only', async () => {
    const tag = `Csv${uniqueId()}`;
    const one = await createUser(server, { name: `=cmd ${tag}`, roles: ['referee'] });
    await createUser(server, { name: `Two ${tag}` });
    const response = await admin.client.api('GET /api/admin/users/export.csv', { query: { q: tag, role: 'referee' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]?.replace(/^\uFEFF/, '')).toBe('id,name,email,phone_number,roles,disabled_at,player,created_at');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`${one.userId},'=cmd ${tag},`);
    expect(lines[1]).toContain('referee; player');
    await expectOnlyAdmins(server, personas, [['GET', '/api/admin/users/export.csv']]);
  });

  it('is for admins only', async () => {
    await expectOnlyAdmins(server, personas, [['GET', '/api/admin/users']]);
  });
});

describe('PUT and DELETE /api/admin/users/:userId/roles/:role', () => {
  it('grants and revokes a role, audited once, and repeating either changes nothing', async () => {
    const target = await createUser(server);
    const grant = await admin.client.api('PUT /api/admin/users/:userId/roles/:role', { params: { userId: target.userId, role: 'referee' } });
    expect(grant.status).toBe(200);
    expect(grant.body.roles).toEqual(['referee', 'player']);
    expect(await rolesInTable(target.userId)).toEqual(['player', 'referee']);
    // The granted user acts with it on the next request.
    expect((await target.client.api('GET /api/me/roles')).body.roles).toContain('referee');
    expect((await admin.client.api('PUT /api/admin/users/:userId/roles/:role', { params: { userId: target.userId, role: 'referee' } })).status).toBe(200);

    const revoke = await admin.client.api('DELETE /api/admin/users/:userId/roles/:role', { params: { userId: target.userId, role: 'referee' } });
    expect(revoke.status).toBe(200);
    expect(revoke.body.roles).toEqual(['player']);
    expect((await admin.client.api('DELETE /api/admin/users/:userId/roles/:role', { params: { userId: target.userId, role: 'referee' } })).status).toBe(200);
    const audits = await auditsOf(target.userId);
    expect(audits.map((a) => a.action)).toEqual(['user.role_granted', 'user.role_revoked']);
    expect(audits[0]).toMatchObject({ actorUserId: admin.userId, before: { roles: ['player'] }, after: { roles: ['referee', 'player'] } });
  });

  it('refuses an unknown role with 422 and changes nothing; an unknown user is 404', async () => {
    const target = await createUser(server);
    const response = await admin.client.api('PUT /api/admin/users/:userId/roles/:role', { params: { userId: target.userId, role: 'coach' } });
    expect(response.status).toBe(422);
    expect(response.error.issues).toEqual([{ path: 'role', message: 'Role must be one of admin, captain, statistician, referee, player.' }]);
    expect(await rolesInTable(target.userId)).toEqual(['player']);
    expect((await admin.client.api('PUT /api/admin/users/:userId/roles/:role', { params: { userId: 'no-such-user-id', role: 'referee' } })).status).toBe(404);
    expect((await admin.client.api('PUT /api/admin/users/:userId/roles/:role', { params: { userId: 'bad id!', role: 'referee' } })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const target = await createUser(server);
    await expectOnlyAdmins(server, personas, [
      ['PUT', `/api/admin/users/${target.userId}/roles/admin`],
      ['DELETE', `/api/admin/users/${player.userId}/roles/player`],
    ]);
    expect(await rolesInTable(target.userId)).toEqual(['player']);
    expect(await rolesInTable(player.userId)).toEqual(['player']);
  });
});

describe('PUT and DELETE /api/admin/users/:userId/player', () => {
  it('links and unlinks a player, audited, and makes a linked team captain a captain account', async () => {
    const target = await createUser(server);
    const league = await createLeague(server.db);
    const playerId = await createPlayer(server.db, { firstName: 'Cap', lastName: 'Tain' });
    await addToRoster(server.db, { teamId: league.teamIds[0], playerId, rosterRole: 'captain' });
    const linked = await admin.client.api('PUT /api/admin/users/:userId/player', { params: { userId: target.userId }, body: { player_id: playerId } });
    expect(linked.status).toBe(200);
    expect(linked.body.player).toEqual({ id: playerId, full_name: 'Cap Tain' });
    expect(linked.body.roles).toContain('captain');
    expect(await linkedPlayerOf(target.userId)).toBe(playerId);
    // Linking again is no change.
    expect((await admin.client.api('PUT /api/admin/users/:userId/player', { params: { userId: target.userId }, body: { player_id: playerId } })).status).toBe(
      200,
    );

    const unlinked = await admin.client.api('DELETE /api/admin/users/:userId/player', { params: { userId: target.userId } });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.player).toBeNull();
    expect(await linkedPlayerOf(target.userId)).toBeNull();
    expect((await admin.client.api('DELETE /api/admin/users/:userId/player', { params: { userId: target.userId } })).status).toBe(200);
    const actions = (await auditsOf(target.userId)).filter((a) => a.action.startsWith('user.')).map((a) => a.action);
    expect(actions).toEqual(['user.player_linked', 'user.player_unlinked']);
  });

  it('refuses a player linked to someone else, and a second player for one account, with 409', async () => {
    const first = await createUser(server);
    const second = await createUser(server);
    const taken = await createPlayer(server.db, { userId: first.userId });
    const free = await createPlayer(server.db, {});
    const response = await admin.client.api('PUT /api/admin/users/:userId/player', { params: { userId: second.userId }, body: { player_id: taken } });
    expect(response.status).toBe(409);
    expect(response.error.message).toBe(PLAYER_TAKEN_MESSAGE);
    const again = await admin.client.api('PUT /api/admin/users/:userId/player', { params: { userId: first.userId }, body: { player_id: free } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(USER_HAS_PLAYER_MESSAGE);
    expect(await linkedPlayerOf(first.userId)).toBe(taken);
    expect(await linkedPlayerOf(second.userId)).toBeNull();
  });

  it('refuses a missing or malformed player id with 422, an unknown player with 404', async () => {
    const target = await createUser(server);
    for (const body of [{}, { player_id: 'x' }]) {
      const response = await admin.client.sendUnchecked('PUT', `/api/admin/users/${target.userId}/player`, body);
      expect(response.status).toBe(422);
      expect(response.error.issues).toEqual([{ path: 'player_id', message: 'Please choose a player.' }]);
    }
    expect(
      (
        await admin.client.api('PUT /api/admin/users/:userId/player', {
          params: { userId: target.userId },
          body: { player_id: '5f0e6a8e-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
    expect(await linkedPlayerOf(target.userId)).toBeNull();
  });

  it('is for admins only', async () => {
    const target = await createUser(server);
    const playerId = await createPlayer(server.db, {});
    await expectOnlyAdmins(server, personas, [
      ['PUT', `/api/admin/users/${target.userId}/player`, { player_id: playerId }],
      ['DELETE', `/api/admin/users/${target.userId}/player`],
    ]);
    expect(await linkedPlayerOf(target.userId)).toBeNull();
  });
});

describe('POST /api/admin/users/:userId/disable and /enable', () => {
  it('signs the user out at once, refuses their sign-in, and enabling lets them back', async () => {
    const target = await createUser(server);
    expect((await target.client.api('GET /api/me/roles')).status).toBe(200);
    const response = await admin.client.sendUnchecked('POST', `/api/admin/users/${target.userId}/disable`, {});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ disabled: true, disabled_at: expect.any(String) });
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, target.userId))).toEqual([]);
    expect((await target.client.api('GET /api/me/roles')).status).toBe(401);
    const signIn = await server.client().request<ApiErrorBody>('POST', '/api/auth/sign-in/email', { email: target.email, password: target.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.message).toBe('This account is disabled. Please contact the league.');
    // Disabling again is no change.
    expect((await admin.client.sendUnchecked('POST', `/api/admin/users/${target.userId}/disable`, {})).status).toBe(200);

    const enabled = await admin.client.sendUnchecked('POST', `/api/admin/users/${target.userId}/enable`, {});
    expect(enabled.status).toBe(200);
    expect(enabled.body.disabled).toBe(false);
    const back = server.client();
    expect((await back.request('POST', '/api/auth/sign-in/email', { email: target.email, password: target.password })).status).toBe(200);
    expect((await back.api('GET /api/me/roles')).status).toBe(200);
    expect((await auditsOf(target.userId)).map((a) => a.action)).toEqual(['user.disabled', 'user.enabled']);
  });

  it('refuses an admin disabling their own account with 409, even with other admins', async () => {
    await createUser(server, { roles: ['admin'] });
    const response = await admin.client.sendUnchecked('POST', `/api/admin/users/${admin.userId}/disable`, {});
    expect(response.status).toBe(409);
    expect(response.error.message).toBe(DISABLE_SELF_MESSAGE);
    const [row] = await server.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, admin.userId));
    expect(row?.disabledAt).toBeNull();
  });

  it('is for admins only, and 404 for an unknown user', async () => {
    const target = await createUser(server);
    await expectOnlyAdmins(server, personas, [
      ['POST', `/api/admin/users/${target.userId}/disable`, {}],
      ['POST', `/api/admin/users/${target.userId}/enable`, {}],
    ]);
    expect((await target.client.api('GET /api/me/roles')).status).toBe(200);
    expect((await admin.client.sendUnchecked('POST', `/api/admin/users/${UNKNOWN_USER}/disable`, {})).status).toBe(404);
  });
});

describe('POST /api/admin/users/:userId/password-reset', () => {
  it('sends the reset e-mail of "Forgot password" to the user', async () => {
    const target = await createUser(server);
    const response = await admin.client.sendUnchecked('POST', `/api/admin/users/${target.userId}/password-reset`, {});
    expect(response.status).toBe(200);
    const [mail] = await server.outbox({ recipient: target.email.toLowerCase(), channel: 'email' });
    expect(mail?.body).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect((await auditsOf(target.userId)).map((a) => a.action)).toEqual(['user.password_reset_sent']);
  });

  it('refuses an account without an e-mail address with 409', async () => {
    const phone = `+1905555${String(Date.now()).slice(-4)}`;
    const userId = await server.createPhoneOnlyAccount(phone);
    const before = (await server.outbox({ channel: 'email' })).length;
    const response = await admin.client.sendUnchecked('POST', `/api/admin/users/${userId}/password-reset`, {});
    expect(response.status).toBe(409);
    expect(response.error.message).toBe(NO_EMAIL_MESSAGE);
    expect(await server.outbox({ channel: 'email' })).toHaveLength(before);
  });

  it('is for admins only', async () => {
    const target = await createUser(server);
    await expectOnlyAdmins(server, personas, [['POST', `/api/admin/users/${target.userId}/password-reset`, {}]]);
    expect(await server.outbox({ recipient: target.email.toLowerCase() })).toEqual([]);
  });
});

describe('the last admin', () => {
  // A league of its own: exactly one admin, as the demo league has.
  let lone: TestServer;
  let soleAdmin: CreatedUser;
  beforeAll(async () => {
    lone = await startTestServer();
    soleAdmin = await createUser(lone, { roles: ['admin'] });
  });
  afterAll(async () => {
    await lone?.close();
  });
  const isAdmin = async (userId: string) =>
    (
      await lone.db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    ).length === 1;

  it('cannot lose the admin role or be disabled (409), and the refusal changes nothing', async () => {
    const revoke = await soleAdmin.client.api('DELETE /api/admin/users/:userId/roles/:role', { params: { userId: soleAdmin.userId, role: 'admin' } });
    expect(revoke.status).toBe(409);
    expect(revoke.error.message).toBe(LAST_ADMIN_MESSAGE);
    const disable = await soleAdmin.client.sendUnchecked('POST', `/api/admin/users/${soleAdmin.userId}/disable`, {});
    expect(disable.status).toBe(409);
    expect(disable.error.message).toBe(LAST_ADMIN_MESSAGE);
    expect(await isAdmin(soleAdmin.userId)).toBe(true);
    expect((await soleAdmin.client.api('GET /api/admin/users')).status).toBe(200);
  });

  it('counts only enabled admins: a disabled second admin does not keep the league going', async () => {
    const second = await createUser(lone, { roles: ['admin'] });
    expect((await soleAdmin.client.sendUnchecked('POST', `/api/admin/users/${second.userId}/disable`, {})).status).toBe(200);
    const revoke = await soleAdmin.client.api('DELETE /api/admin/users/:userId/roles/:role', { params: { userId: soleAdmin.userId, role: 'admin' } });
    expect(revoke.status).toBe(409);
    // The disabled one may lose the role: that takes no enabled admin away.
    expect((await soleAdmin.client.api('DELETE /api/admin/users/:userId/roles/:role', { params: { userId: second.userId, role: 'admin' } })).status).toBe(200);
  });

  it('two admins revoking each other at once leave one admin', async () => {
    const other = await createUser(lone, { roles: ['admin'] });
    const [a, b] = await Promise.all([
      soleAdmin.client.api('DELETE /api/admin/users/:userId/roles/:role', { params: { userId: other.userId, role: 'admin' } }),
      other.client.api('DELETE /api/admin/users/:userId/roles/:role', { params: { userId: soleAdmin.userId, role: 'admin' } }),
    ]);
    // The second to run either finds itself the last admin (409) or, having lost the role a
    // moment before, is no admin any more (403): never both succeed.
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = [await isAdmin(soleAdmin.userId), await isAdmin(other.userId)];
    expect(admins.filter(Boolean)).toHaveLength(1);
    // Whoever kept it, restore the usual state: soleAdmin is the one admin.
    if (!admins[0]) {
      await lone.db.insert(userRoles).values({ userId: soleAdmin.userId, role: 'admin' });
      await lone.db.delete(userRoles).where(and(eq(userRoles.userId, other.userId), eq(userRoles.role, 'admin')));
    }
  });
});
