import { and, eq } from 'drizzle-orm';
import { TEAM_MESSAGES } from '../../../shared/admin-teams';
import { CAPTAIN_MESSAGES } from '../../../shared/captain';
import { recordAudit } from '../../core/audit/audit.service';
import type { Transaction } from '../../db/client';
import { players, teamRosters, teams } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { AppError, invalidField, notFound } from '../../http/errors';
import { suspensionGamesLeft } from '../discipline/index';
import { findIneligibility } from '../eligibility/index';
import { syncCaptainRoles, type TeamRow } from '../teams/index';

type PlayerRow = typeof players.$inferSelect;

const fieldConflict = (path: string, message: string) => new AppError('CONFLICT', message, [{ path, message }]);
const nameOf = (p: Pick<PlayerRow, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

/**
 * Whether the player may join the team now (decision 076), the same checks for a direct add, a
 * request and its approval: not on a team of the season and division, the division's
 * eligibility (an admin's exception lets them through; captains grant none), and no suspension
 * still being served in the season.
 */
export async function assertMayJoin(tx: Transaction, team: TeamRow, playerId: string): Promise<PlayerRow> {
  const [player] = await tx.select().from(players).where(eq(players.id, playerId));
  if (!player) throw invalidField('player_id', 'That player was not found.');
  const [placed] = await tx
    .select({ teamId: teamRosters.teamId, teamName: teams.name })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .where(and(eq(teamRosters.playerId, player.id), eq(teamRosters.seasonId, team.seasonId), eq(teamRosters.divisionId, team.divisionId)));
  if (placed) {
    throw fieldConflict('player_id', placed.teamId === team.id ? TEAM_MESSAGES.alreadyOnTeam : TEAM_MESSAGES.onAnotherTeam(nameOf(player), placed.teamName));
  }
  const refusal = await findIneligibility(tx, {
    seasonId: team.seasonId,
    divisionId: team.divisionId,
    email: player.email,
    playerId: player.id,
    person: { dateOfBirth: player.dateOfBirth, gender: player.gender },
  });
  if (refusal) throw invalidField('player_id', `${nameOf(player)}: ${refusal.message}`);
  const gamesLeft = await suspensionGamesLeft(tx, team.seasonId, player.id);
  if (gamesLeft > 0) throw invalidField('player_id', CAPTAIN_MESSAGES.suspended(nameOf(player), gamesLeft));
  return player;
}

/** The member's row, or 404; the team's captain cannot be removed from the captain area. */
export async function assertMayLeave(tx: Transaction, teamId: string, playerId: string) {
  const [member] = await tx
    .select({ row: teamRosters, userId: players.userId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.playerId, playerId)));
  if (!member) throw notFound('That roster player');
  if (member.row.rosterRole === 'captain') throw fieldConflict('player_id', CAPTAIN_MESSAGES.captainRemove);
  return member;
}

/** Puts the player on the roster, audited; call after assertMayJoin, with the team locked. */
export async function applyAdd(tx: Transaction, actor: Actor, team: TeamRow, playerId: string): Promise<void> {
  const [after] = await tx
    .insert(teamRosters)
    .values({ teamId: team.id, playerId, seasonId: team.seasonId, divisionId: team.divisionId })
    .onConflictDoNothing()
    .returning();
  // The unique index on (season, division, player) settled a race with another team's add.
  if (!after) throw fieldConflict('player_id', TEAM_MESSAGES.alreadyOnTeam);
  await recordAudit(tx, { actor, action: 'teams.roster_added', entityType: 'team', entityId: team.id, before: null, after });
}

/** Takes the player off the roster, audited; a co-captain's account loses the captain role if they lead no other team. */
export async function applyRemove(tx: Transaction, actor: Actor, teamId: string, playerId: string): Promise<void> {
  const { row: before, userId } = await assertMayLeave(tx, teamId, playerId);
  await tx.delete(teamRosters).where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.playerId, playerId)));
  await recordAudit(tx, { actor, action: 'teams.roster_removed', entityType: 'team', entityId: teamId, before, after: null });
  await syncCaptainRoles(tx, [userId]);
}
