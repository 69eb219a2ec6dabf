import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_SETTINGS } from '../../../shared/settings';
import { computeStandings, type StandingsGame, type StandingsRules } from './compute-standings';

const rules: StandingsRules = DEFAULT_LEAGUE_SETTINGS;
const teams = [
  { id: 'a', name: 'Alders' },
  { id: 'b', name: 'Birches' },
  { id: 'c', name: 'Cedars' },
  { id: 'd', name: 'Dogwoods' },
];

function final(home: string, away: string, homeScore: number, awayScore: number): StandingsGame {
  return { homeTeamId: home, awayTeamId: away, status: 'final', homeScore, awayScore };
}

function rowOf(rows: ReturnType<typeof computeStandings>, id: string) {
  const row = rows.find((r) => r.teamId === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

describe('computeStandings', () => {
  it('lists every team with zeros before any game, by name', () => {
    const rows = computeStandings(teams, [], rules);
    expect(rows.map((r) => r.teamName)).toEqual(['Alders', 'Birches', 'Cedars', 'Dogwoods']);
    expect(rows[0]).toEqual({
      teamId: 'a',
      teamName: 'Alders',
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      points: 0,
    });
  });

  it('counts a win, a draw and a loss with goals both ways', () => {
    const rows = computeStandings(teams, [final('a', 'b', 3, 1), final('b', 'c', 2, 2), final('c', 'a', 1, 0)], rules);
    expect(rowOf(rows, 'a')).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 3, goalsAgainst: 2, goalDifference: 1, points: 3 });
    expect(rowOf(rows, 'b')).toMatchObject({ played: 2, won: 0, drawn: 1, lost: 1, goalsFor: 3, goalsAgainst: 5, goalDifference: -2, points: 1 });
    expect(rowOf(rows, 'c')).toMatchObject({ played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 3, goalsAgainst: 2, goalDifference: 1, points: 4 });
    expect(rowOf(rows, 'd')).toMatchObject({ played: 0, points: 0 });
    expect(rows.map((r) => r.teamId)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('uses the points of the settings', () => {
    const custom = { ...rules, pointsForWin: 2, pointsForDraw: 1, pointsForLoss: 1 };
    const rows = computeStandings(teams, [final('a', 'b', 1, 0), final('c', 'd', 0, 0)], custom);
    expect(rowOf(rows, 'a').points).toBe(2);
    expect(rowOf(rows, 'b').points).toBe(1);
    expect(rowOf(rows, 'c').points).toBe(1);
    expect(rowOf(rows, 'd').points).toBe(1);
  });

  it('counts a forfeit as a win by the set score for the side stored ahead', () => {
    const forfeit = (homeScore: number, awayScore: number): StandingsGame => ({ homeTeamId: 'a', awayTeamId: 'b', status: 'forfeit', homeScore, awayScore });
    const custom = { ...rules, forfeitWinnerGoals: 5, forfeitLoserGoals: 1 };
    // Stored 0-1: the away side won, and it counts as the league's 5-1.
    const awayWins = computeStandings(teams, [forfeit(0, 1)], custom);
    expect(rowOf(awayWins, 'b')).toMatchObject({ won: 1, goalsFor: 5, goalsAgainst: 1, points: 3 });
    expect(rowOf(awayWins, 'a')).toMatchObject({ lost: 1, goalsFor: 1, goalsAgainst: 5, points: 0 });
    const homeWins = computeStandings(teams, [forfeit(3, 0)], rules);
    expect(rowOf(homeWins, 'a')).toMatchObject({ won: 1, goalsFor: 3, goalsAgainst: 0, points: 3 });
  });

  it('skips a forfeit that names no winner, and games that are not final', () => {
    const games: StandingsGame[] = [
      { homeTeamId: 'a', awayTeamId: 'b', status: 'forfeit', homeScore: null, awayScore: null },
      { homeTeamId: 'a', awayTeamId: 'b', status: 'forfeit', homeScore: 0, awayScore: 0 },
      { homeTeamId: 'a', awayTeamId: 'b', status: 'live', homeScore: 2, awayScore: 0 },
      { homeTeamId: 'a', awayTeamId: 'b', status: 'scheduled', homeScore: null, awayScore: null },
      { homeTeamId: 'a', awayTeamId: 'b', status: 'postponed', homeScore: null, awayScore: null },
      { homeTeamId: 'a', awayTeamId: 'b', status: 'cancelled', homeScore: 1, awayScore: 1 },
      { homeTeamId: 'a', awayTeamId: 'b', status: 'final', homeScore: null, awayScore: 2 },
    ];
    const rows = computeStandings(teams, games, rules);
    expect(rows.every((r) => r.played === 0)).toBe(true);
  });

  it('ignores games against teams outside the division', () => {
    const rows = computeStandings(teams, [final('a', 'x', 9, 0), final('y', 'b', 0, 9)], rules);
    expect(rows.every((r) => r.played === 0)).toBe(true);
    expect(rows).toHaveLength(4);
  });

  it('orders by points, then goal difference, then goals for, then name', () => {
    const games = [
      final('a', 'c', 4, 0),
      final('b', 'd', 1, 0),
      final('c', 'd', 4, 1),
      final('d', 'c', 3, 0),
      // One more win for the last by name: points come before everything else.
      final('d', 'a', 1, 0),
    ];
    const rows = computeStandings(teams, games, rules);
    // d 6 pts; then a, b and c on 3 points, by goal difference: a +3, b +1, c -4.
    expect(rows.map((r) => [r.teamId, r.points, r.goalDifference])).toEqual([
      ['d', 6, 0],
      ['a', 3, 3],
      ['b', 3, 1],
      ['c', 3, -4],
    ]);
  });

  it('breaks a tie on points and goal difference by goals for', () => {
    const rows = computeStandings(teams, [final('a', 'c', 1, 0), final('b', 'd', 3, 2)], rules);
    expect(rows.slice(0, 2).map((r) => r.teamId)).toEqual(['b', 'a']);
  });

  it('breaks a full tie by name, whatever order the teams came in', () => {
    const reversed = [...teams].reverse();
    const rows = computeStandings(reversed, [final('d', 'b', 2, 2), final('c', 'a', 2, 2)], rules);
    expect(rows.map((r) => r.teamName)).toEqual(['Alders', 'Birches', 'Cedars', 'Dogwoods']);
  });

  it('does not change its inputs', () => {
    const games = [final('a', 'b', 1, 0)];
    const copy = structuredClone(games);
    const teamCopy = structuredClone(teams);
    computeStandings(teams, games, rules);
    expect(games).toEqual(copy);
    expect(teams).toEqual(teamCopy);
  });
});
