import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PublicSeason } from '../../../shared/api/seasons';
import type { Database } from '../../db/client';
import { divisions, registrationPeriods, seasons, teams } from '../../db/schema/index';
import { toSeasonStatus } from './season-views';

/**
 * Every season, newest first, with the divisions it offers (those with teams or a
 * registration period in it): the season and division pickers of the public pages.
 * Names, dates and statuses only; nothing private.
 */
export async function listPublicSeasons(db: Database): Promise<PublicSeason[]> {
  const rows = await db
    .select({ id: seasons.id, name: seasons.name, status: seasons.status, startDate: seasons.startDate, endDate: seasons.endDate })
    .from(seasons)
    .orderBy(desc(seasons.startDate), asc(seasons.name), asc(seasons.id));
  if (rows.length === 0) return [];
  const offered = db
    .selectDistinct({ seasonId: teams.seasonId, divisionId: teams.divisionId })
    .from(teams)
    .union(db.selectDistinct({ seasonId: registrationPeriods.seasonId, divisionId: registrationPeriods.divisionId }).from(registrationPeriods))
    .as('offered');
  const pairs = await db
    .select({ seasonId: offered.seasonId, divisionId: divisions.id, divisionName: divisions.name })
    .from(offered)
    .innerJoin(divisions, eq(divisions.id, offered.divisionId))
    .where(
      inArray(
        offered.seasonId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(sql`lower(${divisions.name})`), asc(divisions.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: toSeasonStatus(r.status),
    start_date: r.startDate,
    end_date: r.endDate,
    divisions: pairs.filter((p) => p.seasonId === r.id).map((p) => ({ id: p.divisionId, name: p.divisionName })),
  }));
}
