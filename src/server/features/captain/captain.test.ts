import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaptainRoster, TeamNote, TeamNotes } from '../../../shared/api/captain';
import type { ApiErrorBody } from '../../../shared/api-error';
import { auditLog, divisions, players, teamRosters, userRoles } from '../../db/schema/index';
import { giveCard } from '../../test/discipline-factories';
import { addToRoster, createGame, createLeague, createPlayer, createUser, type CreatedUser, type League, minutesFromNow } from '../../test/factories';
import type { HttpClient } from '../../test/http-client';
import { expectOnlyAdmins } from '../../test/personas';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });

let league: League;
let teamA: string;
let teamB: string;
/** Captains team B: a captain, but of another team. */
let otherCaptain: CreatedUser;
let captainPlayer: string;
let memberPlayer: string;
let spare: string[];

const rosterPath = (teamId: string) => `/api/captain/teams/${teamId}/roster`;
const patch = <T>(client: HttpClient, path: string, body: unknown) => client.request<T>('PATCH', path, body);
const rosterOf = async (teamId: string) => (await t.personas.admin.client.api('GET /api/captain/teams/:teamId/roster', { params: { teamId } })).body;
const setApproval = async (on: boolean) => {
  const answer = await t.personas.admin.client.api('PUT /api/admin/settings', { body: { roster_changes_need_approval: on } });
  expect(answer.status).toBe(200);
};
const newSpare = async (firstName = 'Spare') => createPlayer(t.server.db, { firstName, lastName: `Player ${randomUUID().slice(0, 6)}` });

beforeAll(async () => {
  const db = t.server.db;
  league = await createLeague(db);
  [teamA, teamB] = league.teamIds;
  otherCaptain = await createUser(t.server, { roles: ['captain'] });
  captainPlayer = await createPlayer(db, { firstName: 'Cara', lastName: 'Captain', userId: t.personas.captain.userId });
  memberPlayer = await createPlayer(db, { firstName: 'Pia', lastName: 'Player', userId: t.personas.player.userId });
  const otherPlayer = await createPlayer(db, { firstName: 'Oto', lastName: 'Other', userId: otherCaptain.userId });
  await addToRoster(db, { teamId: teamA, playerId: captainPlayer, rosterRole: 'captain', jerseyNumber: 9 });
  await addToRoster(db, { teamId: teamA, playerId: memberPlayer, jerseyNumber: 7 });
  await addToRoster(db, { teamId: teamB, playerId: otherPlayer, rosterRole: 'captain' });
  spare = [await newSpare(), await newSpare()];
  for (const id of spare) await addToRoster(db, { teamId: teamA, playerId: id });
});

describe('captain routes: who may call them', () => {
  const teamCalls = (teamId: string): [string, string, unknown?][] => [
    ['GET', `/api/captain/teams/${teamId}/dashboard`],
    ['GET', rosterPath(teamId)],
    ['GET', `${rosterPath(teamId)}/candidates`],
    ['POST', rosterPath(teamId), { player_id: randomUUID() }],
    ['PATCH', `${rosterPath(teamId)}/${randomUUID()}`, { jersey_number: 5 }],
    ['DELETE', `${rosterPath(teamId)}/${randomUUID()}`],
    ['GET', `/api/captain/teams/${teamId}/notes`],
    ['POST', `/api/captain/teams/${teamId}/notes`, { body: 'Hi', client_key: randomUUID() }],
    ['PATCH', `/api/captain/teams/${teamId}/notes/${randomUUID()}`, { body: 'Hi' }],
    ['DELETE', `/api/captain/teams/${teamId}/notes/${randomUUID()}`],
  ];

  it('answers anonymous callers 401 and players, referees and statisticians 403, on every route', async () => {
    const calls = [['GET', '/api/captain/teams'] as [string, string], ...teamCalls(teamA)];
    const answers = [];
    for (const [who, client] of [
      ['anonymous', t.server.client()],
      ['player', t.personas.player.client],
      ['referee', t.personas.referee.client],
      ['statistician', t.personas.statistician.client],
    ] as const) {
      for (const [method, path, body] of calls) answers.push({ who, method, path, status: (await client.request(method, path, body)).status });
    }
    expect(answers).toEqual(answers.map((a) => ({ ...a, status: a.who === 'anonymous' ? 401 : 403 })));
  });

  it('refuses a captain of another team (403) on every team route, and changes nothing', async () => {
    const before = await rosterOf(teamA);
    const answers = [];
    for (const [method, path, body] of teamCalls(teamA)) {
      const answer = await otherCaptain.client.request<ApiErrorBody>(method, path, body);
      answers.push({ method, path, status: answer.status, code: answer.error?.code });
    }
    expect(answers).toEqual(answers.map((a) => ({ ...a, status: 403, code: 'FORBIDDEN' })));
    expect(await rosterOf(teamA)).toEqual(before);
  });

  it('keeps the roster-request queue for admins', async () => {
    await expectOnlyAdmins(t.server, t.personas, [
      ['GET', '/api/admin/roster-requests'],
      ['POST', `/api/admin/roster-requests/${randomUUID()}/approve`],
      ['POST', `/api/admin/roster-requests/${randomUUID()}/reject`, {}],
    ]);
  });

  it('answers 404 for a team that does not exist, to captains and admins alike', async () => {
    for (const client of [t.personas.captain.client, t.personas.admin.client]) {
      expect((await client.api('GET /api/captain/teams/:teamId/roster', { params: { teamId: randomUUID() } })).status).toBe(404);
    }
  });
});

