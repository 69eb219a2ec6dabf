import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StandingsExplanation, StandingsRow } from '../../../shared/api/rankings';
import { oracleScore, type StandingsCase, shuffled, standingsCaseArbitrary } from '../../test/standings-arbitraries';
import { computeStandings } from './compute-standings';

// product.md's order and the table's sums, checked over random divisions: each property
// recomputes what it needs from the games with the test's own counting (oracleScore).

const RUNS = { numRuns: 300 };
/** Cheap runs, but the machine is a shared two-core one. */
const PROPERTY_TIMEOUT_MS = 60_000;

const table = (c: StandingsCase) => computeStandings(c.teams, c.games, c.rules, { cards: c.cards, adjustments: c.adjustments });

function countedGames(c: StandingsCase) {
  const ids = new Set(c.teams.map((t) => t.id));
  return c.games.flatMap((game) => {
    const score = oracleScore(game, ids, c.rules);
    return score ? [{ game, score }] : [];
  });
}

function pointsFor(scored: number, conceded: number, c: StandingsCase): number {
  return scored > conceded ? c.rules.pointsForWin : scored === conceded ? c.rules.pointsForDraw : c.rules.pointsForLoss;
}

/** Points each team of `ids` took in the counted games among exactly `ids`. */
function headToHead(ids: readonly string[], c: StandingsCase): Map<string, number> {
  const points = new Map(ids.map((id) => [id, 0]));
  for (const { game, score } of countedGames(c)) {
    if (!ids.includes(game.homeTeamId) || !ids.includes(game.awayTeamId)) continue;
    points.set(game.homeTeamId, (points.get(game.homeTeamId) ?? 0) + pointsFor(score[0], score[1], c));
    points.set(game.awayTeamId, (points.get(game.awayTeamId) ?? 0) + pointsFor(score[1], score[0], c));
  }
  return points;
}

type Reason = Pick<StandingsExplanation, 'rule' | 'ours' | 'theirs'>;

/** Maximal runs of consecutive rows with the same key. */
function runsOf(rows: readonly StandingsRow[], key: (row: StandingsRow) => string | number): StandingsRow[][] {
  const out: StandingsRow[][] = [];
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    const last = out.at(-1);
    if (previous && last && key(previous) === key(row)) last.push(row);
    else out.push([row]);
  });
  return out;
}

/**
 * Checks that a run of rows level on points, GD and GF is in product.md's order, and returns why
 * each row is above the next: head-to-head among exactly the run, each sub-run still level
 * checked again among itself; a run head-to-head cannot split goes by discipline, then name, then id.
 */
function checkTied(run: readonly StandingsRow[], c: StandingsCase): Reason[] {
  const h2h = headToHead(
    run.map((r) => r.team_id),
    c,
  );
  const of = (row: StandingsRow) => h2h.get(row.team_id) ?? 0;
  const subRuns = runsOf(run, of);
  if (subRuns.length === 1) {
    return run.slice(1).map((lower, i) => {
      const upper = run[i] as StandingsRow;
      expect(upper.disciplinary_points).toBeLessThanOrEqual(lower.disciplinary_points);
      if (upper.disciplinary_points < lower.disciplinary_points)
        return { rule: 'discipline', ours: upper.disciplinary_points, theirs: lower.disciplinary_points };
      const byName = upper.team_name.localeCompare(lower.team_name, 'en');
      expect(byName < 0 || (byName === 0 && upper.team_id < lower.team_id)).toBe(true);
      return { rule: 'name', ours: null, theirs: null };
    });
  }
  const reasons: Reason[] = [];
  subRuns.forEach((sub, i) => {
    const above = subRuns[i - 1]?.at(-1);
    const first = sub[0] as StandingsRow;
    if (above) {
      expect(of(above)).toBeGreaterThan(of(first));
      reasons.push({ rule: 'head_to_head', ours: of(above), theirs: of(first) });
    }
    reasons.push(...checkTied(sub, c));
  });
  return reasons;
}

const STATS = ['points', 'goal_difference', 'goals_for'] as const;

/** Checks the whole table's order and returns the reason expected under each row but the last. */
function expectedReasons(rows: readonly StandingsRow[], c: StandingsCase): Reason[] {
  const blocks = runsOf(rows, (r) => `${r.points}|${r.goal_difference}|${r.goals_for}`);
  const reasons: Reason[] = [];
  blocks.forEach((block, i) => {
    const above = blocks[i - 1]?.at(-1);
    const first = block[0] as StandingsRow;
    if (above) {
      const rule = STATS.find((stat) => above[stat] !== first[stat]);
      if (!rule) throw new Error('blocks differ on a stat');
      expect(above[rule]).toBeGreaterThan(first[rule]);
      reasons.push({ rule, ours: above[rule], theirs: first[rule] });
    }
    reasons.push(...checkTied(block, c));
  });
  return reasons;
}

