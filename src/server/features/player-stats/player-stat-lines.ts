import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { RESULT_GAME_STATUSES } from '../../../shared/games';
import type { Database } from '../../db/client';
import { divisions, gameEvents, games, players, seasons, teamRosters, teams } from '../../db/schema/index';
import { newestSeasonsFirst } from '../../core/seasons/current-season';

/** One roster place (a player on a team of a season) and the player's numbers for that team. */
export interface PlayerStatLine {
  playerId: string;
  firstName: string;
  lastName: string;
  team: { id: string; name: string; primaryColor: string; secondaryColor: string };
  division: { id: string; name: string };
  season: { id: string; name: string; status: string };
  games: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
}

/** Whose lines: a season's (optionally one division's), or one player's across seasons. */
export type StatScope = { seasonId: string; divisionId?: string } | { playerId: string };

function rosterFilter(scope: StatScope): SQL | undefined {
  if ('playerId' in scope) return eq(teamRosters.playerId, scope.playerId);
  return and(eq(teamRosters.seasonId, scope.seasonId), scope.divisionId ? eq(teamRosters.divisionId, scope.divisionId) : undefined);
}

const playedBy = (teamId: typeof teamRosters.teamId) => or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId));
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Each roster place of the scope with its games, goals, assists and cards (decision 043), newest
 * season first. Games are the counted games of the player's team: there is no check-in or lineup
 * yet to say who played. Events count when not deleted and in a counted game of that team, so a
 * player who changed teams keeps each team's numbers apart. Own goals are not goals.
 * Two queries whatever the number of players: the places with their games, then the events.
 */
export async function listPlayerStatLines(db: Database, scope: StatScope): Promise<PlayerStatLine[]> {
  const where = rosterFilter(scope);
  const [places, eventCounts] = await Promise.all([
    db
      .select({
        playerId: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        teamId: teams.id,
        teamName: teams.name,
        primaryColor: teams.primaryColor,
        secondaryColor: teams.secondaryColor,
        divisionId: divisions.id,
        divisionName: divisions.name,
        seasonId: seasons.id,
        seasonName: seasons.name,
        seasonStatus: seasons.status,
        games: count(games.id),
      })
      .from(teamRosters)
      // Public columns only, named one by one: the players table also holds contact and birth data.
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .innerJoin(teams, eq(teams.id, teamRosters.teamId))
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .innerJoin(seasons, eq(seasons.id, teams.seasonId))
      .leftJoin(games, and(inArray(games.status, RESULT_GAME_STATUSES), playedBy(teamRosters.teamId)))
      .where(where)
      .groupBy(teamRosters.teamId, teamRosters.playerId, players.id, teams.id, divisions.id, seasons.id)
      .orderBy(...newestSeasonsFirst, asc(divisions.name), asc(teams.name), asc(teams.id)),
    db
      .select({
        playerId: teamRosters.playerId,
        teamId: teamRosters.teamId,
        goals: countWhere(sql`${gameEvents.type} = 'goal' and ${gameEvents.playerId} = ${teamRosters.playerId}`),
        assists: countWhere(sql`${gameEvents.type} = 'goal' and ${gameEvents.assistPlayerId} = ${teamRosters.playerId}`),
        yellowCards: countWhere(sql`${gameEvents.type} = 'yellow_card' and ${gameEvents.playerId} = ${teamRosters.playerId}`),
        redCards: countWhere(sql`${gameEvents.type} = 'red_card' and ${gameEvents.playerId} = ${teamRosters.playerId}`),
      })
      .from(gameEvents)
      .innerJoin(games, and(eq(games.id, gameEvents.gameId), inArray(games.status, RESULT_GAME_STATUSES)))
      .innerJoin(
        teamRosters,
        and(playedBy(teamRosters.teamId), or(eq(teamRosters.playerId, gameEvents.playerId), eq(teamRosters.playerId, gameEvents.assistPlayerId))),
      )
      .where(and(where, isNull(gameEvents.deletedAt), inArray(gameEvents.type, ['goal', 'yellow_card', 'red_card'])))
      .groupBy(teamRosters.playerId, teamRosters.teamId),
  ]);

  const countsOf = new Map(eventCounts.map((c) => [`${c.playerId}:${c.teamId}`, c]));
  return places.map((p) => {
    const counts = countsOf.get(`${p.playerId}:${p.teamId}`);
    return {
      playerId: p.playerId,
      firstName: p.firstName,
      lastName: p.lastName,
      team: { id: p.teamId, name: p.teamName, primaryColor: p.primaryColor, secondaryColor: p.secondaryColor },
      division: { id: p.divisionId, name: p.divisionName },
      season: { id: p.seasonId, name: p.seasonName, status: p.seasonStatus },
      games: p.games,
      goals: counts?.goals ?? 0,
      assists: counts?.assists ?? 0,
      yellowCards: counts?.yellowCards ?? 0,
      redCards: counts?.redCards ?? 0,
    };
  });
}
