import type { LeagueSettings } from '../../../shared/settings';

export interface StandingsTeam {
  id: string;
  name: string;
}

export interface StandingsGame {
  homeTeamId: string;
  awayTeamId: string;
  /** Only 'final' and 'forfeit' games count; every other status is ignored. */
  status: string;
  homeScore: number | null;
  awayScore: number | null;
}

export type StandingsRules = Pick<LeagueSettings, 'pointsForWin' | 'pointsForDraw' | 'pointsForLoss' | 'forfeitWinnerGoals' | 'forfeitLoserGoals'>;

export interface StandingsRow {
  teamId: string;
  teamName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

/** The score a game counts with, home first; null when it does not count. */
function countedScore(game: StandingsGame, rules: StandingsRules): [number, number] | null {
  const { homeScore, awayScore } = game;
  if (homeScore === null || awayScore === null) return null;
  if (game.status === 'final') return [homeScore, awayScore];
  if (game.status === 'forfeit') {
    // A forfeit is stored with the winner ahead (e.g. 3-0); whatever was typed, it counts as
    // the league's set forfeit score. Level or missing scores name no winner: not counted.
    if (homeScore === awayScore) return null;
    const { forfeitWinnerGoals: win, forfeitLoserGoals: lose } = rules;
    return homeScore > awayScore ? [win, lose] : [lose, win];
  }
  return null;
}

function emptyRow(team: StandingsTeam): StandingsRow {
  return { teamId: team.id, teamName: team.name, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0 };
}

function record(row: StandingsRow, scored: number, conceded: number, rules: StandingsRules): void {
  row.played += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  if (scored > conceded) {
    row.won += 1;
    row.points += rules.pointsForWin;
  } else if (scored === conceded) {
    row.drawn += 1;
    row.points += rules.pointsForDraw;
  } else {
    row.lost += 1;
    row.points += rules.pointsForLoss;
  }
}

/**
 * One division's table from its games: P W D L GF GA GD Pts, every team listed (a team yet
 * to play has a row of zeros). Order: points, goal difference, goals for, then name.
 * product.md's full tiebreakers (head-to-head points among the tied teams, then fewer
 * disciplinary points) come with the rankings issue, which has the game events they need;
 * until then teams level on points, GD and GF are ordered by name.
 * Games against a team not in `teams` (another division) are ignored.
 */
export function computeStandings(teams: readonly StandingsTeam[], games: readonly StandingsGame[], rules: StandingsRules): StandingsRow[] {
  const rows = new Map(teams.map((team) => [team.id, emptyRow(team)]));
  for (const game of games) {
    const home = rows.get(game.homeTeamId);
    const away = rows.get(game.awayTeamId);
    if (!home || !away || home === away) continue;
    const score = countedScore(game, rules);
    if (!score) continue;
    record(home, score[0], score[1], rules);
    record(away, score[1], score[0], rules);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      a.teamName.localeCompare(b.teamName, 'en') ||
      a.teamId.localeCompare(b.teamId),
  );
}
