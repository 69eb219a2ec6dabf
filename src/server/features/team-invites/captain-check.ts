import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { players, teamRosters, teams } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

/**
 * An admin may act for any team; anyone else only for a team they captain or co-captain (their
 * roster role: the account's 'captain' role only says they lead some team). 404 for no team.
 */
export async function assertCaptainOfTeam(db: Database | Transaction, actor: Actor, teamId: string): Promise<void> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound('That team');
  if (actor.roles.includes('admin')) return;
  const [lead] = await db
    .select({ teamId: teamRosters.teamId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(teamRosters.teamId, teamId), eq(players.userId, actor.userId), inArray(teamRosters.rosterRole, ['captain', 'co_captain'])))
    .limit(1);
  if (!lead) throw forbidden();
}
