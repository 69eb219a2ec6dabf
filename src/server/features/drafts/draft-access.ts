import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { draftTeams, players, teamRosters } from '../../db/schema/index';
import { isAdmin, LEADING_ROSTER_ROLES } from '../../core/team-access/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { forbidden } from '../../http/errors';

type Db = Database | Transaction;

export interface DraftViewer {
  actor: Actor;
  isAdmin: boolean;
  /** Teams of the draft the caller captains or co-captains (admins: every team). */
  myTeamIds: string[];
}

/**
 * Who may watch a draft (decision 081): admins, and the captains and co-captains of its teams;
 * any other caller gets 403.
 */
export async function draftViewerOf(db: Db, actor: Actor | null, draftId: string): Promise<DraftViewer> {
  const caller = requireActor(actor);
  const teamIds = (await db.select({ id: draftTeams.teamId }).from(draftTeams).where(eq(draftTeams.draftId, draftId))).map((r) => r.id);
  if (isAdmin(caller)) return { actor: caller, isAdmin: true, myTeamIds: teamIds };
  const led = teamIds.length
    ? await db
        .select({ teamId: teamRosters.teamId })
        .from(teamRosters)
        .innerJoin(players, eq(players.id, teamRosters.playerId))
        .where(and(inArray(teamRosters.teamId, teamIds), eq(players.userId, caller.userId), inArray(teamRosters.rosterRole, [...LEADING_ROSTER_ROLES])))
    : [];
  if (led.length === 0) throw forbidden();
  return { actor: caller, isAdmin: false, myTeamIds: led.map((r) => r.teamId) };
}

/** The user accounts that captain or co-captain a team: who hears that it is on the clock. */
export async function captainUserIdsOf(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: players.userId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(teamRosters.teamId, teamId), inArray(teamRosters.rosterRole, [...LEADING_ROSTER_ROLES])));
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}
