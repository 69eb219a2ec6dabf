import { asc, eq } from 'drizzle-orm';
import type { Leaderboard } from '../../../shared/api/leaderboard';
import type { Database } from '../../db/client';
import { divisions, teams } from '../../db/schema/index';
import { pageWindow } from '../../http/list-query';
import { chosenSeason, listSeasonChoices } from '../../core/seasons/seasons';
import { listPlayerStatLines } from './player-stat-lines';
import type { LeaderboardQuery } from './queries';
import { rankPlayers } from './rank-players';

/** The divisions with teams in the season, by name: the division filter's choices. */
async function listSeasonDivisions(db: Database, seasonId: string) {
  return db
    .selectDistinct({ id: divisions.id, name: divisions.name })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teams.seasonId, seasonId))
    .orderBy(asc(divisions.name), asc(divisions.id));
}

/**
 * GET /api/leaderboard (product.md "Rankings and stats"): the season's players with at least one
 * goal or assist, ranked by rankPlayers over the whole season (or division), then one page of it.
 * The season is the one asked for, else the current one. Public names only (decision 043).
 */
export async function listLeaderboard(db: Database, query: LeaderboardQuery): Promise<Leaderboard> {
  const allSeasons = await listSeasonChoices(db);
  const season = chosenSeason(allSeasons, query.season_id);
  const divisionId = query.division_id ?? null;
  const paging = { page: query.page, page_size: query.page_size };
  if (!season) return { items: [], total: 0, ...paging, seasons: allSeasons, season: null, divisions: [], division_id: divisionId };

  const [lines, seasonDivisions] = await Promise.all([
    listPlayerStatLines(db, { seasonId: season.id, divisionId: query.division_id }),
    listSeasonDivisions(db, season.id),
  ]);
  // A season's players number in the hundreds: ranking them all in memory is cheaper than a window query per page.
  const ranked = rankPlayers(lines.filter((line) => line.goals + line.assists > 0));
  const { limit, offset } = pageWindow(query);
  return {
    items: ranked.slice(offset, offset + limit).map((r) => ({
      rank: r.rank,
      player: { id: r.playerId, first_name: r.firstName, last_name: r.lastName },
      team: { id: r.team.id, name: r.team.name, primary_color: r.team.primaryColor, secondary_color: r.team.secondaryColor },
      division: r.division,
      games: r.games,
      goals: r.goals,
      assists: r.assists,
      points: r.points,
    })),
    total: ranked.length,
    ...paging,
    seasons: allSeasons,
    season,
    divisions: seasonDivisions,
    division_id: divisionId,
  };
}
