// Words for the standings' tiebreakers, shared by the rankings pages (web) and anything the
// server writes about a table. No server imports here.
import type { StandingsRow, StandingsRule } from './api/rankings';

/** A stored table: a `published` snapshot the public sees, or a division's `final` table when the season ends (decision 041). */
export const PUBLICATION_KINDS = ['published', 'final'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

/** Column and legend labels of the tiebreakers, in STANDINGS_RULES order. */
export const STANDINGS_RULE_LABELS: Record<StandingsRule, string> = {
  points: 'Points',
  goal_difference: 'Goal difference',
  goals_for: 'Goals scored',
  head_to_head: 'Head-to-head points',
  discipline: 'Disciplinary points',
  name: 'Name',
};

/** "+3", "0", "−2" (a real minus sign): the sign says which way the difference goes. */
export function formatGoalDifference(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0';
}

/** How each rule reads after "Ahead of {team}". Discipline says "fewer" so a lower value reads as the better one. */
const PHRASES: Record<Exclude<StandingsRule, 'name'>, string> = {
  points: 'on points',
  goal_difference: 'on goal difference',
  goals_for: 'on goals scored',
  head_to_head: 'on head-to-head points',
  discipline: 'with fewer disciplinary points',
};

/**
 * Why a row is above the next, as the pages show it: "Ahead of Ironworks FC on points, 10 to 9".
 * Null on the last row, which is ahead of nobody.
 */
export function explainPlace(row: StandingsRow): string | null {
  const explanation = row.explanation;
  if (!explanation) return null;
  const ahead = `Ahead of ${explanation.team_name}`;
  if (explanation.rule === 'name') return `${ahead} by name: level on every tiebreaker`;
  const phrase = `${ahead} ${PHRASES[explanation.rule]}`;
  const { ours, theirs } = explanation;
  if (ours === null || theirs === null) return phrase;
  const show = explanation.rule === 'goal_difference' ? formatGoalDifference : String;
  return `${phrase}, ${show(ours)} to ${show(theirs)}`;
}

/** /admin/season-rankings: seasons per page (each with all its divisions' tables). */
export const SEASON_RANKINGS_PAGE_SIZE_DEFAULT = 4;
export const SEASON_RANKINGS_PAGE_SIZE_MAX = 20;
