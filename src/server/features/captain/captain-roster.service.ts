import { and, asc, desc, eq, ilike, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TEAM_MESSAGES } from '../../../shared/admin-teams';
import type { CaptainRoster, CaptainRosterCandidate, CaptainRosterChange, RosterRequest } from '../../../shared/api/captain';
import { CAPTAIN_MESSAGES, type RosterChangeKind } from '../../../shared/captain';
import { toRosterRole } from '../../../shared/roster-roles';
import type { CaptainAddPlayerInput, CaptainUpdateMemberInput } from '../../../shared/schemas/captain';
import { recordAudit } from '../../core/audit/audit.service';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { assertCaptainOfTeam, isAdmin } from '../../core/team-access/index';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { players, rosterChangeRequests, teamRosters, teams, users } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { AppError } from '../../http/errors';
import { containsPattern } from '../../http/search';
import { lockTeam, syncCaptainRoles } from '../teams/index';
import { applyAdd, applyRemove, assertMayJoin, assertMayLeave } from './roster-changes';

type Db = Database | Transaction;

const fieldConflict = (path: string, message: string) => new AppError('CONFLICT', message, [{ path, message }]);
/** Decided requests the roster page still shows, newest first (a rejection says why). */
const RECENT_DECISIONS = 5;
const CANDIDATES_LIMIT = 20;

const requestedBy = alias(users, 'requested_by');
const requestColumns = {
  id: rosterChangeRequests.id,
  kind: rosterChangeRequests.kind,
  status: rosterChangeRequests.status,
  playerId: players.id,
  firstName: players.firstName,
  lastName: players.lastName,
  teamId: teams.id,
  teamName: teams.name,
  requestedBy: requestedBy.name,
  createdAt: rosterChangeRequests.createdAt,
  decidedAt: rosterChangeRequests.decidedAt,
  decisionNote: rosterChangeRequests.decisionNote,
};

/** Requests as the API answers them, `where` choosing which. */
export async function selectRosterRequests(db: Db, where: ReturnType<typeof and>, limit: number): Promise<RosterRequest[]> {
  const rows = await db
    .select(requestColumns)
    .from(rosterChangeRequests)
    .innerJoin(players, eq(players.id, rosterChangeRequests.playerId))
    .innerJoin(teams, eq(teams.id, rosterChangeRequests.teamId))
    .leftJoin(requestedBy, eq(requestedBy.id, rosterChangeRequests.requestedByUserId))
    .where(where)
    .orderBy(sql`case ${rosterChangeRequests.status} when 'pending' then 0 else 1 end`, desc(rosterChangeRequests.createdAt), asc(rosterChangeRequests.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    player: { id: r.playerId, name: `${r.firstName} ${r.lastName}`.trim() },
    team: { id: r.teamId, name: r.teamName },
    requested_by: r.requestedBy,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    decision_note: r.decisionNote,
  }));
}

/** The roster as /captain/manage-roster shows it: captain, co-captains, then players by number and name. */
export async function loadCaptainRoster(db: Db, actor: Actor, teamId: string): Promise<CaptainRoster> {
  const settings = await readLeagueSettings(db);
  const members = await db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      photoUrl: players.photoUrl,
      userId: players.userId,
      jersey: teamRosters.jerseyNumber,
      role: teamRosters.rosterRole,
    })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(eq(teamRosters.teamId, teamId))
    .orderBy(
      sql`case ${teamRosters.rosterRole} when 'captain' then 0 when 'co_captain' then 1 else 2 end`,
      sql`${teamRosters.jerseyNumber} asc nulls last`,
      asc(players.lastName),
      asc(players.firstName),
      asc(players.id),
    );
  const pending = await selectRosterRequests(db, and(eq(rosterChangeRequests.teamId, teamId), eq(rosterChangeRequests.status, 'pending')), 100);
  const decided = await selectRosterRequests(
    db,
    and(eq(rosterChangeRequests.teamId, teamId), inArray(rosterChangeRequests.status, ['approved', 'rejected'])),
    RECENT_DECISIONS,
  );
  return {
    team_id: teamId,
    approval_required: settings.rosterChangesNeedApproval,
    members: members.map((m) => ({
      player_id: m.playerId,
      name: `${m.firstName} ${m.lastName}`.trim(),
      photo_url: m.photoUrl,
      jersey_number: m.jersey,
      roster_role: toRosterRole(m.role),
      is_me: m.userId === actor.userId,
    })),
    requests: [...pending, ...decided],
  };
}

export async function getCaptainRoster(db: Database, actor: Actor, teamId: string): Promise<CaptainRoster> {
  await assertCaptainOfTeam(db, actor, teamId);
  return loadCaptainRoster(db, actor, teamId);
}

const fullName = sql`${players.firstName} || ' ' || ${players.lastName}`;

