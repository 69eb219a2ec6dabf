import type { DivisionTable, FormResult, SplitRecord, StandingsChange, TeamTrends } from '../../../shared/api/rankings';
import { formatDate } from '../../lib/format';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export const FORM_WORDS: Record<FormResult, string> = { W: 'Won', D: 'Drawn', L: 'Lost' };

/** Where a table's rows come from, for the line under its heading: "Published Nov 3, 2026", "Live", "Final table". */
export function tableSourceLabel(table: Pick<DivisionTable, 'source' | 'as_of'>, timeZone?: string): string {
  if (table.source === 'published') return `Published ${formatDate(table.as_of, { timeZone })}`;
  if (table.source === 'final') return 'Final table';
  return 'Live';
}

/**
 * A published table the results have moved past (auto-publish off, issue 20): says so, and
 * when the table was published, in one sentence that stands on its own. Null otherwise.
 */
export function newerResultsNote(table: Pick<DivisionTable, 'source' | 'as_of' | 'newer_results'>, timeZone?: string): string | null {
  if (table.source !== 'published' || !table.newer_results) return null;
  return `Newer results have come in since this table was published on ${formatDate(table.as_of, { timeZone })}. It changes when the league publishes it again.`;
}

/** The current run: "Won 3", "Drawn 1"; "No games yet" before a first result. */
export function streakLabel(streak: TeamTrends['current_streak']): string {
  if (!streak) return 'No games yet';
  return `${FORM_WORDS[streak.result]} ${streak.length}`;
}

/** A record in one line: "2W 1D 0L, 5–2, 7 pts" (won, drawn, lost, goals for–against, points). */
export function recordLabel(record: SplitRecord): string {
  if (record.played === 0) return 'No games';
  return `${record.won}W ${record.drawn}D ${record.lost}L, ${record.goals_for}–${record.goals_against}, ${record.points} pts`;
}

/** A change since the last publication: "3rd → 1st" ("new → 1st" for a team not in it). */
export function positionChangeLabel(change: StandingsChange): string {
  return `${change.position_before === null ? 'new' : ordinal(change.position_before)} → ${ordinal(change.position_now)}`;
}

/** "3 → 6 pts" ("– → 6 pts" for a team not in the last publication). */
export function pointsChangeLabel(change: StandingsChange): string {
  return `${change.points_before ?? '–'} → ${change.points_now} pts`;
}

/** The line for divisions whose table the public cannot see yet. Null when there are none. */
export function unpublishedNote(divisionNames: readonly string[]): string | null {
  if (divisionNames.length === 0) return null;
  if (divisionNames.length === 1) return `The ${divisionNames[0]} table has not been published yet. It appears here once the league publishes it.`;
  return `Not published yet: ${divisionNames.join(', ')}. Their tables appear here once the league publishes them.`;
}
