import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { AdminTeamDetail, RosterCandidate } from '../../../shared/api/teams';
import { auditLog, players, teamRosters, userRoles } from '../../db/schema/index';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser } from '../../test/factories';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { syncCaptainRole } from './captain-role';

const t = withTestServer();
let server: TestServer;
let admin: CreatedUser;
beforeAll(async () => {
  server = t.server;
  admin = await createUser(server, { roles: ['admin'] });
});

type Body<T> = T & ApiErrorBody;

async function rosterOf(teamId: string) {
  return server.db.select().from(teamRosters).where(eq(teamRosters.teamId, teamId)).orderBy(teamRosters.playerId);
}
async function rolesOf(userId: string) {
  const rows = await server.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}
async function captainAudit(userId: string) {
  const rows = await server.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}
const setMember = (teamId: string, playerId: string, body: unknown) =>
  admin.client.request<Body<AdminTeamDetail>>('PATCH', `/api/admin/teams/${teamId}/roster/${playerId}`, body);

describe('GET /api/admin/teams/:teamId', () => {
  it('shows the team and its roster: captain, co-captains, then players, with jersey numbers and photos', async () => {
    const league = await createLeague(server.db);
    const [teamId] = league.teamIds;
    const user = await createUser(server);
    const zed = await createPlayer(server.db, { firstName: 'Zed', lastName: 'Aaron' });
    const cap = await createPlayer(server.db, { firstName: 'Cap', lastName: 'Zulu', userId: user.userId });
    const amy = await createPlayer(server.db, { firstName: 'Amy', lastName: 'Young' });
    await addToRoster(server.db, { teamId, playerId: zed, jerseyNumber: 9 });
    await addToRoster(server.db, { teamId, playerId: cap, rosterRole: 'captain', jerseyNumber: 10 });
    await addToRoster(server.db, { teamId, playerId: amy, rosterRole: 'co_captain' });
    const response = await admin.client.api('GET /api/admin/teams/:teamId', { params: { teamId } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: teamId, season_id: league.seasonId, division_id: league.divisionId, game_count: 0 });
    expect(response.body.roster).toEqual([
      {
        player_id: cap,
        first_name: 'Cap',
        last_name: 'Zulu',
        full_name: 'Cap Zulu',
        photo_url: null,
        jersey_number: 10,
        roster_role: 'captain',
        has_account: true,
      },
      {
        player_id: amy,
        first_name: 'Amy',
        last_name: 'Young',
        full_name: 'Amy Young',
        photo_url: null,
        jersey_number: null,
        roster_role: 'co_captain',
        has_account: false,
      },
      {
        player_id: zed,
        first_name: 'Zed',
        last_name: 'Aaron',
        full_name: 'Zed Aaron',
        photo_url: null,
        jersey_number: 9,
        roster_role: 'player',
        has_account: false,
      },
    ]);
  });
});

