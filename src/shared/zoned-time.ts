/**
 * Wall-clock times in the LEAGUE's time zone (an IANA name from the settings), whatever zone
 * the server or the visitor's phone is in. The one implementation: the web's datetime-local
 * inputs (src/web/lib/zoned-time.ts re-exports these), the server's league week
 * (dashboard/league-week.ts) and the league dates of games (the schedule's days, the
 * standings' trends) all convert through here.
 */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** What the zone's clocks show at that instant. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute'), second: part('second') };
}

/** The instant at which the zone's clocks show that date and time (seconds 0). */
export function zonedInstant(t: Pick<WallClock, 'year' | 'month' | 'day' | 'hour' | 'minute'>, timeZone: string): Date {
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  const offsetAt = (instant: number) => {
    const w = wallClock(new Date(instant), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
  };
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant);
}

export type LocalTime = Pick<WallClock, 'year' | 'month' | 'day' | 'hour' | 'minute'>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2:30 AM does not exist on Mar 8 (clocks go forward); choose another time." */
export function skippedTimeMessage(t: LocalTime): string {
  const hour = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${hour}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'} does not exist on ${MONTHS[t.month - 1] ?? ''} ${t.day} (clocks go forward); choose another time.`;
}

/**
 * The instant of a league-local date and time, or the reason there is none: on a spring-forward
 * day the zone's clocks skip an hour (2:30 AM never shows), and zonedInstant would quietly give
 * the hour before or after (a 2:30 kick-off was stored as 1:30). Every place that turns a date
 * and time someone chose into an instant (the game form, the schedule import, the generator)
 * asks here and refuses or skips the time instead. An hour that shows twice (fall back) exists.
 */
export function existingZonedInstant(t: LocalTime, timeZone: string): { instant: Date } | { skipped: string } {
  const instant = zonedInstant(t, timeZone);
  const shown = wallClock(instant, timeZone);
  const same = shown.year === t.year && shown.month === t.month && shown.day === t.day && shown.hour === t.hour && shown.minute === t.minute;
  return same ? { instant } : { skipped: skippedTimeMessage(t) };
}

/**
 * The instants a day (yyyy-MM-dd, already checked) starts and ends on the zone's clocks:
 * midnight to midnight, so a day with a clock change is 23 or 25 hours.
 */
export function zonedDayRange(day: string, timeZone: string): { start: Date; end: Date } {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return {
    start: zonedInstant({ year, month, day: date, hour: 0, minute: 0 }, timeZone),
    end: zonedInstant({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 }, timeZone),
  };
}

/**
 * The date (yyyy-MM-dd) the zone's clocks show at that instant: an 11:30 PM kick-off belongs to
 * that evening, whatever UTC says.
 */
export function zonedDate(instant: Date | string, timeZone: string): string {
  return wallClockDate(wallClock(new Date(instant), timeZone));
}

/** A wall clock's date as yyyy-MM-dd. */
export function wallClockDate(t: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
}

/** A wall clock's time as HH:mm. */
export function wallClockTime(t: Pick<WallClock, 'hour' | 'minute'>): string {
  return `${pad(t.hour)}:${pad(t.minute)}`;
}

/** The day holding `instant` on the zone's clocks, as zonedDayRange. */
export function zonedDayAround(instant: Date, timeZone: string): { start: Date; end: Date } {
  return zonedDayRange(zonedDate(instant, timeZone), timeZone);
}

/** A datetime-local input's value ("2030-05-04T18:30"), read as a wall-clock time in the zone. */
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as the input's value in the zone; '' for none. */
export function toZonedInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const t = wallClock(new Date(iso), timeZone);
  return `${wallClockDate(t)}T${wallClockTime(t)}`;
}

/** The input's value, read in the zone, as an ISO instant; null for '' or a value that is not a date and time. */
export function fromZonedInput(local: string, timeZone: string): string | null {
  const t = parseZonedInput(local);
  return t ? zonedInstant(t, timeZone).toISOString() : null;
}

function parseZonedInput(local: string): LocalTime | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute };
}

/** The message for an input's value the zone's clocks skip (see existingZonedInstant); null when it exists or is not a date and time. */
export function skippedZonedInput(local: string, timeZone: string): string | null {
  const t = parseZonedInput(local);
  if (!t) return null;
  const found = existingZonedInstant(t, timeZone);
  return 'skipped' in found ? found.skipped : null;
}
