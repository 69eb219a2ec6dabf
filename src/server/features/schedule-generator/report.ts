import type { ScheduleReport, TeamReport, UnplacedGame } from '../../../shared/api/schedule-generator';
import { dateOfDay } from './calendar-days';
import type { GeneratorField, GeneratorTeam, PlacedGame } from './generate';
import { countBreaks, type Pairing, sidesInOrder } from './round-robin';

interface ReportInput {
  teams: readonly GeneratorTeam[];
  fields: readonly GeneratorField[];
  /** The day's kick-off times, earliest first. */
  times: readonly string[];
  /** In kick-off order. */
  placed: readonly PlacedGame[];
  pairings: readonly Pairing[];
  unplaced: UnplacedGame[];
}

/** The preview's numbers: what the admin reads to judge a schedule before saving it. */
export function buildReport({ teams, fields, times, placed, pairings, unplaced }: ReportInput): ScheduleReport {
  const lastTime = times.length - 1;
  const teamReports: TeamReport[] = teams.map((team, index) => {
    const own = placed.filter((p) => p.pairing.home === index || p.pairing.away === index);
    const at = (predicate: (p: PlacedGame) => boolean) => own.filter(predicate).length;
    return {
      team_id: team.id,
      team_name: team.name,
      games: own.length,
      home: at((p) => p.pairing.home === index),
      away: at((p) => p.pairing.away === index),
      breaks: countBreaks(new Map([[index, sidesOf(own, index)]])),
      early: lastTime >= 1 ? at((p) => p.timeIndex === 0) : 0,
      late: lastTime >= 1 ? at((p) => p.timeIndex === lastTime) : 0,
      by_time: times.map((time, t) => ({ time, games: at((p) => p.timeIndex === t) })),
      by_field: fields.map((field, f) => ({ field_id: field.id, games: at((p) => p.fieldIndex === f) })),
    };
  });
  const days = placed.map((p) => p.day);
  return {
    games_expected: pairings.length,
    games_placed: placed.length,
    first_date: days.length > 0 ? dateOfDay(Math.min(...days)) : null,
    last_date: days.length > 0 ? dateOfDay(Math.max(...days)) : null,
    teams: teamReports,
    by_time: times.map((time, t) => ({ time, games: placed.filter((p) => p.timeIndex === t).length })),
    by_field: fields.map((field, f) => ({ field_id: field.id, field_name: field.name, games: placed.filter((p) => p.fieldIndex === f).length })),
    breaks: teamReports.reduce((sum, t) => sum + t.breaks, 0),
    fewest_breaks: countBreaks(sidesInOrder(pairings)),
    home_away_spread: Math.max(0, ...teamReports.map((t) => Math.abs(t.home - t.away))),
    early_late_spread: lastTime >= 1 ? Math.max(0, ...teamReports.map((t) => Math.abs(t.early - t.late))) : null,
    unplaced,
  };
}

/** One team's home/away order, in kick-off order. */
function sidesOf(own: readonly PlacedGame[], team: number): ('home' | 'away')[] {
  return own.map((p) => (p.pairing.home === team ? 'home' : 'away'));
}