describe('roster candidates and adding players', () => {
  it('offers players on no team of the season and division, searched by name or e-mail', async () => {
    const league = await createLeague(server.db);
    const [teamId, otherTeam] = league.teamIds;
    const tag = uniqueId();
    const free = await createPlayer(server.db, { firstName: 'Free', lastName: `Agent${tag}`, email: `free-${tag}@example.test` });
    const taken = await createPlayer(server.db, { firstName: 'Taken', lastName: `Agent${tag}` });
    const onOurs = await createPlayer(server.db, { firstName: 'Ours', lastName: `Agent${tag}` });
    const elsewhere = await createPlayer(server.db, { firstName: 'Other', lastName: `Agent${tag}` });
    await addToRoster(server.db, { teamId: otherTeam, playerId: taken });
    await addToRoster(server.db, { teamId, playerId: onOurs });
    // On a team of another division: still free for this one.
    const otherLeague = await createLeague(server.db);
    await addToRoster(server.db, { teamId: otherLeague.teamIds[0], playerId: elsewhere });

    const response = await admin.client.api('GET /api/admin/teams/:teamId/candidates', { params: { teamId }, query: { q: `agent${tag}` } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { player_id: free, full_name: `Free Agent${tag}`, email: `free-${tag}@example.test`, photo_url: null, has_account: false },
      { player_id: elsewhere, full_name: `Other Agent${tag}`, email: null, photo_url: null, has_account: false },
    ]);
    const byEmail = await admin.client.request<RosterCandidate[]>('GET', `/api/admin/teams/${teamId}/candidates?q=free-${tag}@`);
    expect(byEmail.body.map((c) => c.player_id)).toEqual([free]);
    const byFullName = await admin.client.api('GET /api/admin/teams/:teamId/candidates', { params: { teamId }, query: { q: `free agent${tag}` } });
    expect(byFullName.body.map((c) => c.player_id)).toEqual([free]);
    expect((await admin.client.api('GET /api/admin/teams/:teamId/candidates', { params: { teamId }, query: { q: 'x'.repeat(101) } })).status).toBe(422);
  });

  it('adds a player, and refuses one already on this team or another of the season and division (409)', async () => {
    const league = await createLeague(server.db);
    const [teamId, otherTeam] = league.teamIds;
    const newcomer = await createPlayer(server.db, { firstName: 'New', lastName: 'Comer' });
    const added = await admin.client.api('POST /api/admin/teams/:teamId/roster', { params: { teamId }, body: { player_id: newcomer } });
    expect(added.status).toBe(201);
    expect(added.body.roster).toMatchObject([{ player_id: newcomer, roster_role: 'player', jersey_number: null }]);
    expect(await rosterOf(teamId)).toMatchObject([{ playerId: newcomer, seasonId: league.seasonId, divisionId: league.divisionId }]);
    const audit = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, teamId), eq(auditLog.action, 'teams.roster_added')));
    expect(audit).toHaveLength(1);

    const again = await admin.client.api('POST /api/admin/teams/:teamId/roster', { params: { teamId }, body: { player_id: newcomer } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('This player is already on this team.');

    const other = await admin.client.api('POST /api/admin/teams/:teamId/roster', { params: { teamId: otherTeam }, body: { player_id: newcomer } });
    expect(other.status).toBe(409);
    expect(other.error.message).toMatch(/^New Comer is already on Team .+ A in this season and division\.$/);
    expect(await rosterOf(otherTeam)).toEqual([]);

    const bad = await admin.client.api('POST /api/admin/teams/:teamId/roster', { params: { teamId }, body: { player_id: 'nope' } });
    expect(bad.status).toBe(422);
    expect(bad.error.issues).toEqual([{ path: 'player_id', message: 'Please select a player.' }]);
    const missing = await admin.client.api('POST /api/admin/teams/:teamId/roster', {
      params: { teamId },
      body: { player_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(422);
    expect(await rosterOf(teamId)).toHaveLength(1);
  });
});

describe('PATCH and DELETE /api/admin/teams/:teamId/roster/:playerId', () => {
  it('sets jersey numbers 1-99, unique within the team (409), and clears one with null', async () => {
    const league = await createLeague(server.db);
    const [teamId, otherTeam] = league.teamIds;
    const a = await createPlayer(server.db, {});
    const b = await createPlayer(server.db, {});
    const c = await createPlayer(server.db, {});
    await addToRoster(server.db, { teamId, playerId: a, jerseyNumber: 7 });
    await addToRoster(server.db, { teamId, playerId: b });
    await addToRoster(server.db, { teamId: otherTeam, playerId: c, jerseyNumber: 11 });

    const set = await setMember(teamId, b, { jersey_number: 11 });
    expect(set.status).toBe(200);
    expect(set.body.roster.find((m) => m.player_id === b)?.jersey_number).toBe(11);

    const clash = await setMember(teamId, b, { jersey_number: 7 });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toEqual({
      code: 'CONFLICT',
      message: 'Jersey number 7 is already taken on this team.',
      issues: [{ path: 'jersey_number', message: 'Jersey number 7 is already taken on this team.' }],
    });

    for (const body of [{ jersey_number: 0 }, { jersey_number: 100 }, { jersey_number: 7.5 }, { jersey_number: '7' }, { roster_role: 'coach' }, {}]) {
      const bad = await setMember(teamId, b, body);
      expect({ body, status: bad.status }).toEqual({ body, status: 422 });
    }
    expect((await setMember(teamId, b, { jersey_number: 0 })).body.error.issues).toEqual([
      { path: 'jersey_number', message: 'Jersey number must be a whole number from 1 to 99.' },
    ]);
    expect((await rosterOf(teamId)).find((m) => m.playerId === b)?.jerseyNumber).toBe(11);

    const cleared = await setMember(teamId, a, { jersey_number: null });
    expect(cleared.status).toBe(200);
    expect((await rosterOf(teamId)).find((m) => m.playerId === a)?.jerseyNumber).toBeNull();
    expect((await setMember(teamId, c, { jersey_number: 3 })).status).toBe(404);
  });

  it('keeps one captain per team (the old one becomes a player) and any number of co-captains', async () => {
    const league = await createLeague(server.db);
    const [teamId] = league.teamIds;
    const first = await createPlayer(server.db, {});
    const second = await createPlayer(server.db, {});
    const third = await createPlayer(server.db, {});
    await addToRoster(server.db, { teamId, playerId: first, rosterRole: 'captain' });
    await addToRoster(server.db, { teamId, playerId: second });
    await addToRoster(server.db, { teamId, playerId: third });

    const response = await setMember(teamId, second, { roster_role: 'captain' });
    expect(response.status).toBe(200);
    const roleOf = async (id: string) => (await rosterOf(teamId)).find((m) => m.playerId === id)?.rosterRole;
    expect(await roleOf(second)).toBe('captain');
    expect(await roleOf(first)).toBe('player');
    await setMember(teamId, first, { roster_role: 'co_captain' });
    await setMember(teamId, third, { roster_role: 'co_captain' });
    expect((await rosterOf(teamId)).map((m) => m.rosterRole).sort()).toEqual(['captain', 'co_captain', 'co_captain']);
  });

  it('removes a player from the roster', async () => {
    const league = await createLeague(server.db);
    const [teamId] = league.teamIds;
    const gone = await createPlayer(server.db, {});
    await addToRoster(server.db, { teamId, playerId: gone });
    const response = await admin.client.api('DELETE /api/admin/teams/:teamId/roster/:playerId', { params: { teamId, playerId: gone } });
    expect(response.status).toBe(200);
    expect(response.body.roster).toEqual([]);
    expect(await rosterOf(teamId)).toEqual([]);
    expect((await admin.client.api('DELETE /api/admin/teams/:teamId/roster/:playerId', { params: { teamId, playerId: gone } })).status).toBe(404);
  });
});

describe('the captain role follows the roster', () => {
  it('is granted when a linked player becomes captain or co-captain, and revoked when they lead no team', async () => {
    const league = await createLeague(server.db);
    const [teamA, teamB] = league.teamIds;
    const otherLeague = await createLeague(server.db);
    const user = await createUser(server);
    const playerId = await createPlayer(server.db, { userId: user.userId });
    await addToRoster(server.db, { teamId: teamA, playerId });
    await addToRoster(server.db, { teamId: otherLeague.teamIds[0], playerId });
    expect(await rolesOf(user.userId)).toEqual(['player']);

    await setMember(teamA, playerId, { roster_role: 'co_captain' });
    expect(await rolesOf(user.userId)).toEqual(['captain', 'player']);
    // The account now acts as a captain.
    expect((await user.client.api('GET /api/me/roles')).body.roles).toContain('captain');

    // Still leading a team in the other division: the role stays.
    await setMember(otherLeague.teamIds[0], playerId, { roster_role: 'captain' });
    await setMember(teamA, playerId, { roster_role: 'player' });
    expect(await rolesOf(user.userId)).toEqual(['captain', 'player']);

    await admin.client.api('DELETE /api/admin/teams/:teamId/roster/:playerId', { params: { teamId: otherLeague.teamIds[0], playerId } });
    expect(await rolesOf(user.userId)).toEqual(['player']);
    expect(await captainAudit(user.userId)).toEqual(['teams.captain_role_granted', 'teams.captain_role_revoked']);

    // Replaced as captain by someone else, and the deletion of a team: both revoke too.
    await setMember(teamA, playerId, { roster_role: 'captain' });
    expect(await rolesOf(user.userId)).toEqual(['captain', 'player']);
    const rival = await createPlayer(server.db, {});
    await addToRoster(server.db, { teamId: teamA, playerId: rival });
    await setMember(teamA, rival, { roster_role: 'captain' });
    expect(await rolesOf(user.userId)).toEqual(['player']);
    await addToRoster(server.db, { teamId: teamB, playerId: await createPlayer(server.db, {}) });
    const mover = await createUser(server);
    const moverPlayer = await createPlayer(server.db, { userId: mover.userId });
    await addToRoster(server.db, { teamId: teamB, playerId: moverPlayer });
    await setMember(teamB, moverPlayer, { roster_role: 'captain' });
    expect(await rolesOf(mover.userId)).toEqual(['captain', 'player']);
    expect((await admin.client.api('DELETE /api/admin/teams/:teamId', { params: { teamId: teamB } })).status).toBe(204);
    expect(await rolesOf(mover.userId)).toEqual(['player']);
  });

  it('never revokes a captain role given by hand, and leaves players without an account alone', async () => {
    const league = await createLeague(server.db);
    const [teamId] = league.teamIds;
    const handMade = await createUser(server, { roles: ['captain'] });
    const playerId = await createPlayer(server.db, { userId: handMade.userId });
    await addToRoster(server.db, { teamId, playerId });
    await setMember(teamId, playerId, { roster_role: 'captain' });
    await setMember(teamId, playerId, { roster_role: 'player' });
    expect(await rolesOf(handMade.userId)).toEqual(['captain', 'player']);
    expect(await captainAudit(handMade.userId)).toEqual([]);

    const noAccount = await createPlayer(server.db, {});
    await addToRoster(server.db, { teamId, playerId: noAccount });
    expect((await setMember(teamId, noAccount, { roster_role: 'captain' })).status).toBe(200);
  });

  it('syncCaptainRole, as the users admin calls it after linking or unlinking a player', async () => {
    const league = await createLeague(server.db);
    const user = await createUser(server);
    const playerId = await createPlayer(server.db, {});
    await addToRoster(server.db, { teamId: league.teamIds[0], playerId, rosterRole: 'co_captain' });
    await server.db.update(players).set({ userId: user.userId }).where(eq(players.id, playerId));
    await server.db.transaction((tx) => syncCaptainRole(tx, user.userId));
    expect(await rolesOf(user.userId)).toEqual(['captain', 'player']);
    await server.db.transaction((tx) => syncCaptainRole(tx, user.userId));
    expect(await captainAudit(user.userId)).toEqual(['teams.captain_role_granted']);
    await server.db.update(players).set({ userId: null }).where(eq(players.id, playerId));
    await syncCaptainRole(server.db, user.userId);
    expect(await rolesOf(user.userId)).toEqual(['player']);
  });
});
