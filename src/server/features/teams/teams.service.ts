import { asc, desc, eq } from 'drizzle-orm';
import type { TeamOption } from '../../../shared/api/teams';
import type { Database } from '../../db/client';
import { seasons, teams } from '../../db/schema/index';

/** Spec §7 "Teams": every team by name; a name used in several seasons, newest season first. */
export async function listTeamOptions(db: Database): Promise<TeamOption[]> {
  return db
    .select({ id: teams.id, name: teams.name, season_name: seasons.name })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .orderBy(asc(teams.name), desc(seasons.startDate), desc(seasons.createdAt), asc(teams.id));
}
