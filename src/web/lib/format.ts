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

export function formatDate(iso: string, options: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: options.timeZone }).format(
    new Date(iso),
  );
}
