/**
 * yyyy-MM-dd and a real calendar day (not 2030-02-30): how the spec stores a date as text
 * (dates of birth, season and game days, the trade deadline). Forms and the server share it.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
