import type { FormResult, StandingsExplanation, StandingsRow } from '../../../shared/api/rankings';
import type { LeagueSettings } from '../../../shared/settings';
import type { GameEventType } from '../../../shared/games';

export interface StandingsTeam {
  id: string;
  name: string;
}

export interface StandingsGame {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  /** Only 'final' and 'forfeit' games count; every other status is ignored. */
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  startsAt: Date;
}

/** The game events that count in the disciplinary column. */
export const STANDINGS_CARD_TYPES = ['yellow_card', 'red_card'] as const satisfies readonly GameEventType[];
export type StandingsCardType = (typeof STANDINGS_CARD_TYPES)[number];
export const isStandingsCardType = (type: GameEventType): type is StandingsCardType => (STANDINGS_CARD_TYPES as readonly GameEventType[]).includes(type);

export interface StandingsCard {
  gameId: string;
  teamId: string;
  type: StandingsCardType;
}

export interface StandingsAdjustment {
  teamId: string;
  points: number;
}

export type StandingsRules = Pick<LeagueSettings, 'pointsForWin' | 'pointsForDraw' | 'pointsForLoss' | 'forfeitWinnerGoals' | 'forfeitLoserGoals'>;

export interface StandingsExtras {
  cards?: readonly StandingsCard[];
  adjustments?: readonly StandingsAdjustment[];
}

/** product.md: a yellow card is one disciplinary point, a red card three. */
export const DISCIPLINARY_POINTS: Record<StandingsCard['type'], number> = { yellow_card: 1, red_card: 3 };

/** How many results `form` shows. */
export const FORM_LENGTH = 5;

