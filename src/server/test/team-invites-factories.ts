import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { players, waivers } from '../db/schema/index';
import type { CreatedTeamInvite } from '../../shared/api/team-invites';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser, type League } from './factories';
import type { HttpClient } from './http-client';
import type { TestServer } from './test-server';

/** A league whose first team is led by `captain`, its second by `rivalCaptain` (decision 077's callers). */
export interface InviteLeague {
  league: League;
  team: string;
  otherTeam: string;
  captain: CreatedUser;
  rivalCaptain: CreatedUser;
}

export async function setUpInviteLeague(server: TestServer): Promise<InviteLeague> {
  const league = await createLeague(server.db);
  const [team, otherTeam] = league.teamIds;
  const [captain, rivalCaptain] = await Promise.all([createUser(server, { roles: ['captain'] }), createUser(server, { roles: ['captain'] })]);
  for (const [user, teamId] of [
    [captain, team],
    [rivalCaptain, otherTeam],
  ] as const) {
    const playerId = await createPlayer(server.db, { userId: user.userId, firstName: 'Cap', lastName: `Tain ${teamId.slice(0, 4)}` });
    await addToRoster(server.db, { teamId, playerId, rosterRole: 'captain' });
  }
  return { league, team, otherTeam, captain, rivalCaptain };
}

export async function createInvite(client: HttpClient, teamId: string, body: { max_uses?: number; expires_in_days?: number; client_key?: string } = {}) {
  return client.api('POST /api/captain/teams/:teamId/invites', { params: { teamId }, body: { client_key: randomUUID(), ...body } });
}

export async function madeInvite(client: HttpClient, teamId: string, body: { max_uses?: number; expires_in_days?: number } = {}): Promise<CreatedTeamInvite> {
  const answer = await createInvite(client, teamId, body);
  if (answer.status !== 201) throw new Error(`invite not made: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** A player record for the account with what eligibility reads, so the join needs only the waiver. */
export async function givePlayerRecord(server: TestServer, user: CreatedUser, names: { firstName: string; lastName: string }): Promise<string> {
  const playerId = await createPlayer(server.db, { userId: user.userId, ...names, dateOfBirth: '1990-01-01' });
  await server.db.update(players).set({ gender: 'Female' }).where(eq(players.id, playerId));
  return playerId;
}

export async function activeWaiverId(server: TestServer): Promise<string> {
  const [waiver] = await server.db.select({ id: waivers.id }).from(waivers).where(eq(waivers.isActive, true));
  if (!waiver) throw new Error('no active waiver');
  return waiver.id;
}
