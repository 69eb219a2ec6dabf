/**
 * The time zones the browser knows (IANA names), for the settings' searchable select. The
 * stored zone is always offered, even if this browser's list lacks it (e.g. "UTC" on some).
 */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !known.includes(current) ? [current, ...known] : [...known];
}
