// Response shapes of the settings and rules API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { instant } from '../schemas/formats';

/** GET /api/settings/public */
export const publicSettingsSchema = z.object({
  league_name: z.string(),
  waitlist_enabled: z.boolean(),
  /** IANA name, e.g. America/Toronto. */
  time_zone: z.string(),
  /**
   * The league's contact address for the footer; null when none is set. Not named "email":
   * public answers must not carry keys that look like personal e-mail (public-privacy test).
   */
  contact_address: z.nullable(z.string()),
});
export type PublicSettings = z.output<typeof publicSettingsSchema>;

/** GET /api/rules: the league's rules as the admin typed them (see web features/rules). */
export const rulesSchema = z.object({
  rules_text: z.string(),
  /** When the rules were last saved (ISO 8601); null when they never were. */
  updated_at: z.nullable(instant()),
});
export type Rules = z.output<typeof rulesSchema>;

/**
 * GET/PUT /api/admin/settings: every admin-editable setting by name. The waitlist switch is
 * stored as the text "true" or "false" (spec §3).
 */
export const adminSettingsSchema = z.object({
  waitlist_enabled: z.boolean(),
  league_name: z.string(),
  /** '' when none is set. */
  contact_email: z.string(),
  time_zone: z.string(),
  players_per_side: z.number(),
  points_for_win: z.number(),
  points_for_draw: z.number(),
  points_for_loss: z.number(),
  /** Winner's goals, a dash, the loser's: "3-0". */
  forfeit_score: z.string(),
  rules_text: z.string(),
  /** yyyy-MM-dd, or '' for no deadline. */
  trade_deadline: z.string(),
  auto_publish_standings: z.boolean(),
  /** Discipline (decision 042): games a red card suspends for (0: none). */
  red_card_suspension_games: z.number(),
  /** Every this-many-th yellow card of a player in a season suspends. */
  yellow_cards_per_suspension: z.number(),
  /** Games each yellow-card suspension lasts (0: none). */
  yellow_card_suspension_games: z.number(),
  /** How to pay the league without card payment (decision 045); '' when none is set. */
  payment_instructions: z.string(),
  /** Hours before kick-off that players who have not answered are reminded (decision 074); 0: none. */
  rsvp_reminder_first_hours: z.number(),
  rsvp_reminder_second_hours: z.number(),
  /** Captains' roster adds and removals wait for an admin (decision 076). */
  roster_changes_need_approval: z.boolean(),
});
export type AdminSettings = z.output<typeof adminSettingsSchema>;
