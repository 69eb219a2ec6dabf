import { wallClock, zonedInstant } from './zoned-time';

const DAY_MS = 86_400_000;

/** The instant at which the zone's clocks show midnight starting local day `day` (days since 1970). */
function localMidnight(day: number, timeZone: string): Date {
  const date = new Date(day * DAY_MS);
  return zonedInstant({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0 }, timeZone);
}

/**
 * The league's week around `now`: Monday 00:00 to the next Monday 00:00 on the league's
 * clocks (so a Sunday 11 PM kick-off is this week, even where UTC says Monday). A week with a
 * clock change is 167 or 169 hours long.
 */
export function leagueWeek(now: Date, timeZone: string): { start: Date; end: Date } {
  const clock = wallClock(now, timeZone);
  const today = Math.floor(Date.UTC(clock.year, clock.month - 1, clock.day) / DAY_MS);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const monday = today - ((today + 3) % 7);
  return { start: localMidnight(monday, timeZone), end: localMidnight(monday + 7, timeZone) };
}
