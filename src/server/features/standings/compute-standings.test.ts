import { describe, expect, it } from 'vitest';
import type { StandingsRow } from '../../../shared/api/rankings';
import { DEFAULT_LEAGUE_SETTINGS } from '../../../shared/settings';
import { type StandingsCard, type StandingsGame, type StandingsRules, computeStandings } from './compute-standings';

const rules: StandingsRules = DEFAULT_LEAGUE_SETTINGS;
const teams = [
  { id: 'a', name: 'Alders' },
  { id: 'b', name: 'Birches' },
  { id: 'c', name: 'Cedars' },
  { id: 'd', name: 'Dogwoods' },
];

let gameNumber = 0;
/** A game on day `day` of May 2030 (each call gets a new id, so the games' order is the calls'). */
function game(status: string, home: string, away: string, homeScore: number | null, awayScore: number | null, day = 1): StandingsGame {
  gameNumber += 1;
  return {
    id: `g${String(gameNumber).padStart(4, '0')}`,
    homeTeamId: home,
    awayTeamId: away,
    status,
    homeScore,
    awayScore,
    startsAt: new Date(Date.UTC(2030, 4, day, 18)),
  };
}
const final = (home: string, away: string, homeScore: number, awayScore: number, day?: number) => game('final', home, away, homeScore, awayScore, day);
const card = (g: StandingsGame, teamId: string, type: StandingsCard['type']): StandingsCard => ({ gameId: g.id, teamId, type });

