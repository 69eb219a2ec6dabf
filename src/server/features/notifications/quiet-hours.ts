import { URGENT_PASSES_QUIET_HOURS_MS } from '../../../shared/notifications';
import { wallClock, zonedInstant } from '../../../shared/zoned-time';

export interface QuietHoursSetting {
  enabled: boolean;
  /** HH:MM in the league's time zone. */
  start: string;
  end: string;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * When quiet hours hold a push or SMS sent at `now` (the league's wall clock), the instant
 * they end; undefined when it may go now. A window whose end is before its start runs over
 * midnight (22:00-07:00); equal start and end mean no quiet hours.
 */
export function quietHoursEnd(now: Date, quiet: QuietHoursSetting, timeZone: string): Date | undefined {
  if (!quiet.enabled) return undefined;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return undefined;
  const clock = wallClock(now, timeZone);
  const minute = clock.hour * 60 + clock.minute;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return undefined;
  // The end is today when it is still ahead on the clock, else tomorrow (league calendar days).
  const day = minute < end ? clock : nextDay(clock);
  return zonedInstant({ year: day.year, month: day.month, day: day.day, hour: Math.floor(end / 60), minute: end % 60 }, timeZone);
}

function nextDay(t: { year: number; month: number; day: number }) {
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** A change to something starting within 3 hours (a game) passes quiet hours. */
export function passesQuietHours(urgentUntil: Date | null | undefined, now: Date): boolean {
  if (!urgentUntil) return false;
  const ahead = urgentUntil.getTime() - now.getTime();
  return ahead > 0 && ahead <= URGENT_PASSES_QUIET_HOURS_MS;
}