describe('the team chooser and the dashboard', () => {
  it('lists the teams a captain leads, and every team of the current season for an admin', async () => {
    const mine = await t.personas.captain.client.api('GET /api/captain/teams');
    expect(mine.status).toBe(200);
    expect(mine.body.teams.map((team) => [team.id, team.my_role])).toEqual([[teamA, 'captain']]);
    const admin = await t.personas.admin.client.api('GET /api/captain/teams');
    expect(admin.body.teams.map((team) => team.id).sort()).toEqual([...league.teamIds].sort());
    expect(admin.body.teams.every((team) => team.my_role === null)).toBe(true);
  });

  it('shows the roster size, the next game, its counts and who has not answered', async () => {
    const gameId = await createGame(t.server.db, league, { homeTeamId: teamA, awayTeamId: teamB, startsAt: minutesFromNow(60 * 24) });
    await t.personas.player.client.api('PUT /api/games/:gameId/availability', { params: { gameId }, body: { status: 'going' } });
    const answer = await t.personas.captain.client.api('GET /api/captain/teams/:teamId/dashboard', { params: { teamId: teamA } });
    expect(answer.status).toBe(200);
    const roster = await rosterOf(teamA);
    expect(answer.body.roster_size).toBe(roster.members.length);
    expect(answer.body.next_game?.game.id).toBe(gameId);
    expect(answer.body.next_game?.counts.going).toBe(1);
    expect(answer.body.next_game?.not_answered.map((p) => p.name)).toContain('Cara Captain');
    expect(answer.body.next_game?.not_answered.map((p) => p.name)).not.toContain('Pia Player');
  });

  it('counts the chat messages the captain has not read, the open invite links and the unclaimed substitute requests', async () => {
    const dashboard = async () => (await t.personas.captain.client.api('GET /api/captain/teams/:teamId/dashboard', { params: { teamId: teamA } })).body;
    const before = await dashboard();
    const sent = await t.personas.player.client.api('POST /api/teams/:teamId/chat/messages', {
      params: { teamId: teamA },
      body: { body: 'Who has the spare bibs?', client_key: randomUUID() },
    });
    expect(sent.status).toBe(201);
    const invite = await t.personas.captain.client.api('POST /api/captain/teams/:teamId/invites', {
      params: { teamId: teamA },
      body: { client_key: randomUUID(), expires_in_days: 7, max_uses: 3 },
    });
    expect(invite.status).toBe(201);
    const gameId = await createGame(t.server.db, league, { homeTeamId: teamA, awayTeamId: teamB, startsAt: minutesFromNow(60 * 48) });
    const asked = await t.personas.captain.client.api('POST /api/games/:gameId/substitute-requests', {
      params: { gameId },
      body: { team_id: teamA, client_key: randomUUID(), note: 'A defender' },
    });
    expect(asked.status).toBe(201);
    const after = await dashboard();
    expect(after.unread_chat_messages).toBe(before.unread_chat_messages + 1);
    expect(after.open_invites).toBe(before.open_invites + 1);
    expect(after.open_substitute_requests).toBe(before.open_substitute_requests + 1);
  });
});

