import type { FormResult, HeadToHeadCell, PointsOverTime, SplitRecord, TeamTrends } from '../../../shared/api/rankings';
import { zonedDate } from '../../../shared/zoned-time';
import { countedGames, FORM_LENGTH, pointsOf, resultOf, type StandingsGame, type StandingsRules, type StandingsTeam } from './compute-standings';

/** The trend parts of GET /api/rankings/enhanced for one division. */
export interface DivisionTrends {
  teams: TeamTrends[];
  head_to_head: HeadToHeadCell[];
  points_over_time: PointsOverTime;
}

function emptySplit(): SplitRecord {
  return { played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, points: 0 };
}

function addResult(split: SplitRecord, scored: number, conceded: number, rules: StandingsRules): FormResult {
  const result = resultOf(scored, conceded);
  split.played += 1;
  split.goals_for += scored;
  split.goals_against += conceded;
  if (result === 'W') split.won += 1;
  else if (result === 'D') split.drawn += 1;
  else split.lost += 1;
  split.points += pointsOf(result, rules);
  return result;
}

/** The current run and the longest runs of a team's results, oldest first. */
function streaksOf(results: readonly FormResult[]): Pick<TeamTrends, 'current_streak' | 'longest_winning_streak' | 'longest_unbeaten_streak'> {
  let winning = 0;
  let unbeaten = 0;
  let longestWinning = 0;
  let longestUnbeaten = 0;
  for (const result of results) {
    winning = result === 'W' ? winning + 1 : 0;
    unbeaten = result === 'L' ? 0 : unbeaten + 1;
    longestWinning = Math.max(longestWinning, winning);
    longestUnbeaten = Math.max(longestUnbeaten, unbeaten);
  }
  const last = results.at(-1);
  let length = 0;
  while (last && results[results.length - 1 - length] === last) length += 1;
  return {
    current_streak: last ? { result: last, length } : null,
    longest_winning_streak: longestWinning,
    longest_unbeaten_streak: longestUnbeaten,
  };
}

const pairKey = (team: string, opponent: string) => `${team}\u0000${opponent}`;

/**
 * A division's trends from its counted results (the same games and forfeit scores as its
 * table, through countedGames): per team form, streaks and home/away splits (in the order of
 * `teams`, so a caller can pass the table's order), the head-to-head record of every ordered pair that met,
 * and each team's cumulative points after each league date with a counted result.
 *
 * Points over time leave out admins' point adjustments: an adjustment is not a result and has
 * no game day, so the chart shows what was won on the pitch; the table's points include them.
 */
export function computeTrends(teams: readonly StandingsTeam[], games: readonly StandingsGame[], rules: StandingsRules, timeZone: string): DivisionTrends {
  const splits = new Map(teams.map((t) => [t.id, { home: emptySplit(), away: emptySplit(), results: [] as FormResult[] }]));
  const headToHead = new Map<string, SplitRecord>();
  const againstOf = (team: string, opponent: string) => {
    const key = pairKey(team, opponent);
    const split = headToHead.get(key) ?? emptySplit();
    headToHead.set(key, split);
    return split;
  };
  const cumulative = new Map(teams.map((t) => [t.id, 0]));
  const pointsOverTime: PointsOverTime = [];
  const snapshot = (date: string) => ({ date, points: Object.fromEntries(cumulative) });

  let currentDate: string | null = null;
  for (const { game, homeGoals, awayGoals } of countedGames(teams, games, rules)) {
    const home = splits.get(game.homeTeamId);
    const away = splits.get(game.awayTeamId);
    if (!home || !away) continue;
    const date = zonedDate(game.startsAt, timeZone);
    // Games come in kick-off order, so a league date never comes back once passed.
    if (currentDate !== null && date !== currentDate) pointsOverTime.push(snapshot(currentDate));
    currentDate = date;

    const homeResult = addResult(home.home, homeGoals, awayGoals, rules);
    const awayResult = addResult(away.away, awayGoals, homeGoals, rules);
    home.results.push(homeResult);
    away.results.push(awayResult);
    addResult(againstOf(game.homeTeamId, game.awayTeamId), homeGoals, awayGoals, rules);
    addResult(againstOf(game.awayTeamId, game.homeTeamId), awayGoals, homeGoals, rules);
    cumulative.set(game.homeTeamId, (cumulative.get(game.homeTeamId) ?? 0) + pointsOf(homeResult, rules));
    cumulative.set(game.awayTeamId, (cumulative.get(game.awayTeamId) ?? 0) + pointsOf(awayResult, rules));
  }
  if (currentDate !== null) pointsOverTime.push(snapshot(currentDate));

  return {
    teams: teams.map((team): TeamTrends => {
      const split = splits.get(team.id) ?? { home: emptySplit(), away: emptySplit(), results: [] };
      return {
        team_id: team.id,
        team_name: team.name,
        form: split.results.slice(-FORM_LENGTH),
        ...streaksOf(split.results),
        home: split.home,
        away: split.away,
      };
    }),
    // Only pairs that met: a cell per ordered pair of a division's teams grew with the square of
    // its teams (2,000 imported teams: 4 million cells per answer, issue 19). The matrix shows a
    // pair without a cell as not played yet.
    head_to_head: teams.flatMap((team) =>
      teams.flatMap((opponent) => {
        const record = headToHead.get(pairKey(team.id, opponent.id));
        return record ? [{ team_id: team.id, opponent_id: opponent.id, record }] : [];
      }),
    ),
    points_over_time: pointsOverTime,
  };
}