function rowOf(rows: StandingsRow[], id: string): StandingsRow {
  const row = rows.find((r) => r.team_id === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}
const order = (rows: StandingsRow[]) => rows.map((r) => r.team_id);
/** Each row's explanation as [rule, ours, theirs, team below]. */
const reasons = (rows: StandingsRow[]) =>
  rows.map((r) => r.explanation && [r.explanation.rule, r.explanation.ours, r.explanation.theirs, r.explanation.team_id]);

describe('computeStandings: counting', () => {
  it('lists every team with zeros before any game, by name, explained by name', () => {
    const rows = computeStandings(teams, [], rules);
    expect(rows.map((r) => r.team_name)).toEqual(['Alders', 'Birches', 'Cedars', 'Dogwoods']);
    expect(rows[0]).toEqual({
      position: 1,
      team_id: 'a',
      team_name: 'Alders',
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goals_for: 0,
      goals_against: 0,
      goal_difference: 0,
      points: 0,
      adjustment: 0,
      disciplinary_points: 0,
      form: [],
      explanation: { rule: 'name', team_id: 'b', team_name: 'Birches', ours: null, theirs: null },
    });
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(rows[3]?.explanation).toBeNull();
  });

  it('counts a win, a draw and a loss with goals both ways', () => {
    const rows = computeStandings(teams, [final('a', 'b', 3, 1), final('b', 'c', 2, 2), final('c', 'a', 1, 0)], rules);
    expect(rowOf(rows, 'a')).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1, goals_for: 3, goals_against: 2, goal_difference: 1, points: 3 });
    expect(rowOf(rows, 'b')).toMatchObject({ played: 2, won: 0, drawn: 1, lost: 1, goals_for: 3, goals_against: 5, goal_difference: -2, points: 1 });
    expect(rowOf(rows, 'c')).toMatchObject({ played: 2, won: 1, drawn: 1, lost: 0, goals_for: 3, goals_against: 2, goal_difference: 1, points: 4 });
    expect(rowOf(rows, 'd')).toMatchObject({ played: 0, points: 0 });
    expect(order(rows)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('uses the points of the settings', () => {
    const custom = { ...rules, pointsForWin: 2, pointsForDraw: 1, pointsForLoss: 1 };
    const rows = computeStandings(teams, [final('a', 'b', 1, 0), final('c', 'd', 0, 0)], custom);
    expect([rowOf(rows, 'a').points, rowOf(rows, 'b').points, rowOf(rows, 'c').points, rowOf(rows, 'd').points]).toEqual([2, 1, 1, 1]);
  });

  it('counts a forfeit as a win by the set score for the side stored ahead', () => {
    const custom = { ...rules, forfeitWinnerGoals: 5, forfeitLoserGoals: 1 };
    // Stored 0-1: the away side won, and it counts as the league's 5-1.
    const awayWins = computeStandings(teams, [game('forfeit', 'a', 'b', 0, 1)], custom);
    expect(rowOf(awayWins, 'b')).toMatchObject({ won: 1, goals_for: 5, goals_against: 1, points: 3, form: ['W'] });
    expect(rowOf(awayWins, 'a')).toMatchObject({ lost: 1, goals_for: 1, goals_against: 5, points: 0, form: ['L'] });
    const homeWins = computeStandings(teams, [game('forfeit', 'a', 'b', 3, 0)], rules);
    expect(rowOf(homeWins, 'a')).toMatchObject({ won: 1, goals_for: 3, goals_against: 0, points: 3 });
  });

  it('skips a forfeit that names no winner, and games that are not final', () => {
    const games: StandingsGame[] = [
      game('forfeit', 'a', 'b', null, null),
      game('forfeit', 'a', 'b', 0, 0),
      game('live', 'a', 'b', 2, 0),
      game('scheduled', 'a', 'b', null, null),
      game('postponed', 'a', 'b', null, null),
      game('cancelled', 'a', 'b', 1, 1),
      game('final', 'a', 'b', null, 2),
    ];
    const rows = computeStandings(teams, games, rules);
    expect(rows.every((r) => r.played === 0 && r.form.length === 0)).toBe(true);
  });

  it('ignores games against teams outside the division, and their cards', () => {
    const outside = final('a', 'x', 9, 0);
    const rows = computeStandings(teams, [outside, final('y', 'b', 0, 9)], rules, { cards: [card(outside, 'a', 'red_card')] });
    expect(rows.every((r) => r.played === 0 && r.disciplinary_points === 0)).toBe(true);
    expect(rows).toHaveLength(4);
  });

  it('shows the last five counted results as form, oldest first, by kick-off then id', () => {
    // Given out of order; two games on the same kick-off are taken by id.
    const sameKickOffFirst = { ...final('a', 'b', 0, 1, 3), id: 'g-same-1' };
    const sameKickOffSecond = { ...final('a', 'c', 2, 2, 3), id: 'g-same-2' };
    const games = [
      final('a', 'd', 5, 0, 9),
      sameKickOffSecond,
      final('a', 'b', 1, 0, 1),
      game('scheduled', 'a', 'c', null, null, 10),
      final('a', 'c', 0, 3, 7),
      sameKickOffFirst,
      final('a', 'd', 2, 0, 2),
    ];
    const rows = computeStandings(teams, games, rules);
    // Day 1 W, day 2 W, day 3 L then D, day 7 L, day 9 W: the last five.
    expect(rowOf(rows, 'a').form).toEqual(['W', 'L', 'D', 'L', 'W']);
    expect(rowOf(rows, 'd').form).toEqual(['L', 'L']);
  });

  it('counts yellow cards as 1 and red cards as 3, from counted games only', () => {
    const played = final('a', 'b', 1, 1);
    const notPlayed = game('scheduled', 'a', 'b', null, null);
    const cards = [card(played, 'a', 'yellow_card'), card(played, 'a', 'red_card'), card(played, 'b', 'yellow_card'), card(notPlayed, 'b', 'red_card')];
    // A card naming a team that was not in its game is not that team's.
    cards.push(card(played, 'c', 'red_card'));
    const rows = computeStandings(teams, [played, notPlayed], rules, { cards });
    expect([rowOf(rows, 'a').disciplinary_points, rowOf(rows, 'b').disciplinary_points, rowOf(rows, 'c').disciplinary_points]).toEqual([4, 1, 0]);
  });

  it('does not change its inputs', () => {
    const games = [final('a', 'b', 1, 0)];
    const extras = { cards: [card(games[0] as StandingsGame, 'a', 'yellow_card')], adjustments: [{ teamId: 'b', points: 2 }] };
    const copies = structuredClone({ games, teams, extras });
    computeStandings(teams, games, rules, extras);
    expect({ games, teams, extras }).toEqual(copies);
  });
});

describe('computeStandings: each tiebreaker on its own', () => {
  it('points first, whatever the goals', () => {
    const rows = computeStandings(teams, [final('a', 'b', 1, 0), final('a', 'd', 1, 0), final('c', 'd', 9, 0)], rules);
    // c's +9 does not outweigh a's second win.
    expect(order(rows)).toEqual(['a', 'c', 'b', 'd']);
    expect(reasons(rows)).toEqual([['points', 6, 3, 'c'], ['points', 3, 0, 'b'], ['goal_difference', -1, -10, 'd'], null]);
  });

  it('goal difference between teams level on points', () => {
    const rows = computeStandings(teams, [final('b', 'c', 3, 0), final('a', 'd', 1, 0)], rules);
    expect(order(rows).slice(0, 2)).toEqual(['b', 'a']);
    expect(rowOf(rows, 'b').explanation).toMatchObject({ rule: 'goal_difference', ours: 3, theirs: 1, team_id: 'a', team_name: 'Alders' });
  });

  it('goals for between teams level on points and goal difference', () => {
    const rows = computeStandings(teams, [final('a', 'c', 1, 0), final('b', 'd', 3, 2)], rules);
    expect(order(rows).slice(0, 2)).toEqual(['b', 'a']);
    expect(rowOf(rows, 'b').explanation).toMatchObject({ rule: 'goals_for', ours: 3, theirs: 1, team_id: 'a' });
  });

  it('head-to-head points between teams level on points, goal difference and goals for, before discipline and name', () => {
    const meeting = final('b', 'a', 1, 0);
    const games = [meeting, final('a', 'c', 1, 0), final('d', 'b', 1, 0)];
    // a and b: 3 points, 1-1 each; b won their meeting. b's red card does not outweigh that.
    const rows = computeStandings(teams, games, rules, { cards: [card(meeting, 'b', 'red_card')] });
    expect(order(rows)).toEqual(['d', 'b', 'a', 'c']);
    expect(reasons(rows)).toEqual([['goal_difference', 1, 0, 'b'], ['head_to_head', 3, 0, 'a'], ['points', 3, 0, 'c'], null]);
  });

  it('counts a forfeit between tied teams at the forfeit score in head-to-head', () => {
    const custom = { ...rules, forfeitWinnerGoals: 2, forfeitLoserGoals: 0 };
    // b wins the forfeit (stored 0-1, counted 2-0); a wins 2-0 against c; d beats b 2-0.
    const games = [game('forfeit', 'a', 'b', 0, 1), final('a', 'c', 2, 0), final('d', 'b', 2, 0)];
    const rows = computeStandings(teams, games, custom);
    expect(rowOf(rows, 'b')).toMatchObject({ goals_for: 2, goals_against: 2, points: 3 });
    expect(rowOf(rows, 'a')).toMatchObject({ goals_for: 2, goals_against: 2, points: 3 });
    expect(order(rows)).toEqual(['d', 'b', 'a', 'c']);
    expect(rowOf(rows, 'b').explanation).toMatchObject({ rule: 'head_to_head', ours: 3, theirs: 0, team_id: 'a' });
  });

  it('fewer disciplinary points when head-to-head is level too', () => {
    const draw = final('a', 'b', 1, 1);
    const rows = computeStandings(teams, [draw], rules, { cards: [card(draw, 'a', 'red_card'), card(draw, 'b', 'yellow_card')] });
    expect(order(rows)).toEqual(['b', 'a', 'c', 'd']);
    expect(reasons(rows).slice(0, 2)).toEqual([
      ['discipline', 1, 3, 'a'],
      ['points', 1, 0, 'c'],
    ]);
  });

  it('name, then id, when everything else is level', () => {
    const twins = [
      { id: 'z2', name: 'Same Name' },
      { id: 'z1', name: 'Same Name' },
      { id: 'm', name: 'Elms' },
      { id: 'k', name: 'éclair United' },
    ];
    const rows = computeStandings(twins, [], rules);
    // 'en' collation puts é with e: "éclair" before "Elms"; then the two of the same name by id.
    expect(order(rows)).toEqual(['k', 'm', 'z1', 'z2']);
    expect(reasons(rows)).toEqual([['name', null, null, 'm'], ['name', null, null, 'z1'], ['name', null, null, 'z2'], null]);
  });
});

describe('computeStandings: head-to-head among exactly the teams still tied', () => {
  const clubs = [
    { id: 'o', name: 'Oaks' },
    { id: 'x', name: 'Willows' },
    { id: 'y', name: 'Aspens' },
    { id: 'z', name: 'Maples' },
  ];
  // Double round robin among x, y, z; o evens out the totals so the three finish level on 7
  // points, GD -1, 2 goals for. Among the three: x 7, y 7, z 3. Among x and y only: x 4, y 1.
  const games = [
    final('x', 'y', 1, 0),
    final('y', 'x', 0, 0),
    final('y', 'z', 1, 0),
    final('z', 'y', 0, 1),
    final('x', 'z', 1, 0),
    final('z', 'x', 1, 0),
    final('o', 'x', 2, 0),
    final('o', 'y', 2, 0),
    final('z', 'o', 1, 0),
    final('o', 'z', 0, 0),
  ];

  it('separates one team, then settles the other two by their own games', () => {
    // x's yellow card and the names would both put y first: only the two-team head-to-head puts x there.
    const rows = computeStandings(clubs, games, rules, { cards: [card(games[0] as StandingsGame, 'x', 'yellow_card')] });
    for (const id of ['x', 'y', 'z']) expect(rowOf(rows, id)).toMatchObject({ points: 7, goal_difference: -1, goals_for: 2 });
    expect(order(rows)).toEqual(['o', 'x', 'y', 'z']);
    expect(reasons(rows)).toEqual([['goal_difference', 3, -1, 'x'], ['head_to_head', 4, 1, 'y'], ['head_to_head', 7, 3, 'z'], null]);
  });

  it('goes on to discipline when the two left are level between themselves', () => {
    // x and y draw twice and split their games with z; o evens out the totals to 6 points, GD -1,
    // 2 goals for. Among the three: z 6, x 5, y 5; among x and y only: 2 to 2.
    const level = [
      final('x', 'y', 0, 0),
      final('y', 'x', 0, 0),
      final('x', 'z', 1, 0),
      final('z', 'x', 1, 0),
      final('y', 'z', 1, 0),
      final('z', 'y', 1, 0),
      final('o', 'x', 1, 1),
      final('o', 'x', 1, 0),
      final('o', 'y', 1, 1),
      final('o', 'y', 1, 0),
      final('o', 'z', 1, 0),
    ];
    // y (Aspens) would be first by name; its yellow card puts x (Willows) above it.
    const rows = computeStandings(clubs, level, rules, { cards: [card(level[0] as StandingsGame, 'y', 'yellow_card')] });
    for (const id of ['x', 'y', 'z']) expect(rowOf(rows, id)).toMatchObject({ points: 6, goal_difference: -1, goals_for: 2 });
    expect(order(rows)).toEqual(['o', 'z', 'x', 'y']);
    expect(reasons(rows)).toEqual([['points', 11, 6, 'z'], ['head_to_head', 6, 5, 'x'], ['discipline', 0, 1, 'y'], null]);
  });
});

describe('computeStandings: adjustments', () => {
  it('adds adjustments to points before ordering, and shows their sum', () => {
    const games = [final('a', 'b', 2, 0), final('c', 'd', 1, 0)];
    const adjustments = [
      { teamId: 'b', points: 3 },
      { teamId: 'b', points: 2 },
      { teamId: 'a', points: -1 },
      { teamId: 'elsewhere', points: 50 },
    ];
    const rows = computeStandings(teams, games, rules, { adjustments });
    expect(order(rows)).toEqual(['b', 'c', 'a', 'd']);
    expect(rowOf(rows, 'b')).toMatchObject({ points: 5, adjustment: 5, won: 0, lost: 1 });
    expect(rowOf(rows, 'a')).toMatchObject({ points: 2, adjustment: -1 });
    expect(rowOf(rows, 'b').explanation).toMatchObject({ rule: 'points', ours: 5, theirs: 3, team_id: 'c' });
    expect(rowOf(rows, 'c').explanation).toMatchObject({ rule: 'points', ours: 3, theirs: 2, team_id: 'a' });
  });
});
