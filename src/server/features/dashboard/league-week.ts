const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `instant`, as if that clock were UTC (ms since 1970). */
function wallClock(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The instant at which the zone's clocks show midnight starting local day `day` (days since 1970). */
function localMidnight(day: number, timeZone: string): Date {
  const wall = day * DAY_MS;
  // Twice: the offset at the first guess can differ across a daylight-saving change.
  const first = wall - (wallClock(wall, timeZone) - wall);
  return new Date(wall - (wallClock(first, timeZone) - first));
}

/**
 * The league's week around `now`: Monday 00:00 to the next Monday 00:00 on the league's
 * clocks (so a Sunday 11 PM kick-off is this week, even where UTC says Monday). A week with a
 * clock change is 167 or 169 hours long.
 */
export function leagueWeek(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = Math.floor(wallClock(now.getTime(), timeZone) / DAY_MS);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const monday = today - ((today + 3) % 7);
  return { start: localMidnight(monday, timeZone), end: localMidnight(monday + 7, timeZone) };
}
