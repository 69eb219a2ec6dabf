import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SplitRecord, TeamTrends } from '../../../shared/api/rankings';
import { DEFAULT_LEAGUE_SETTINGS } from '../../../shared/settings';
import { wallClock } from '../../../shared/zoned-time';
import { oracleScore, standingsCaseArbitrary } from '../../test/standings-arbitraries';
import { computeStandings, type StandingsGame, type StandingsRules } from './compute-standings';
import { computeTrends } from './trends';

const rules: StandingsRules = DEFAULT_LEAGUE_SETTINGS;
const TORONTO = 'America/Toronto';
const teams = [
  { id: 'a', name: 'Alders' },
  { id: 'b', name: 'Birches' },
  { id: 'c', name: 'Cedars' },
];

let gameNumber = 0;
function game(home: string, away: string, homeScore: number | null, awayScore: number | null, startsAt: string, status = 'final'): StandingsGame {
  gameNumber += 1;
  return { id: `g${String(gameNumber).padStart(4, '0')}`, homeTeamId: home, awayTeamId: away, status, homeScore, awayScore, startsAt: new Date(startsAt) };
}
/** A final at 7 PM Toronto time on day `day` of May 2030. */
const onDay = (home: string, away: string, homeScore: number, awayScore: number, day: number) =>
  game(home, away, homeScore, awayScore, `2030-05-${String(day).padStart(2, '0')}T23:00:00Z`);

function trendsOf(list: TeamTrends[], id: string): TeamTrends {
  const found = list.find((t) => t.team_id === id);
  if (!found) throw new Error(`no trends for ${id}`);
  return found;
}
const split = (played: number, won: number, drawn: number, lost: number, goals_for: number, goals_against: number, points: number): SplitRecord => ({
  played,
  won,
  drawn,
  lost,
  goals_for,
  goals_against,
  points,
});
const ZERO = split(0, 0, 0, 0, 0, 0, 0);

describe('computeTrends', () => {
  it('gives every team empty trends and no head-to-head cell before any game', () => {
    const trends = computeTrends(teams, [game('a', 'b', null, null, '2030-05-01T23:00:00Z', 'scheduled')], rules, TORONTO);
    expect(trends.teams).toEqual(
      teams.map((t) => ({
        team_id: t.id,
        team_name: t.name,
        form: [],
        current_streak: null,
        longest_winning_streak: 0,
        longest_unbeaten_streak: 0,
        home: ZERO,
        away: ZERO,
      })),
    );
    // No pair has met: no head-to-head cells (the answer does not grow with the square of the teams).
    expect(trends.head_to_head).toEqual([]);
    expect(trends.points_over_time).toEqual([]);
  });

  it('finds the current run and the longest winning and unbeaten runs, in kick-off order', () => {
    // a: W W D W W W L L, given shuffled.
    const games = [
      onDay('a', 'b', 1, 0, 1),
      onDay('c', 'a', 0, 2, 2),
      onDay('a', 'b', 1, 1, 3),
      onDay('a', 'c', 3, 0, 4),
      onDay('b', 'a', 0, 1, 5),
      onDay('a', 'c', 2, 1, 6),
      onDay('a', 'b', 0, 1, 7),
      onDay('c', 'a', 4, 0, 8),
    ].reverse();
    const a = trendsOf(computeTrends(teams, games, rules, TORONTO).teams, 'a');
    expect(a.form).toEqual(['W', 'W', 'W', 'L', 'L']);
    expect(a.current_streak).toEqual({ result: 'L', length: 2 });
    expect(a.longest_winning_streak).toBe(3);
    expect(a.longest_unbeaten_streak).toBe(6);
  });

  it('splits home and away records, forfeits at the set score', () => {
    const custom = { ...rules, forfeitWinnerGoals: 5, forfeitLoserGoals: 0 };
    const games = [onDay('a', 'b', 2, 1, 1), onDay('b', 'a', 0, 0, 2), game('c', 'a', 0, 1, '2030-05-03T23:00:00Z', 'forfeit'), onDay('a', 'c', 0, 3, 4)];
    const a = trendsOf(computeTrends(teams, games, custom, TORONTO).teams, 'a');
    expect(a.home).toEqual(split(2, 1, 0, 1, 2, 4, 3));
    expect(a.away).toEqual(split(2, 1, 1, 0, 5, 0, 4));
  });

  it("gives each ordered pair that met the row team's record against the column team, home and away, and no cell to a pair that did not", () => {
    const games = [onDay('a', 'b', 2, 1, 1), onDay('b', 'a', 3, 3, 2), onDay('b', 'c', 1, 0, 3)];
    const cells = computeTrends(teams, games, rules, TORONTO).head_to_head;
    const cell = (team: string, opponent: string) => cells.find((c) => c.team_id === team && c.opponent_id === opponent)?.record;
    expect(cell('a', 'b')).toEqual(split(2, 1, 1, 0, 5, 4, 4));
    expect(cell('b', 'a')).toEqual(split(2, 0, 1, 1, 4, 5, 1));
    expect(cell('b', 'c')).toEqual(split(1, 1, 0, 0, 1, 0, 3));
    expect(cell('a', 'c')).toBeUndefined();
  });

  it('adds up points after each league date with a counted result, on the league clocks', () => {
    const games = [
      // 11:30 PM in Toronto on May 4 (already May 5 in UTC) and 6 PM the same day: one date.
      game('a', 'b', 1, 0, '2030-05-05T03:30:00Z'),
      game('c', 'a', 1, 1, '2030-05-04T22:00:00Z'),
      // Not counted: no date of its own.
      game('b', 'c', null, null, '2030-05-06T22:00:00Z', 'postponed'),
      game('b', 'c', 2, 0, '2030-05-11T22:00:00Z'),
      // Another division's game counts for nobody here.
      game('a', 'x', 5, 0, '2030-05-12T22:00:00Z'),
    ];
    const trends = computeTrends(teams, games, rules, TORONTO);
    expect(trends.points_over_time).toEqual([
      { date: '2030-05-04', points: { a: 4, b: 0, c: 1 } },
      { date: '2030-05-11', points: { a: 4, b: 3, c: 1 } },
    ]);
    // In Paris both May 4 games fall on May 5, and the May 11 evening game on May 12.
    expect(computeTrends(teams, games, rules, 'Europe/Paris').points_over_time.map((p) => p.date)).toEqual(['2030-05-05', '2030-05-12']);
  });
});

