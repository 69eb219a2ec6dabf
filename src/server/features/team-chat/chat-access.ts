import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { players, teamRosters, teams } from '../../db/schema/index';
import { holdsAnyRole } from '../../http/access';
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

const CAPTAIN_ROLES = ['captain', 'co_captain'] as const;

/**
 * Who may use a team's chat (decision 078): the team's roster (through their player record)
 * and admins. Anyone else gets 403 for reading, the stream and sending; a team that does not
 * exist is a 404. The route's rule only required a signed-in caller: this is the team check.
 */
export async function chatAccessOf(db: Database | Transaction, actor: Actor, teamId: string): Promise<ChatAccess> {
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('That team');
  const [place] = await db
    .select({ role: teamRosters.rosterRole })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(teamRosters.teamId, teamId), eq(players.userId, actor.userId)));
  const admin = holdsAnyRole(actor, ['admin']);
  if (!place && !admin) throw forbidden();
  const captain = place !== undefined && (CAPTAIN_ROLES as readonly string[]).includes(place.role);
  return { teamId: team.id, teamName: team.name, member: place !== undefined, moderator: captain || admin };
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
