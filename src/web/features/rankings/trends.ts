import type { HeadToHeadCell, PointsOverTime, SplitRecord } from '../../../shared/api/rankings';

/** The matrix's lookup: the row team's record against the column team, undefined when they have not met. */
export function headToHeadIndex(cells: readonly HeadToHeadCell[]): (teamId: string, opponentId: string) => SplitRecord | undefined {
  const byPair = new Map(cells.map((cell) => [`${cell.team_id}/${cell.opponent_id}`, cell.record]));
  return (teamId, opponentId) => {
    const record = byPair.get(`${teamId}/${opponentId}`);
    return record && record.played > 0 ? record : undefined;
  };
}

/** One game day's points with every team filled in, as the chart and its table read them. */
export interface PointsDay {
  date: string;
  points: Record<string, number>;
}

/**
 * Every team's points on every game day: a team that did not play that day keeps its points
 * from before (0 before its first game), so no line breaks and no table cell is empty.
 */
export function pointsByDay(days: PointsOverTime, teamIds: readonly string[]): PointsDay[] {
  const running: Record<string, number> = Object.fromEntries(teamIds.map((id) => [id, 0]));
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      for (const id of teamIds) running[id] = day.points[id] ?? running[id] ?? 0;
      return { date: day.date, points: { ...running } };
    });
}

/** "2026-05-04" as "May 4" for the chart's axis and the table's rows (a calendar day: no time zone to apply). */
export function shortDay(date: string, locale?: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
