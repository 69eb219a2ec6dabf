/** Keys of site_settings rows. The waitlist switch's key and "true" value are the spec's. */
export const SETTING_KEYS = {
  waitlistEnabled: 'waitlist_enabled',
  leagueName: 'league_name',
  timeZone: 'time_zone',
} as const;

export const DEFAULT_LEAGUE_NAME = 'Riverside Football Club';
/** Kick-off times are the league's local times, whatever zone a visitor's phone is in. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface PublicSettings {
  leagueName: string;
  waitlistEnabled: boolean;
  /** IANA name, e.g. America/Toronto. */
  timeZone: string;
}

/**
 * GET/PUT /api/admin/settings: every admin-editable setting by name. The waitlist switch is
 * stored as the text "true" or "false" (spec §3).
 */
export interface AdminSettings {
  waitlist_enabled: boolean;
}
