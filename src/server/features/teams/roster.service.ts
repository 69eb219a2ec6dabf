import { and, asc, eq, ilike, ne, notExists, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AddRosterPlayerInput, UpdateRosterMemberInput } from '../../../shared/schemas/admin-teams';
import type { AdminTeamDetail, RosterCandidate } from '../../../shared/api/teams';
import { ROSTER_CANDIDATES_LIMIT, TEAM_MESSAGES } from '../../../shared/admin-teams';
import type { Database, Transaction } from '../../db/client';
import { players, teamRosters, teams } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, invalidField, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { findIneligibility, grantEligibilityException } from '../eligibility/index';
import { syncCaptainRoles } from './captain-role';
import { fieldConflict, loadTeamDetail, lockTeam, type TeamRow } from './team-detail';
import { searchParam } from '../../http/list-query';
import { containsPattern } from '../../http/search';

// Server-only (decision 006 allows full zod for admin query strings).
export const rosterCandidatesQuerySchema = z.object({ q: searchParam() });
export type RosterCandidatesQuery = z.infer<typeof rosterCandidatesQuerySchema>;

const fullName = sql`${players.firstName} || ' ' || ${players.lastName}`;

/** Players who may join: on no team of the team's season and division (the database's rule too). */
export async function listRosterCandidates({
  db,
  actor,
  teamId,
  query,
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  query: RosterCandidatesQuery;
}): Promise<RosterCandidate[]> {
  requireActor(actor);
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('That team');
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      photoUrl: players.photoUrl,
      userId: players.userId,
    })
    .from(players)
    .where(
      and(
        notExists(
          db
            .select({ one: sql`1` })
            .from(teamRosters)
            .where(and(eq(teamRosters.playerId, players.id), eq(teamRosters.seasonId, team.seasonId), eq(teamRosters.divisionId, team.divisionId))),
        ),
        pattern ? or(ilike(fullName, pattern), ilike(players.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
    .limit(ROSTER_CANDIDATES_LIMIT);
  return rows.map((r) => ({
    player_id: r.id,
    full_name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    photo_url: r.photoUrl,
    has_account: r.userId !== null,
  }));
}

export async function addRosterPlayer({
  db,
  actor,
  teamId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  input: AddRosterPlayerInput;
}): Promise<AdminTeamDetail> {
  const admin = requireActor(actor);
  const id = teamId;
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, id);
    const [player] = await tx.select().from(players).where(eq(players.id, input.player_id));
    if (!player) throw invalidField('player_id', 'That player was not found.');
    await assertNotPlaced(tx, team, player);
    await assertEligibleForRoster(tx, admin, team, player, input.eligibility_exception_reason);
    // The unique index on (season, division, player) settles a race with another team's add.
    const [after] = await tx
      .insert(teamRosters)
      .values({ teamId: id, playerId: player.id, seasonId: team.seasonId, divisionId: team.divisionId })
      .onConflictDoNothing()
      .returning();
    if (!after) {
      await assertNotPlaced(tx, team, player);
      throw conflict(TEAM_MESSAGES.alreadyOnTeam);
    }
    await recordAudit(tx, { actor: admin, action: 'teams.roster_added', entityType: 'team', entityId: id, before: null, after });
    return loadTeamDetail(tx, id);
  });
}

/**
 * The division's eligibility rules (decision 044). A refusal is a 422 under
 * `eligibility_exception_reason`: the form then offers "Add anyway", and the same request
 * with a reason grants the player an exception (audited) and adds them.
 */
async function assertEligibleForRoster(tx: Transaction, admin: Actor, team: TeamRow, player: typeof players.$inferSelect, reason: string | undefined) {
  const question = { seasonId: team.seasonId, divisionId: team.divisionId, email: player.email, playerId: player.id };
  const refusal = await findIneligibility(tx, { ...question, person: { dateOfBirth: player.dateOfBirth, gender: player.gender } });
  if (!refusal) return;
  if (!reason) throw invalidField('eligibility_exception_reason', `${player.firstName} ${player.lastName}: ${refusal.message}`);
  await grantEligibilityException(tx, { admin, seasonId: team.seasonId, divisionId: team.divisionId, email: null, playerId: player.id, reason });
}

