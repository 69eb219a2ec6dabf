/**
 * A datetime-local input's value ("2030-05-04T18:30") means a wall-clock time in the LEAGUE's
 * zone, not the admin's phone's: these convert between it and an instant (ISO 8601).
 */
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClock(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute') };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as the input's value in the zone; '' for none. */
export function toZonedInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const t = wallClock(new Date(iso), timeZone);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

/** The input's value, read in the zone, as an ISO instant; null for '' or a value that is not a date and time. */
export function fromZonedInput(local: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const t = wallClock(new Date(instant), timeZone);
    return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) - instant;
  };
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant).toISOString();
}