describe('jersey numbers and co-captains', () => {
  it('sets a number the team sees, refuses a number already worn (409) and one out of range (422), changing nothing', async () => {
    const [first, second] = spare as [string, string];
    const set = await patch<CaptainRoster>(t.personas.captain.client, `${rosterPath(teamA)}/${first}`, { jersey_number: 23 });
    expect(set.status).toBe(200);
    expect(set.body.members.find((m) => m.player_id === first)?.jersey_number).toBe(23);
    const clash = await patch<ApiErrorBody>(t.personas.captain.client, `${rosterPath(teamA)}/${second}`, { jersey_number: 23 });
    expect(clash.status).toBe(409);
    expect(clash.error.issues).toContainEqual({ path: 'jersey_number', message: 'Jersey number 23 is already taken on this team.' });
    const bad = await patch<ApiErrorBody>(t.personas.captain.client, `${rosterPath(teamA)}/${second}`, { jersey_number: 100 });
    expect(bad.status).toBe(422);
    expect(bad.error.issues).toContainEqual(
      expect.objectContaining({ path: 'jersey_number', message: 'Jersey number must be a whole number from 1 to 99, or empty.' }),
    );
    expect((await rosterOf(teamA)).members.find((m) => m.player_id === second)?.jersey_number).toBeNull();
    const [audit] = await t.server.db.select().from(auditLog).where(eq(auditLog.action, 'teams.roster_updated')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorUserId: t.personas.captain.userId, entityId: teamA });
  });

  it('makes a player co-captain: their account becomes a captain and may manage the team; made a player again, it loses both', async () => {
    const hasCaptainRole = async () =>
      (
        await t.server.db
          .select()
          .from(userRoles)
          .where(and(eq(userRoles.userId, t.personas.player.userId), eq(userRoles.role, 'captain')))
      ).length > 0;
    const promoted = await patch<CaptainRoster>(t.personas.captain.client, `${rosterPath(teamA)}/${memberPlayer}`, { roster_role: 'co_captain' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.members.find((m) => m.player_id === memberPlayer)?.roster_role).toBe('co_captain');
    expect(await hasCaptainRole()).toBe(true);
    const coCaptain = await createUserSession(t.personas.player);
    expect((await coCaptain.api('GET /api/captain/teams/:teamId/roster', { params: { teamId: teamA } })).status).toBe(200);
    expect((await coCaptain.api('GET /api/captain/teams/:teamId/roster', { params: { teamId: teamB } })).status).toBe(403);

    const demoted = await patch<CaptainRoster>(t.personas.captain.client, `${rosterPath(teamA)}/${memberPlayer}`, { roster_role: 'player' });
    expect(demoted.status).toBe(200);
    expect(await hasCaptainRole()).toBe(false);
  });

  it("leaves the captain's own role to admins (409)", async () => {
    const answer = await patch<ApiErrorBody>(t.personas.captain.client, `${rosterPath(teamA)}/${captainPlayer}`, { roster_role: 'player' });
    expect(answer.status).toBe(409);
    expect(answer.error.issues).toContainEqual({ path: 'roster_role', message: "The captain stays a captain: an admin changes a team's captain." });
  });
});

/** The same account signed in again: its roles are read per request, so the old client would do too; a fresh one proves it. */
async function createUserSession(user: CreatedUser): Promise<HttpClient> {
  const client = t.server.client();
  const answer = await client.request('POST', '/api/auth/sign-in/email', { email: user.email, password: user.password });
  expect(answer.status).toBe(200);
  return client;
}

