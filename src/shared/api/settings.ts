// Response shapes of the settings and rules API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { instant } from '../schemas/formats';

/** GET /api/settings/public */
export const publicSettingsSchema = z.object({
  league_name: z.string(),
  waitlist_enabled: z.boolean(),
  time_zone: z.string().check(z.describe('IANA name, e.g. America/Toronto.')),
  contact_address: z
    .nullable(z.string())
    .check(
      z.describe(
        'The league\'s contact address for the footer; null when none is set. Not named "email": public answers must not carry keys that look like personal e-mail (public-privacy test).',
      ),
    ),
});
export type PublicSettings = z.output<typeof publicSettingsSchema>;

/** GET /api/rules: the league's rules as the admin typed them (see web features/rules). */
export const rulesSchema = z.object({
  rules_text: z.string(),
  updated_at: z.nullable(instant()).check(z.describe('When the rules were last saved (ISO 8601); null when they never were.')),
});
export type Rules = z.output<typeof rulesSchema>;

/**
 * GET/PUT /api/admin/settings: every admin-editable setting by name. The waitlist switch is
 * stored as the text "true" or "false" (spec §3).
 */
export const adminSettingsSchema = z.object({
  waitlist_enabled: z.boolean(),
  league_name: z.string(),
  contact_email: z.string().check(z.describe("'' when none is set.")),
  time_zone: z.string(),
  players_per_side: z.number(),
  points_for_win: z.number(),
  points_for_draw: z.number(),
  points_for_loss: z.number(),
  forfeit_score: z.string().check(z.describe('Winner\'s goals, a dash, the loser\'s: "3-0".')),
  rules_text: z.string(),
  trade_deadline: z.string().check(z.describe("yyyy-MM-dd, or '' for no deadline.")),
  auto_publish_standings: z.boolean(),
  red_card_suspension_games: z.number().check(z.describe('Discipline (decision 042): games a red card suspends for (0: none).')),
  yellow_cards_per_suspension: z.number().check(z.describe('Every this-many-th yellow card of a player in a season suspends.')),
  yellow_card_suspension_games: z.number().check(z.describe('Games each yellow-card suspension lasts (0: none).')),
  payment_instructions: z.string().check(z.describe("How to pay the league without card payment (decision 045); '' when none is set.")),
  rsvp_reminder_first_hours: z.number().check(z.describe('Hours before kick-off that players who have not answered are reminded (decision 074); 0: none.')),
  rsvp_reminder_second_hours: z.number(),
  roster_changes_need_approval: z.boolean().check(z.describe("Captains' roster adds and removals wait for an admin (decision 076).")),
});
export type AdminSettings = z.output<typeof adminSettingsSchema>;
