import fc from 'fast-check';
import type { StandingsAdjustment, StandingsCard, StandingsGame, StandingsRules, StandingsTeam } from '../features/standings/compute-standings';

/**
 * Random divisions for the standings and trends property tests: few teams, small scores and a
 * handful of kick-off times so that ties on every rule (and same-day games) are common, plus
 * games that must not count (not final, a forfeit naming no winner, another division's team).
 */
export interface StandingsCase {
  teams: StandingsTeam[];
  games: StandingsGame[];
  rules: StandingsRules;
  cards: StandingsCard[];
  adjustments: StandingsAdjustment[];
}

/** An id no team of a case has: games against it belong to another division. */
export const OUTSIDE_TEAM_ID = 'outside';

/** Repeated and accented names, so the name rule and then the id are both reached. */
const NAMES = ['Alders', 'Birches', 'alders', 'Élan FC', 'Elms', 'Birches'];
const STATUSES = ['final', 'final', 'final', 'final', 'forfeit', 'scheduled', 'live', 'cancelled'];
const RULES: StandingsRules[] = [
  { pointsForWin: 3, pointsForDraw: 1, pointsForLoss: 0, forfeitWinnerGoals: 3, forfeitLoserGoals: 0 },
  { pointsForWin: 2, pointsForDraw: 1, pointsForLoss: 0, forfeitWinnerGoals: 1, forfeitLoserGoals: 0 },
  { pointsForWin: 3, pointsForDraw: 1, pointsForLoss: 1, forfeitWinnerGoals: 5, forfeitLoserGoals: 2 },
];
/** Kick-offs (UTC hours) chosen so some fall on the previous day in America/Toronto. */
const HOURS = [1, 3, 18, 23];

interface GameSpec {
  /** Index into the case's teams; the teams' count stands for a team of another division. */
  home: number;
  away: number;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
}

const when = fc.record({ day: fc.integer({ min: 1, max: 8 }), hour: fc.constantFrom(...HOURS) });

/** Any small division, or a crowded one (few teams, many low-scoring games). */
function randomGames(n: number, gameCount: number, maxGoals: number): fc.Arbitrary<GameSpec[]> {
  const score = fc.option(fc.integer({ min: 0, max: maxGoals }), { freq: 8 });
  const spec = fc.record({
    home: fc.integer({ min: 0, max: n }),
    away: fc.integer({ min: 0, max: n }),
    status: fc.constantFrom(...STATUSES),
    homeScore: score,
    awayScore: score,
  });
  return fc.array(spec, { maxLength: gameCount });
}

/**
 * A group of teams level on points, goal difference and goals for by construction, so the
 * head-to-head rule (and its second round among the teams still level) is reached: random
 * 1-0 / 0-0 / 0-1 results among teams 0..k-1, then games against team k (in the division)
 * that give each of them as many wins, draws and losses as the group's most.
 */
function tiedGames(k: number): fc.Arbitrary<GameSpec[]> {
  const result = fc.record({ home: fc.nat({ max: k - 1 }), away: fc.nat({ max: k - 1 }), outcome: fc.constantFrom('H', 'D', 'A') });
  return fc.array(result, { maxLength: 4 * k }).map((results) => {
    const played = results.filter((r) => r.home !== r.away);
    const tally = Array.from({ length: k }, () => ({ W: 0, D: 0, L: 0 }));
    const specs: GameSpec[] = played.map((r) => {
      const [homeScore, awayScore] = r.outcome === 'H' ? [1, 0] : r.outcome === 'A' ? [0, 1] : [0, 0];
      const home = tally[r.home];
      const away = tally[r.away];
      if (home && away) {
        if (r.outcome === 'D') [home.D, away.D] = [home.D + 1, away.D + 1];
        else if (r.outcome === 'H') [home.W, away.L] = [home.W + 1, away.L + 1];
        else [home.L, away.W] = [home.L + 1, away.W + 1];
      }
      return { home: r.home, away: r.away, status: 'final', homeScore, awayScore };
    });
    const most = { W: Math.max(...tally.map((t) => t.W)), D: Math.max(...tally.map((t) => t.D)), L: Math.max(...tally.map((t) => t.L)) };
    tally.forEach((t, team) => {
      const balance = (count: number, homeScore: number, awayScore: number) => {
        for (let i = 0; i < count; i += 1) specs.push({ home: team, away: k, status: 'final', homeScore, awayScore });
      };
      balance(most.W - t.W, 1, 0);
      balance(most.D - t.D, 0, 0);
      balance(most.L - t.L, 0, 1);
    });
    return specs;
  });
}