describe('adding and removing players', () => {
  it('adds a free player at once when no approval is asked, audited with the captain as actor', async () => {
    await setApproval(false);
    const newcomer = await newSpare('Nia');
    const answer = await t.personas.captain.client.api('POST /api/captain/teams/:teamId/roster', { params: { teamId: teamA }, body: { player_id: newcomer } });
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('applied');
    expect(answer.body.roster.members.map((m) => m.player_id)).toContain(newcomer);
    const [audit] = await t.server.db.select().from(auditLog).where(eq(auditLog.action, 'teams.roster_added')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorUserId: t.personas.captain.userId, entityId: teamA });

    const removed = await t.personas.captain.client.api('DELETE /api/captain/teams/:teamId/roster/:playerId', {
      params: { teamId: teamA, playerId: newcomer },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.roster.members.map((m) => m.player_id)).not.toContain(newcomer);
  });

  it('refuses a player already on a team of the division (409), the division rules (422) and a suspended player (422)', async () => {
    const onB = await newSpare('Bea');
    await addToRoster(t.server.db, { teamId: teamB, playerId: onB });
    const placed = await t.personas.captain.client.api('POST /api/captain/teams/:teamId/roster', { params: { teamId: teamA }, body: { player_id: onB } });
    expect(placed.status).toBe(409);
    expect(placed.error.issues?.[0]?.path).toBe('player_id');

    const [man] = await t.server.db
      .insert(players)
      .values({ firstName: 'Max', lastName: 'Male', gender: 'Male', dateOfBirth: '1990-01-01' })
      .returning({ id: players.id });
    await t.server.db.update(divisions).set({ genderRule: 'womens' }).where(eq(divisions.id, league.divisionId));
    try {
      const refused = await t.personas.captain.client.sendUnchecked('POST', rosterPath(teamA), { player_id: man?.id });
      expect(refused.status).toBe(422);
      expect(refused.error.issues?.[0]).toMatchObject({ path: 'player_id', message: expect.stringMatching(/^Max Male: /) });
    } finally {
      await t.server.db.update(divisions).set({ genderRule: 'open' }).where(eq(divisions.id, league.divisionId));
    }

    // Sent off for team B in a final game, then released by B: the suspension goes with them.
    const sentOff = await newSpare('Red');
    await addToRoster(t.server.db, { teamId: teamB, playerId: sentOff });
    const played = await createGame(t.server.db, league, {
      homeTeamId: teamB,
      awayTeamId: league.teamIds[2],
      startsAt: minutesFromNow(-60 * 24 * 7),
      status: 'final',
      homeScore: 1,
      awayScore: 0,
    });
    await giveCard(t.server, { gameId: played, teamId: teamB, playerId: sentOff, type: 'red_card' });
    await t.server.db.delete(teamRosters).where(and(eq(teamRosters.teamId, teamB), eq(teamRosters.playerId, sentOff)));
    const suspended = await t.personas.captain.client.api('POST /api/captain/teams/:teamId/roster', {
      params: { teamId: teamA },
      body: { player_id: sentOff },
    });
    expect(suspended.status).toBe(422);
    expect(suspended.error.issues?.[0]?.message).toMatch(/is serving a suspension \(1 game to go\)/);
    expect((await rosterOf(teamA)).members.map((m) => m.player_id)).not.toContain(sentOff);
  });

  it("refuses removing oneself or the team's captain (409)", async () => {
    const self = await t.personas.captain.client.api('DELETE /api/captain/teams/:teamId/roster/:playerId', {
      params: { teamId: teamA, playerId: captainPlayer },
    });
    expect(self.status).toBe(409);
    const captainByAdmin = await t.personas.admin.client.api('DELETE /api/captain/teams/:teamId/roster/:playerId', {
      params: { teamId: teamA, playerId: captainPlayer },
    });
    expect(captainByAdmin.status).toBe(409);
  });

  it('with approval required, files requests an admin approves or rejects, each checked again', async () => {
    await setApproval(true);
    try {
      const joining = await newSpare('Jo');
      const asked = await t.personas.captain.client.api('POST /api/captain/teams/:teamId/roster', { params: { teamId: teamA }, body: { player_id: joining } });
      expect(asked.status).toBe(200);
      expect(asked.body.outcome).toBe('requested');
      expect(asked.body.roster.approval_required).toBe(true);
      expect(asked.body.roster.members.map((m) => m.player_id)).not.toContain(joining);
      expect(asked.body.roster.requests[0]).toMatchObject({ kind: 'add', status: 'pending', player: { id: joining } });
      const again = await t.personas.captain.client.api('POST /api/captain/teams/:teamId/roster', { params: { teamId: teamA }, body: { player_id: joining } });
      expect(again.status).toBe(409);
      expect(again.error.message).toBe('A change for this player is already waiting for an admin.');

      const leaving = spare[1] as string;
      const removal = await t.personas.captain.client.api('DELETE /api/captain/teams/:teamId/roster/:playerId', {
        params: { teamId: teamA, playerId: leaving },
      });
      expect(removal.body.outcome).toBe('requested');
      expect(removal.body.roster.members.map((m) => m.player_id)).toContain(leaving);

      const queue = await t.personas.admin.client.api('GET /api/admin/roster-requests');
      const addRequest = queue.body.items.find((r) => r.player.id === joining);
      const removeRequest = queue.body.items.find((r) => r.player.id === leaving);
      if (!addRequest || !removeRequest) throw new Error('both requests are queued');

      expect((await t.personas.admin.client.api('POST /api/admin/roster-requests/:requestId/approve', { params: { requestId: addRequest.id } })).status).toBe(
        200,
      );
      expect((await t.personas.admin.client.api('POST /api/admin/roster-requests/:requestId/approve', { params: { requestId: addRequest.id } })).status).toBe(
        409,
      );
      const rejected = await t.personas.admin.client.api('POST /api/admin/roster-requests/:requestId/reject', {
        params: { requestId: removeRequest.id },
        body: { note: 'Season is nearly over.' },
      });
      expect(rejected.status).toBe(200);

      const roster = await rosterOf(teamA);
      expect(roster.members.map((m) => m.player_id)).toEqual(expect.arrayContaining([joining, leaving]));
      expect(roster.requests.find((r) => r.id === removeRequest.id)).toMatchObject({ status: 'rejected', decision_note: 'Season is nearly over.' });

      // An admin acting in the captain area is not asked to approve their own change.
      const byAdmin = await t.personas.admin.client.api('POST /api/captain/teams/:teamId/roster', {
        params: { teamId: teamA },
        body: { player_id: await newSpare('Ad') },
      });
      expect(byAdmin.body.outcome).toBe('applied');
    } finally {
      await setApproval(false);
    }
  });
});