/** 409 when the player is already on this team, or on another of its season and division. */
async function assertNotPlaced(tx: Transaction, team: TeamRow, player: { id: string; firstName: string; lastName: string }) {
  const [placed] = await tx
    .select({ teamId: teamRosters.teamId, teamName: teams.name })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .where(and(eq(teamRosters.playerId, player.id), eq(teamRosters.seasonId, team.seasonId), eq(teamRosters.divisionId, team.divisionId)));
  if (!placed) return;
  const message =
    placed.teamId === team.id ? TEAM_MESSAGES.alreadyOnTeam : TEAM_MESSAGES.onAnotherTeam(`${player.firstName} ${player.lastName}`, placed.teamName);
  throw fieldConflict('player_id', message);
}

type MemberRow = typeof teamRosters.$inferSelect;

async function memberOf(tx: Transaction, teamId: string, playerId: string): Promise<{ row: MemberRow; userId: string | null }> {
  const [member] = await tx
    .select({ member: teamRosters, userId: players.userId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.playerId, playerId)));
  if (!member) throw notFound('That roster player');
  return { row: member.member, userId: member.userId };
}

/**
 * Jersey number and roster role. One captain per team: a new captain makes the old one a
 * player (any number of co-captains). Accounts gain or lose the captain role to match.
 */
export async function updateRosterMember({
  db,
  actor,
  teamId,
  playerId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  playerId: string;
  input: UpdateRosterMemberInput;
}): Promise<AdminTeamDetail> {
  const admin = requireActor(actor);
  const id = teamId;
  const pid = playerId;
  return db.transaction(async (tx) => {
    await lockTeam(tx, id);
    const { row: before, userId } = await memberOf(tx, id, pid);
    const jersey = input.jersey_number;
    if (jersey !== undefined && jersey !== null) {
      const [taken] = await tx
        .select({ playerId: teamRosters.playerId })
        .from(teamRosters)
        .where(and(eq(teamRosters.teamId, id), eq(teamRosters.jerseyNumber, jersey), ne(teamRosters.playerId, pid)))
        .limit(1);
      if (taken) throw fieldConflict('jersey_number', TEAM_MESSAGES.jerseyTaken(jersey));
    }
    const touchedUsers: (string | null)[] = [userId];
    if (input.roster_role === 'captain' && before.rosterRole !== 'captain') {
      const demoted = await tx
        .update(teamRosters)
        .set({ rosterRole: 'player' })
        .where(and(eq(teamRosters.teamId, id), eq(teamRosters.rosterRole, 'captain'), ne(teamRosters.playerId, pid)))
        .returning();
      for (const old of demoted) {
        const [account] = await tx.select({ userId: players.userId }).from(players).where(eq(players.id, old.playerId));
        touchedUsers.push(account?.userId ?? null);
        await recordAudit(tx, {
          actor: admin,
          action: 'teams.roster_updated',
          entityType: 'team',
          entityId: id,
          before: { ...old, rosterRole: 'captain' },
          after: old,
        });
      }
    }
    const [after] = await tx
      .update(teamRosters)
      .set({
        ...(jersey !== undefined ? { jerseyNumber: jersey } : {}),
        ...(input.roster_role !== undefined ? { rosterRole: input.roster_role } : {}),
      })
      .where(and(eq(teamRosters.teamId, id), eq(teamRosters.playerId, pid)))
      .returning();
    await recordAudit(tx, { actor: admin, action: 'teams.roster_updated', entityType: 'team', entityId: id, before, after });
    await syncCaptainRoles(tx, touchedUsers);
    return loadTeamDetail(tx, id);
  });
}

export async function removeRosterPlayer({
  db,
  actor,
  teamId,
  playerId,
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  playerId: string;
}): Promise<AdminTeamDetail> {
  const admin = requireActor(actor);
  const id = teamId;
  const pid = playerId;
  return db.transaction(async (tx) => {
    await lockTeam(tx, id);
    const { row: before, userId } = await memberOf(tx, id, pid);
    await tx.delete(teamRosters).where(and(eq(teamRosters.teamId, id), eq(teamRosters.playerId, pid)));
    await recordAudit(tx, { actor: admin, action: 'teams.roster_removed', entityType: 'team', entityId: id, before, after: null });
    await syncCaptainRoles(tx, [userId]);
    return loadTeamDetail(tx, id);
  });
}
