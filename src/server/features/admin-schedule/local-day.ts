import { zonedInstant } from '../../../shared/zoned-time';

/** A calendar date (yyyy-MM-dd) as the instants its day starts and ends on the league's clocks. */
export function localDayRange(date: string, timeZone: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    start: zonedInstant({ year, month, day, hour: 0, minute: 0 }, timeZone),
    end: zonedInstant({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 }, timeZone),
  };
}
