import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { players, teamRosters, teams } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

type Db = Database | Transaction;

/** Roster roles that lead a team: the captain and co-captains (decision 076). */
export const LEADING_ROSTER_ROLES = ['captain', 'co_captain'] as const;

export const isAdmin = (actor: Pick<Actor, 'roles'>): boolean => actor.roles.includes('admin');

/** The caller's roster role on the team, or null when they are not on it. */
export async function rosterRoleOn(db: Db, userId: string, teamId: string): Promise<string | null> {
  const [row] = await db
    .select({ role: teamRosters.rosterRole })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(teamRosters.teamId, teamId), eq(players.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** Does the account captain or co-captain the team? */
export async function leadsTeam(db: Db, userId: string, teamId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamRosters.teamId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(teamRosters.teamId, teamId), eq(players.userId, userId), inArray(teamRosters.rosterRole, [...LEADING_ROSTER_ROLES])))
    .limit(1);
  return Boolean(row);
}

async function assertTeamExists(db: Db, teamId: string): Promise<void> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound('That team');
}

/**
 * The team check of every captain-area service (decision 076): an admin may act for any team,
 * anyone else only for a team they captain or co-captain (their roster role, not the account's
 * 'captain' role: that one says they lead *some* team). 404 for a team that does not exist.
 */
export async function assertCaptainOfTeam(db: Db, actor: Actor, teamId: string): Promise<void> {
  await assertTeamExists(db, teamId);
  if (isAdmin(actor)) return;
  if (!(await leadsTeam(db, actor.userId, teamId))) throw forbidden();
}

/** Players, captains and co-captains on the team's roster, and admins (team chat, the team's schedule). */
export async function assertTeamMember(db: Db, actor: Actor, teamId: string): Promise<void> {
  await assertTeamExists(db, teamId);
  if (isAdmin(actor)) return;
  if ((await rosterRoleOn(db, actor.userId, teamId)) === null) throw forbidden();
}
