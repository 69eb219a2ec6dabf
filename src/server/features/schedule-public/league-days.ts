import { wallClock, zonedInstant } from '../../../shared/zoned-time';

/** "2030-05-04" → its parts. The caller has checked the text (isCalendarDay). */
function dayParts(day: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return { year, month, day: date };
}

/** The instant the league's clocks show midnight starting that day. */
export function startOfLeagueDay(day: string, timeZone: string): Date {
  return zonedInstant({ ...dayParts(day), hour: 0, minute: 0 }, timeZone);
}

/** The instant the league's clocks show midnight ending that day (a 23- or 25-hour day included). */
export function endOfLeagueDay(day: string, timeZone: string): Date {
  const { year, month, day: date } = dayParts(day);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return zonedInstant({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 }, timeZone);
}

/** Midnight starting the league's today. */
export function startOfLeagueToday(now: Date, timeZone: string): Date {
  const clock = wallClock(now, timeZone);
  return zonedInstant({ year: clock.year, month: clock.month, day: clock.day, hour: 0, minute: 0 }, timeZone);
}