/** A row's fields that come from the games alone. */
const fromGames = ({ points, adjustment, position, explanation, ...rest }: StandingsRow) => ({ ...rest, resultPoints: points - adjustment });

describe('computeStandings over random divisions', () => {
  it(
    'orders by the rules of product.md, and each explanation names the first rule that separates the pair',
    () => {
      fc.assert(
        fc.property(standingsCaseArbitrary, (c) => {
          const rows = table(c);
          expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
          expect(rows.map((r) => r.team_id).sort()).toEqual(c.teams.map((t) => t.id).sort());
          const expected = expectedReasons(rows, c);
          rows.forEach((row, i) => {
            const below = rows[i + 1];
            if (!below) {
              expect(row.explanation).toBeNull();
              return;
            }
            expect(row.explanation).toEqual({ ...expected[i], team_id: below.team_id, team_name: below.team_name });
            // The rules before the one named are level.
            const rule = row.explanation?.rule ?? 'name';
            for (const stat of STATS) {
              if (stat === rule) break;
              expect(row[stat]).toBe(below[stat]);
            }
            if (rule === 'name') expect(row.disciplinary_points).toBe(below.disciplinary_points);
          });
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'adds up: every counted game is played twice, goals balance, points follow the results',
    () => {
      fc.assert(
        fc.property(standingsCaseArbitrary, (c) => {
          const rows = table(c);
          const counted = countedGames(c);
          const sum = (pick: (r: StandingsRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
          expect(sum((r) => r.played)).toBe(2 * counted.length);
          expect(sum((r) => r.goal_difference)).toBe(0);
          expect(sum((r) => r.goals_for)).toBe(sum((r) => r.goals_against));
          expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
          expect(sum((r) => r.goals_for)).toBe(counted.reduce((total, { score }) => total + score[0] + score[1], 0));
          const adjustments = new Map<string, number>();
          for (const a of c.adjustments) adjustments.set(a.teamId, (adjustments.get(a.teamId) ?? 0) + a.points);
          for (const r of rows) {
            const { pointsForWin, pointsForDraw, pointsForLoss } = c.rules;
            expect(r.played).toBe(r.won + r.drawn + r.lost);
            expect(r.goal_difference).toBe(r.goals_for - r.goals_against);
            expect(r.adjustment).toBe(adjustments.get(r.team_id) ?? 0);
            expect(r.points).toBe(r.won * pointsForWin + r.drawn * pointsForDraw + r.lost * pointsForLoss + r.adjustment);
            expect(r.form).toHaveLength(Math.min(5, r.played));
            expect(r.form.filter((f) => f === 'W').length).toBeLessThanOrEqual(r.won);
          }
          // Cards of counted games only.
          const countedIds = new Set(counted.map(({ game }) => game.id));
          const cardPoints = c.cards.filter((card) => countedIds.has(card.gameId)).reduce((total, card) => total + (card.type === 'red_card' ? 3 : 1), 0);
          expect(sum((r) => r.disciplinary_points)).toBe(cardPoints);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'gives the same table whatever order the teams, games, cards and adjustments come in',
    () => {
      const arbitrary = standingsCaseArbitrary.chain((c) =>
        fc.record({
          c: fc.constant(c),
          shuffledCase: fc.record({
            teams: shuffled(c.teams),
            games: shuffled(c.games),
            cards: shuffled(c.cards),
            adjustments: shuffled(c.adjustments),
            rules: fc.constant(c.rules),
          }),
        }),
      );
      fc.assert(
        fc.property(arbitrary, ({ c, shuffledCase }) => {
          expect(table(shuffledCase)).toEqual(table(c));
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'changes only points (and the order) with adjustments',
    () => {
      fc.assert(
        fc.property(standingsCaseArbitrary, (c) => {
          const adjusted = new Map(table(c).map((r) => [r.team_id, r]));
          for (const row of computeStandings(c.teams, c.games, c.rules, { cards: c.cards })) {
            const other = adjusted.get(row.team_id);
            expect(row.adjustment).toBe(0);
            expect(other && fromGames(other)).toEqual(fromGames(row));
            expect(other && other.points - other.adjustment).toBe(row.points);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