/** The score a game counts with, home first; null when it does not count. */
export function countedScore(game: StandingsGame, rules: StandingsRules): [number, number] | null {
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

export interface CountedGame {
  game: StandingsGame;
  homeGoals: number;
  awayGoals: number;
}

/**
 * The games a division's table counts, in the order they were played (kick-off, then id):
 * counted scores between two different teams of `teams`. A game against a team of another
 * division is left out.
 */
export function countedGames(teams: readonly StandingsTeam[], games: readonly StandingsGame[], rules: StandingsRules): CountedGame[] {
  const ids = new Set(teams.map((t) => t.id));
  const counted: CountedGame[] = [];
  for (const game of games) {
    if (game.homeTeamId === game.awayTeamId || !ids.has(game.homeTeamId) || !ids.has(game.awayTeamId)) continue;
    const score = countedScore(game, rules);
    if (score) counted.push({ game, homeGoals: score[0], awayGoals: score[1] });
  }
  return counted.sort((a, b) => a.game.startsAt.getTime() - b.game.startsAt.getTime() || compareIds(a.game.id, b.game.id));
}

export function resultOf(scored: number, conceded: number): FormResult {
  return scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
}

export function pointsOf(result: FormResult, rules: StandingsRules): number {
  return result === 'W' ? rules.pointsForWin : result === 'D' ? rules.pointsForDraw : rules.pointsForLoss;
}

/** Ids compare by code unit, so the last resort does not depend on a locale. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type Line = Omit<StandingsRow, 'position' | 'explanation' | 'form'> & { results: FormResult[] };
/** Why a line is above the next one, before the next team's name is attached. */
type Reason = Pick<StandingsExplanation, 'rule' | 'ours' | 'theirs'>;

function emptyLine(team: StandingsTeam): Line {
  return {
    team_id: team.id,
    team_name: team.name,
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
    results: [],
  };
}

function record(line: Line, scored: number, conceded: number, rules: StandingsRules): void {
  const result = resultOf(scored, conceded);
  line.played += 1;
  line.goals_for += scored;
  line.goals_against += conceded;
  line.goal_difference = line.goals_for - line.goals_against;
  if (result === 'W') line.won += 1;
  else if (result === 'D') line.drawn += 1;
  else line.lost += 1;
  line.points += pointsOf(result, rules);
  line.results.push(result);
}

/** Points each team took from each opponent, over the counted games between them. */
type PairPoints = Map<string, Map<string, number>>;

function addPairPoints(pairs: PairPoints, team: string, opponent: string, points: number): void {
  const row = pairs.get(team) ?? new Map<string, number>();
  row.set(opponent, (row.get(opponent) ?? 0) + points);
  pairs.set(team, row);
}

/** Head-to-head points of each team of `group` in the games among exactly that group. */
function headToHeadPoints(group: readonly Line[], pairs: PairPoints): Map<string, number> {
  const points = new Map<string, number>();
  for (const line of group) {
    const against = pairs.get(line.team_id);
    let sum = 0;
    for (const other of group) if (other !== line) sum += against?.get(other.team_id) ?? 0;
    points.set(line.team_id, sum);
  }
  return points;
}

/** `sorted` cut into runs of consecutive items that are `same` as their neighbour. */
function runs<T>(sorted: readonly T[], same: (a: T, b: T) => boolean): T[][] {
  const out: T[][] = [];
  for (const item of sorted) {
    const last = out.at(-1);
    const previous = last?.at(-1);
    if (last && previous !== undefined && same(previous, item)) last.push(item);
    else out.push([item]);
  }
  return out;
}

interface Ordered {
  lines: Line[];
  /** reasons[i]: why lines[i] is above lines[i + 1]. */
  reasons: Reason[];
}

/** Ordered parts one after the other; `between` says why the last line of a part is above the first of the next. */
function concat(parts: readonly Ordered[], between: (upper: Line, lower: Line) => Reason): Ordered {
  const lines: Line[] = [];
  const reasons: Reason[] = [];
  for (const part of parts) {
    const upper = lines.at(-1);
    const lower = part.lines[0];
    if (upper && lower) reasons.push(between(upper, lower));
    lines.push(...part.lines);
    reasons.push(...part.reasons);
  }
  return { lines, reasons };
}

/** The last resorts, for teams level on everything else: fewer disciplinary points, then name, then id. */
function orderByDiscipline(group: readonly Line[]): Ordered {
  const lines = [...group].sort(
    (a, b) => a.disciplinary_points - b.disciplinary_points || a.team_name.localeCompare(b.team_name, 'en') || compareIds(a.team_id, b.team_id),
  );
  return concat(
    lines.map((line) => ({ lines: [line], reasons: [] })),
    (upper, lower): Reason =>
      upper.disciplinary_points !== lower.disciplinary_points
        ? { rule: 'discipline', ours: upper.disciplinary_points, theirs: lower.disciplinary_points }
        : { rule: 'name', ours: null, theirs: null },
  );
}

/**
 * Teams level on points, goal difference and goals for: head-to-head points among exactly
 * these teams; each subset still level is compared again among itself only (a three-way tie
 * that head-to-head splits 1 + 2 is settled for the two by their own games). A set that
 * head-to-head cannot split goes to discipline and name.
 *
 * The explanation between two head-to-head subsets shows the points within the group that
 * split them: in a three-way tie with A 7, B 7, C 3 among the three, "B ahead of C" shows 7 to 3
 * (the three-team mini-table) and "A ahead of B" shows the points of their own games, e.g. 4 to 1.
 * Each pair's values are those of the rule that actually decided that pair.
 */
function orderTied(group: readonly Line[], pairs: PairPoints): Ordered {
  if (group.length < 2) return { lines: [...group], reasons: [] };
  const h2h = headToHeadPoints(group, pairs);
  const of = (line: Line) => h2h.get(line.team_id) ?? 0;
  const sorted = [...group].sort((a, b) => of(b) - of(a));
  const subsets = runs(sorted, (a, b) => of(a) === of(b));
  if (subsets.length === 1) return orderByDiscipline(group);
  return concat(
    subsets.map((subset) => orderTied(subset, pairs)),
    (upper, lower) => ({ rule: 'head_to_head', ours: of(upper), theirs: of(lower) }),
  );
}

/** The rules that compare a row's own figures; each is named after its column. */
const STAT_RULES = ['points', 'goal_difference', 'goals_for'] as const;

function statReason(upper: Line, lower: Line): Reason {
  for (const rule of STAT_RULES) {
    if (upper[rule] !== lower[rule]) return { rule, ours: upper[rule], theirs: lower[rule] };
  }
  throw new Error('statReason called on lines level on points, goal difference and goals for');
}

/**
 * One division's table (product.md "Rankings and stats"): P W D L GF GA GD Pts, form, and
 * for each row why it is above the next. Every team is listed (a team yet to play has a row of
 * zeros). Order: points (adjustments included), goal difference, goals for, head-to-head points
 * among exactly the teams still tied, fewer disciplinary points (cards of counted games only),
 * name, id. Games against a team not in `teams` (another division) are ignored, with their cards.
 */
export function computeStandings(
  teams: readonly StandingsTeam[],
  games: readonly StandingsGame[],
  rules: StandingsRules,
  extras: StandingsExtras = {},
): StandingsRow[] {
  const lines = new Map(teams.map((team) => [team.id, emptyLine(team)]));
  const pairs: PairPoints = new Map();
  const counted = countedGames(teams, games, rules);
  for (const { game, homeGoals, awayGoals } of counted) {
    const home = lines.get(game.homeTeamId);
    const away = lines.get(game.awayTeamId);
    if (!home || !away) continue;
    record(home, homeGoals, awayGoals, rules);
    record(away, awayGoals, homeGoals, rules);
    addPairPoints(pairs, home.team_id, away.team_id, pointsOf(resultOf(homeGoals, awayGoals), rules));
    addPairPoints(pairs, away.team_id, home.team_id, pointsOf(resultOf(awayGoals, homeGoals), rules));
  }

  const countedById = new Map(counted.map((c) => [c.game.id, c.game]));
  for (const card of extras.cards ?? []) {
    const game = countedById.get(card.gameId);
    if (!game || (card.teamId !== game.homeTeamId && card.teamId !== game.awayTeamId)) continue;
    const line = lines.get(card.teamId);
    if (line) line.disciplinary_points += DISCIPLINARY_POINTS[card.type];
  }
  for (const adjustment of extras.adjustments ?? []) {
    const line = lines.get(adjustment.teamId);
    if (!line) continue;
    line.adjustment += adjustment.points;
    line.points += adjustment.points;
  }

  const byStats = [...lines.values()].sort((a, b) => b.points - a.points || b.goal_difference - a.goal_difference || b.goals_for - a.goals_for);
  const tied = runs(byStats, (a, b) => a.points === b.points && a.goal_difference === b.goal_difference && a.goals_for === b.goals_for);
  const ordered = concat(
    tied.map((group) => orderTied(group, pairs)),
    statReason,
  );

  return ordered.lines.map(({ results, ...line }, i): StandingsRow => {
    const below = ordered.lines[i + 1];
    const reason = ordered.reasons[i];
    return {
      position: i + 1,
      ...line,
      form: results.slice(-FORM_LENGTH),
      explanation: below && reason ? { ...reason, team_id: below.team_id, team_name: below.team_name } : null,
    };
  });
}
