import type { HomeStandingsDivision } from '../../../shared/api/home';
import { HOME_STANDINGS_ROWS } from '../../../shared/home';
import type { Database } from '../../db/client';
import { readPublicTables } from './publications';

/**
 * The home page's snippet: the top rows of the tables the public sees on /rankings for the
 * current season (decision 041), read from stored tables, never recomputed per request. The
 * caller has the season and the auto-publish setting already (the home page reads both).
 */
export async function listHomeStandings(db: Database, season: { id: string } | null, autoPublish: boolean): Promise<HomeStandingsDivision[]> {
  if (!season) return [];
  const { tables } = await readPublicTables(db, season.id, autoPublish);
  // A table of zeros says nothing on the home page: divisions show once a game counts.
  return tables
    .filter((table) => table.rows.some((row) => row.played > 0))
    .map((table) => ({
      division_id: table.division_id,
      division_name: table.division_name,
      rows: table.rows.slice(0, HOME_STANDINGS_ROWS).map((r) => ({
        team_id: r.team_id,
        team_name: r.team_name,
        played: r.played,
        won: r.won,
        drawn: r.drawn,
        lost: r.lost,
        goal_difference: r.goal_difference,
        points: r.points,
      })),
    }));
}