const shape = fc.oneof(
  fc.integer({ min: 1, max: 6 }).chain((n) => fc.record({ n: fc.constant(n), games: randomGames(n, 24, 3) })),
  fc.integer({ min: 3, max: 5 }).chain((n) => fc.record({ n: fc.constant(n), games: randomGames(n, 30, 1) })),
  fc.integer({ min: 2, max: 4 }).chain((k) => fc.record({ n: fc.constant(k + 1), games: tiedGames(k) })),
);

export const standingsCaseArbitrary: fc.Arbitrary<StandingsCase> = shape
  .chain(({ n, games }) =>
    fc.record({
      names: fc.array(fc.constantFrom(...NAMES), { minLength: n, maxLength: n }),
      games: fc.constant(games),
      whens: fc.array(when, { minLength: games.length, maxLength: games.length }),
      cards: fc.array(fc.record({ game: fc.nat(), home: fc.boolean(), type: fc.constantFrom<StandingsCard['type']>('yellow_card', 'red_card') }), {
        maxLength: 12,
      }),
      adjustments: fc.array(fc.record({ team: fc.integer({ min: 0, max: n }), points: fc.integer({ min: -5, max: 5 }) }), { maxLength: 3 }),
      rules: fc.constantFrom(...RULES),
    }),
  )
  .map(({ names, games, whens, cards, adjustments, rules }) => {
    const teamId = (i: number) => (i < names.length ? `t${i}` : OUTSIDE_TEAM_ID);
    const builtGames = games.map((g, i): StandingsGame => {
      const { day, hour } = whens[i] ?? { day: 1, hour: 18 };
      return {
        id: `g${String(i).padStart(2, '0')}`,
        homeTeamId: teamId(g.home),
        awayTeamId: teamId(g.away),
        status: g.status,
        homeScore: g.homeScore,
        awayScore: g.awayScore,
        startsAt: new Date(Date.UTC(2030, 4, day, hour)),
      };
    });
    return {
      teams: names.map((name, i) => ({ id: teamId(i), name })),
      games: builtGames,
      rules,
      cards: builtGames.length
        ? cards.map((c) => {
            const game = builtGames[c.game % builtGames.length] as StandingsGame;
            return { gameId: game.id, teamId: c.home ? game.homeTeamId : game.awayTeamId, type: c.type };
          })
        : [],
      adjustments: adjustments.map((a) => ({ teamId: teamId(a.team), points: a.points })),
    };
  });

/**
 * The score a game counts with, written again here from product.md so the properties do not
 * check the engine against itself: final with both scores; a forfeit with a winner, at the
 * league's set score; only between two different teams of the division.
 */
export function oracleScore(game: StandingsGame, teamIds: ReadonlySet<string>, rules: StandingsRules): [number, number] | null {
  if (game.homeTeamId === game.awayTeamId || !teamIds.has(game.homeTeamId) || !teamIds.has(game.awayTeamId)) return null;
  if (game.homeScore === null || game.awayScore === null) return null;
  if (game.status === 'final') return [game.homeScore, game.awayScore];
  if (game.status !== 'forfeit' || game.homeScore === game.awayScore) return null;
  return game.homeScore > game.awayScore ? [rules.forfeitWinnerGoals, rules.forfeitLoserGoals] : [rules.forfeitLoserGoals, rules.forfeitWinnerGoals];
}

/** The same items in a random order (fast-check shrinks it back towards the original). */
export function shuffled<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  return fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
}
