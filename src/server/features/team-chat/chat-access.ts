import { eq, inArray } from 'drizzle-orm';
import { isAdmin, LEADING_ROSTER_ROLES, rosterRoleOn } from '../../core/team-access/index';
import type { Database, Transaction } from '../../db/client';
import { players, teamRosters, teams } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

export interface ChatAccess {
  teamId: string;
  teamName: string;
  /** On the team's roster (players, captains, co-captains): hears about its messages. */
  member: boolean;
  /** May delete anyone's message: a captain or co-captain of the team, or an admin. */
  moderator: boolean;
}

/**
 * Who may use a team's chat (decision 078): the team's roster (through their player record)
 * and admins, as assertTeamMember (decision 076) decides; anyone else gets 403 for reading, the
 * stream and sending; a team that does not exist is a 404. The route's rule only required a
 * signed-in caller: this is the team check. Captains and co-captains of the team moderate.
 */
export async function chatAccessOf(db: Database | Transaction, actor: Actor, teamId: string): Promise<ChatAccess> {
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('That team');
  const role = await rosterRoleOn(db, actor.userId, teamId);
  const admin = isAdmin(actor);
  if (role === null && !admin) throw forbidden();
  const leads = role !== null && (LEADING_ROSTER_ROLES as readonly string[]).includes(role);
  return { teamId: team.id, teamName: team.name, member: role !== null, moderator: leads || admin };
}

/** The accounts on a team's roster (the chat's members); players without an account are not. */
export async function chatMemberUserIds(db: Database | Transaction, teamIds: readonly string[]): Promise<{ teamId: string; userId: string }[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ teamId: teamRosters.teamId, userId: players.userId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(inArray(teamRosters.teamId, [...teamIds]));
  return rows.flatMap((r) => (r.userId ? [{ teamId: r.teamId, userId: r.userId }] : []));
}
