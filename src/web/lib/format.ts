/**
 * The one date formatter. Callers pass the league's time zone (useLeagueTimeZone), so games
 * show at their local kick-off time; the viewer's locale decides the format.
 */
export interface FormatOptions {
  locale?: string;
  timeZone?: string;
}

export function formatGameDateTime(iso: string, options: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(new Date(iso));
}

/** A day's heading in a schedule, e.g. "Saturday, May 4, 2030". */
export function formatGameDay(iso: string, options: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: options.timeZone }).format(
    new Date(iso),
  );
}

export function formatDate(iso: string, options: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: options.timeZone }).format(new Date(iso));
}

/** Date and time with the year, e.g. "Oct 14, 2026, 3:05 PM" (audit log, records). */
export function formatDateTime(iso: string, options: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(new Date(iso));
}

/** The league's currency unless told: fees and payments are Canadian dollars. */
export const DEFAULT_CURRENCY = 'CAD';

/** An amount in cents as money, e.g. 12345 → "$123.45" (en-CA) or "CA$123.45" (en-US). */
export function formatMoney(cents: number, options: { locale?: string; currency?: string } = {}): string {
  return new Intl.NumberFormat(options.locale, { style: 'currency', currency: options.currency ?? DEFAULT_CURRENCY }).format(cents / 100);
}