const pad = (n: number) => String(n).padStart(2, '0');

describe('computeTrends over random divisions', () => {
  it('agrees with the table, mirrors head-to-head and ends the chart at the points won on the pitch', () => {
    fc.assert(
      fc.property(standingsCaseArbitrary, (c) => {
        const trends = computeTrends(c.teams, c.games, c.rules, TORONTO);
        const rows = computeStandings(c.teams, c.games, c.rules, { cards: c.cards, adjustments: c.adjustments });
        expect(trends.teams.map((t) => t.team_id)).toEqual(c.teams.map((t) => t.id));
        // A cell per ordered pair that met, never one for a pair that did not.
        expect(trends.head_to_head.every((cell) => cell.record.played > 0)).toBe(true);
        expect(new Set(trends.head_to_head.map((cell) => `${cell.team_id}>${cell.opponent_id}`)).size).toBe(trends.head_to_head.length);

        for (const row of rows) {
          const t = trendsOf(trends.teams, row.team_id);
          const both = (key: keyof SplitRecord) => t.home[key] + t.away[key];
          expect(t.form).toEqual(row.form);
          expect([both('played'), both('won'), both('drawn'), both('lost'), both('goals_for'), both('goals_against'), both('points')]).toEqual([
            row.played,
            row.won,
            row.drawn,
            row.lost,
            row.goals_for,
            row.goals_against,
            row.points - row.adjustment,
          ]);
          expect(t.longest_winning_streak).toBeLessThanOrEqual(row.won);
          expect(t.longest_unbeaten_streak).toBeGreaterThanOrEqual(t.longest_winning_streak);
          expect(t.longest_unbeaten_streak).toBeLessThanOrEqual(row.won + row.drawn);
          expect(t.current_streak?.length ?? 0).toBeLessThanOrEqual(row.played);
          expect(t.current_streak?.result ?? null).toBe(row.form.at(-1) ?? null);

          // The head-to-head cells of a team add up to its season and mirror the opponent's.
          const cells = trends.head_to_head.filter((cell) => cell.team_id === row.team_id);
          expect(cells.reduce((total, cell) => total + cell.record.played, 0)).toBe(row.played);
          expect(cells.reduce((total, cell) => total + cell.record.goals_for, 0)).toBe(row.goals_for);
          for (const cell of cells) {
            const mirror = trends.head_to_head.find((m) => m.team_id === cell.opponent_id && m.opponent_id === cell.team_id)?.record;
            expect(mirror && [mirror.won, mirror.drawn, mirror.lost, mirror.goals_for, mirror.goals_against]).toEqual([
              cell.record.lost,
              cell.record.drawn,
              cell.record.won,
              cell.record.goals_against,
              cell.record.goals_for,
            ]);
          }
        }

        // One chart point per league date with a counted game, in order, ending at each team's result points.
        const ids = new Set(c.teams.map((t) => t.id));
        const dates = new Set(
          c.games
            .filter((g) => oracleScore(g, ids, c.rules))
            .map((g) => wallClock(g.startsAt, TORONTO))
            .map((w) => `${w.year}-${pad(w.month)}-${pad(w.day)}`),
        );
        expect(trends.points_over_time.map((p) => p.date)).toEqual([...dates].sort());
        const last = trends.points_over_time.at(-1);
        for (const row of rows) expect(last?.points[row.team_id] ?? 0).toBe(row.points - row.adjustment);
        trends.points_over_time.forEach((point, i) => {
          expect(Object.keys(point.points).sort()).toEqual([...ids].sort());
          const before = trends.points_over_time[i - 1];
          // Every rule used awards no negative points, so no line goes down.
          for (const id of ids) expect(point.points[id] ?? 0).toBeGreaterThanOrEqual(before?.points[id] ?? 0);
        });
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
