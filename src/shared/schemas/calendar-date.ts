/**
 * The years a league date may fall in: dates of birth of living players to seasons a lifetime
 * ahead. A real day outside them (9999-12-31, 0001-01-01) is typing or probing, and past what
 * the instants built from it can hold (a day after 9999-12-31 is no timestamp): refused as bad input.
 */
export const CALENDAR_YEAR_MIN = 1900;
export const CALENDAR_YEAR_MAX = 2100;

/**
 * yyyy-MM-dd and a real calendar day (not 2030-02-30) within CALENDAR_YEAR_MIN..MAX: how the
 * spec stores a date as text (dates of birth, season and game days, the trade deadline). Forms
 * and the server share it.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < CALENDAR_YEAR_MIN || year > CALENDAR_YEAR_MAX) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