describe('captain notes', () => {
  const notesPath = () => `/api/captain/teams/${teamA}/notes`;

  it('adds (once per client key), lists, edits its own, and deletes; players get 403', async () => {
    const body = { body: 'Bring the spare goalkeeper gloves.', client_key: randomUUID() };
    const created = await t.personas.captain.client.request<TeamNote>('POST', notesPath(), body);
    expect(created.status).toBe(201);
    const retried = await t.personas.captain.client.request<TeamNote>('POST', notesPath(), body);
    expect(retried.status).toBe(200);
    expect(retried.body.id).toBe(created.body.id);
    const list = await t.personas.captain.client.request<TeamNotes>('GET', notesPath());
    expect(list.body.items.filter((n) => n.body === body.body)).toEqual([expect.objectContaining({ id: created.body.id, mine: true })]);

    const empty = await patch<ApiErrorBody>(t.personas.captain.client, `${notesPath()}/${created.body.id}`, { body: '  ' });
    expect(empty.status).toBe(422);
    const edited = await patch<TeamNote>(t.personas.captain.client, `${notesPath()}/${created.body.id}`, { body: 'Gloves: Sam has them.' });
    expect(edited.body.body).toBe('Gloves: Sam has them.');
    const byAdmin = await patch<ApiErrorBody>(t.personas.admin.client, `${notesPath()}/${created.body.id}`, { body: 'Not mine' });
    expect(byAdmin.status).toBe(403);
    expect((await t.personas.player.client.request('GET', notesPath())).status).toBe(403);
    expect((await otherCaptain.client.request('GET', notesPath())).status).toBe(403);

    expect((await t.personas.captain.client.request('DELETE', `${notesPath()}/${created.body.id}`)).status).toBe(204);
    expect((await t.personas.captain.client.request<TeamNotes>('GET', notesPath())).body.items.map((n) => n.id)).not.toContain(created.body.id);
  });
});
