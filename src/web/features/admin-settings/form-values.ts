import type { LeagueSettingsFormInput } from '../../../shared/schemas/settings';
import type { AdminSettings } from '../../../shared/api/settings';

export type SettingsFormValues = LeagueSettingsFormInput;

/** The form's fields: every setting but the waitlist switch, which saves on its own. */
export function settingsFormValues(settings: AdminSettings): SettingsFormValues {
  const { waitlist_enabled: _waitlist, ...rest } = settings;
  return rest;
}

export const SETTINGS_FORM_FIELDS: readonly (keyof SettingsFormValues)[] = [
  'league_name',
  'contact_email',
  'time_zone',
  'players_per_side',
  'points_for_win',
  'points_for_draw',
  'points_for_loss',
  'forfeit_score',
  'rules_text',
  'trade_deadline',
  'auto_publish_standings',
  'red_card_suspension_games',
  'yellow_cards_per_suspension',
  'yellow_card_suspension_games',
  'payment_instructions',
  'rsvp_reminder_first_hours',
  'rsvp_reminder_second_hours',
  'roster_changes_need_approval',
];