/** Players who may join: on no team of the team's season and division, by name (eligibility is checked on the add). */
export async function listCaptainRosterCandidates(db: Database, actor: Actor, teamId: string, q: string | undefined): Promise<CaptainRosterCandidate[]> {
  await assertCaptainOfTeam(db, actor, teamId);
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) return [];
  const pattern = q ? containsPattern(q) : undefined;
  const rows = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName, photoUrl: players.photoUrl })
    .from(players)
    .where(
      and(
        notExists(
          db
            .select({ one: sql`1` })
            .from(teamRosters)
            .where(and(eq(teamRosters.playerId, players.id), eq(teamRosters.seasonId, team.seasonId), eq(teamRosters.divisionId, team.divisionId))),
        ),
        pattern ? or(ilike(fullName, pattern)) : undefined,
      ),
    )
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
    .limit(CANDIDATES_LIMIT);
  return rows.map((r) => ({ player_id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), photo_url: r.photoUrl }));
}

/**
 * Jersey number and co-captaincy (decision 076). Numbers are unique in the team: the team row
 * is locked so changes of one team run one at a time, and the unique index settles anything
 * else. The captain's own role is an admin's to change; a co-captain's account gains or loses
 * the captain role to match.
 */
export async function updateCaptainRosterMember(
  db: Database,
  actor: Actor,
  teamId: string,
  playerId: string,
  input: CaptainUpdateMemberInput,
): Promise<CaptainRoster> {
  await assertCaptainOfTeam(db, actor, teamId);
  try {
    return await db.transaction(async (tx) => {
      await lockTeam(tx, teamId);
      const [member] = await tx
        .select({ row: teamRosters, userId: players.userId })
        .from(teamRosters)
        .innerJoin(players, eq(players.id, teamRosters.playerId))
        .where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.playerId, playerId)));
      if (!member) throw new AppError('NOT_FOUND', CAPTAIN_MESSAGES.notOnRoster);
      const before = member.row;
      if (input.roster_role !== undefined && before.rosterRole === 'captain') throw fieldConflict('roster_role', CAPTAIN_MESSAGES.captainStays);
      const jersey = input.jersey_number;
      if (jersey !== undefined && jersey !== null) {
        const [taken] = await tx
          .select({ playerId: teamRosters.playerId })
          .from(teamRosters)
          .where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.jerseyNumber, jersey), ne(teamRosters.playerId, playerId)))
          .limit(1);
        if (taken) throw fieldConflict('jersey_number', TEAM_MESSAGES.jerseyTaken(jersey));
      }
      const [after] = await tx
        .update(teamRosters)
        .set({
          ...(jersey !== undefined ? { jerseyNumber: jersey } : {}),
          ...(input.roster_role !== undefined ? { rosterRole: input.roster_role } : {}),
        })
        .where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.playerId, playerId)))
        .returning();
      await recordAudit(tx, { actor, action: 'teams.roster_updated', entityType: 'team', entityId: teamId, before, after });
      if (input.roster_role !== undefined) await syncCaptainRoles(tx, [member.userId]);
      return loadCaptainRoster(tx, actor, teamId);
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.jersey_number) throw fieldConflict('jersey_number', TEAM_MESSAGES.jerseyTaken(input.jersey_number));
    throw error;
  }
}

/** Whether this caller's add or removal waits for an admin: the league's rule, for everyone but admins. */
async function needsApproval(tx: Transaction, actor: Actor): Promise<boolean> {
  if (isAdmin(actor)) return false;
  return (await readLeagueSettings(tx)).rosterChangesNeedApproval;
}

async function fileRequest(tx: Transaction, actor: Actor, teamId: string, playerId: string, kind: RosterChangeKind): Promise<void> {
  const [request] = await tx.insert(rosterChangeRequests).values({ teamId, playerId, kind, requestedByUserId: actor.userId }).onConflictDoNothing().returning();
  // The partial unique index: one pending request per team and player.
  if (!request) throw fieldConflict('player_id', CAPTAIN_MESSAGES.alreadyPending);
  await recordAudit(tx, { actor, action: 'teams.roster_change_requested', entityType: 'team', entityId: teamId, before: null, after: request });
}

/** Adds a player, or files the request an admin approves when the league asks for approval. Checked either way. */
export async function captainAddPlayer(db: Database, actor: Actor, teamId: string, input: CaptainAddPlayerInput): Promise<CaptainRosterChange> {
  await assertCaptainOfTeam(db, actor, teamId);
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    await assertMayJoin(tx, team, input.player_id);
    const requested = await needsApproval(tx, actor);
    if (requested) await fileRequest(tx, actor, teamId, input.player_id, 'add');
    else await applyAdd(tx, actor, team, input.player_id);
    return { outcome: requested ? 'requested' : 'applied', roster: await loadCaptainRoster(tx, actor, teamId) };
  });
}

/** Removes a player (not the captain, not oneself), or files the request. */
export async function captainRemovePlayer(db: Database, actor: Actor, teamId: string, playerId: string): Promise<CaptainRosterChange> {
  await assertCaptainOfTeam(db, actor, teamId);
  return db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const { userId } = await assertMayLeave(tx, teamId, playerId);
    if (userId !== null && userId === actor.userId) throw fieldConflict('player_id', CAPTAIN_MESSAGES.selfRemove);
    const requested = await needsApproval(tx, actor);
    if (requested) await fileRequest(tx, actor, teamId, playerId, 'remove');
    else await applyRemove(tx, actor, teamId, playerId);
    return { outcome: requested ? 'requested' : 'applied', roster: await loadCaptainRoster(tx, actor, teamId) };
  });
}
