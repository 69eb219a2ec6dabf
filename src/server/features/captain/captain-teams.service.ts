import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { CaptainTeams } from '../../../shared/api/captain';
import { toRosterRole } from '../../../shared/roster-roles';
import { findCurrentSeason } from '../../core/seasons/current-season';
import { isAdmin, LEADING_ROSTER_ROLES } from '../../core/team-access/index';
import type { Database } from '../../db/client';
import { divisions, players, seasons, teamRosters, teams } from '../../db/schema/index';
import type { Actor } from '../../http/context';

const teamColumns = {
  id: teams.id,
  name: teams.name,
  season_id: teams.seasonId,
  season_name: seasons.name,
  division_id: teams.divisionId,
  division_name: divisions.name,
  primary_color: teams.primaryColor,
  secondary_color: teams.secondaryColor,
};

/**
 * The team chooser's list (decision 076): the teams the caller captains or co-captains in any
 * season not yet completed; an admin also gets every team of the current season.
 */
export async function listCaptainTeams(db: Database, actor: Actor): Promise<CaptainTeams> {
  const led = await db
    .select({ ...teamColumns, role: teamRosters.rosterRole })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(and(eq(players.userId, actor.userId), inArray(teamRosters.rosterRole, [...LEADING_ROSTER_ROLES]), ne(seasons.status, 'completed')))
    .orderBy(asc(seasons.startDate), asc(divisions.name), asc(teams.name));
  const result = led.map(({ role, ...team }) => ({ ...team, my_role: toRosterRole(role) }));
  if (!isAdmin(actor)) return { teams: result };

  const current = await findCurrentSeason(db);
  if (!current) return { teams: result };
  const all = await db
    .select(teamColumns)
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teams.seasonId, current.id))
    .orderBy(asc(divisions.name), asc(teams.name));
  const ledIds = new Set(result.map((t) => t.id));
  return { teams: [...result, ...all.filter((t) => !ledIds.has(t.id)).map((t) => ({ ...t, my_role: null }))] };
}
