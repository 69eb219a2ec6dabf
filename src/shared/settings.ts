/** Keys of site_settings rows. The waitlist switch's key and "true" value are the spec's. */
export const SETTING_KEYS = {
  waitlistEnabled: 'waitlist_enabled',
  leagueName: 'league_name',
} as const;

export const DEFAULT_LEAGUE_NAME = 'Riverside Football Club';

export interface PublicSettings {
  leagueName: string;
  waitlistEnabled: boolean;
}
