import { and, asc, eq, inArray } from 'drizzle-orm';
import type { HomeStandingsDivision } from '../../../shared/api/home';
import { HOME_STANDINGS_ROWS } from '../../../shared/home';
import type { Database } from '../../db/client';
import { divisions, games, teams } from '../../db/schema/index';
import { findCurrentSeason } from '../seasons/current-season';
import { readLeagueSettings } from '../settings/league-settings';
import { computeStandings, type StandingsTeam } from './compute-standings';

/**
 * The home page's snippet: each division's top rows in the current season, computed live
 * from final and forfeited games (published standings come with the rankings issue).
 * One query for the season's teams and one for its counted games, whatever the division count.
 */
export async function listHomeStandings(db: Database): Promise<HomeStandingsDivision[]> {
  const season = await findCurrentSeason(db);
  if (!season) return [];
  const [teamRows, gameRows, settings] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name, divisionId: divisions.id, divisionName: divisions.name })
      .from(teams)
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .where(eq(teams.seasonId, season.id))
      .orderBy(asc(divisions.name), asc(divisions.id)),
    db
      .select({
        divisionId: games.divisionId,
        homeTeamId: games.homeTeamId,
        awayTeamId: games.awayTeamId,
        status: games.status,
        homeScore: games.homeScore,
        awayScore: games.awayScore,
      })
      .from(games)
      .where(and(eq(games.seasonId, season.id), inArray(games.status, ['final', 'forfeit']))),
    readLeagueSettings(db),
  ]);

  const byDivision = new Map<string, { name: string; teams: StandingsTeam[] }>();
  for (const t of teamRows) {
    const division = byDivision.get(t.divisionId) ?? { name: t.divisionName, teams: [] };
    division.teams.push({ id: t.id, name: t.name });
    byDivision.set(t.divisionId, division);
  }
  // A table of zeros says nothing on the home page: divisions show once a game counts.
  const played = new Set(gameRows.map((g) => g.divisionId));
  return [...byDivision]
    .filter(([divisionId]) => played.has(divisionId))
    .map(([divisionId, division]) => ({
      division_id: divisionId,
      division_name: division.name,
      rows: computeStandings(
        division.teams,
        gameRows.filter((g) => g.divisionId === divisionId),
        settings,
      )
        .slice(0, HOME_STANDINGS_ROWS)
        .map((r) => ({
          team_id: r.teamId,
          team_name: r.teamName,
          played: r.played,
          won: r.won,
          drawn: r.drawn,
          lost: r.lost,
          goal_difference: r.goalDifference,
          points: r.points,
        })),
    }));
}
