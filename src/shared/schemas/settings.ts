// zod/mini (decision 006): the admin settings form uses it too.
import { z } from 'zod/mini';
import { isCalendarDate } from './calendar-date';
import { isValidTimeZone, PLAYERS_PER_SIDE_RANGE, RSVP_REMINDER_HOURS_RANGE, SUSPENSION_GAMES_RANGE, YELLOW_CARDS_PER_SUSPENSION_RANGE } from '../settings';

export const SETTINGS_MESSAGES = {
  waitlistEnabled: 'Waitlist mode must be on or off.',
  leagueName: 'League name must be 1 to 100 characters.',
  contactEmail: 'Contact email must be a valid email address, or empty.',
  timeZone: 'Choose a time zone from the list.',
  playersPerSide: `Players per side must be a whole number from ${PLAYERS_PER_SIDE_RANGE.min} to ${PLAYERS_PER_SIDE_RANGE.max}.`,
  points: (what: string) => `Points for a ${what} must be a whole number from 0 to 10.`,
  forfeitScore: "Forfeit score must be the winner's goals, a dash, then the loser's goals, e.g. 3-0.",
  forfeitWinner: "In a forfeit score the winner's goals must be more than the loser's.",
  rulesText: `Rules text must be at most ${20_000} characters.`,
  tradeDeadline: 'Trade deadline must be a date (yyyy-MM-dd), or empty.',
  autoPublish: 'Auto-publish standings must be on or off.',
  rosterApproval: 'Admin approval of roster changes must be on or off.',
  redCardSuspensionGames: `Games suspended for a red card must be a whole number from ${SUSPENSION_GAMES_RANGE.min} to ${SUSPENSION_GAMES_RANGE.max}.`,
  yellowCardsPerSuspension: `Yellow cards per suspension must be a whole number from ${YELLOW_CARDS_PER_SUSPENSION_RANGE.min} to ${YELLOW_CARDS_PER_SUSPENSION_RANGE.max}.`,
  yellowCardSuspensionGames: `Games suspended for yellow cards must be a whole number from ${SUSPENSION_GAMES_RANGE.min} to ${SUSPENSION_GAMES_RANGE.max}.`,
  paymentInstructions: `Payment instructions must be at most ${1_000} characters.`,
  rsvpReminderFirstHours: `First reminder must be a whole number of hours from ${RSVP_REMINDER_HOURS_RANGE.min} to ${RSVP_REMINDER_HOURS_RANGE.max}.`,
  rsvpReminderSecondHours: `Second reminder must be a whole number of hours from ${RSVP_REMINDER_HOURS_RANGE.min} to ${RSVP_REMINDER_HOURS_RANGE.max}.`,
  nothing: 'There is no setting to save.',
} as const;

export const RULES_TEXT_MAX = 20_000;
export const LEAGUE_NAME_MAX = 100;
/** Room for an e-transfer address, a cheque's payee and where to hand cash over. */
export const PAYMENT_INSTRUCTIONS_MAX = 1_000;
export const FORFEIT_SCORE_PATTERN = /^(\d{1,2})-(\d{1,2})$/;
/**
 * A loose address check, applied only to a non-empty value: a name, an @, and a domain with a
 * dot that is neither its first nor its last character. Written to read each character once:
 * `[^\s@]+\.[^\s@]+` would try every dot of the domain against the rest (worse than
 * quadratic), and the check runs on the whole text even past the length limit.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

function forfeitWinnerAhead(value: string): boolean {
  const match = FORFEIT_SCORE_PATTERN.exec(value);
  return !match || Number(match[1]) > Number(match[2]);
}

/** A whole number in a range, with one message for every way it can be wrong. */
const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(range.min, message), z.lte(range.max, message));

const points = (what: string) =>
  z
    .number({ error: SETTINGS_MESSAGES.points(what) })
    .check(z.int(SETTINGS_MESSAGES.points(what)), z.gte(0, SETTINGS_MESSAGES.points(what)), z.lte(10, SETTINGS_MESSAGES.points(what)));

/** Every league setting the settings form edits (all but the waitlist switch, which saves on its own). */
export const leagueSettingsFields = {
  league_name: z
    .string({ error: SETTINGS_MESSAGES.leagueName })
    .check(z.trim(), z.minLength(1, SETTINGS_MESSAGES.leagueName), z.maxLength(LEAGUE_NAME_MAX, SETTINGS_MESSAGES.leagueName)),
  contact_email: z.string({ error: SETTINGS_MESSAGES.contactEmail }).check(
    z.trim(),
    z.maxLength(254, SETTINGS_MESSAGES.contactEmail),
    z.refine((v) => v === '' || EMAIL_PATTERN.test(v), SETTINGS_MESSAGES.contactEmail),
  ),
  time_zone: z.string({ error: SETTINGS_MESSAGES.timeZone }).check(
    z.trim(),
    z.refine((v) => v !== '' && isValidTimeZone(v), SETTINGS_MESSAGES.timeZone),
  ),
  players_per_side: z
    .number({ error: SETTINGS_MESSAGES.playersPerSide })
    .check(
      z.int(SETTINGS_MESSAGES.playersPerSide),
      z.gte(PLAYERS_PER_SIDE_RANGE.min, SETTINGS_MESSAGES.playersPerSide),
      z.lte(PLAYERS_PER_SIDE_RANGE.max, SETTINGS_MESSAGES.playersPerSide),
    ),
  points_for_win: points('win'),
  points_for_draw: points('draw'),
  points_for_loss: points('loss'),
  forfeit_score: z
    .string({ error: SETTINGS_MESSAGES.forfeitScore })
    .check(z.trim(), z.regex(FORFEIT_SCORE_PATTERN, SETTINGS_MESSAGES.forfeitScore), z.refine(forfeitWinnerAhead, SETTINGS_MESSAGES.forfeitWinner)),
  rules_text: z.string({ error: SETTINGS_MESSAGES.rulesText }).check(z.maxLength(RULES_TEXT_MAX, SETTINGS_MESSAGES.rulesText)),
  trade_deadline: z.string({ error: SETTINGS_MESSAGES.tradeDeadline }).check(
    z.trim(),
    z.refine((v) => v === '' || isCalendarDate(v), SETTINGS_MESSAGES.tradeDeadline),
  ),
  auto_publish_standings: z.boolean({ error: SETTINGS_MESSAGES.autoPublish }),
  red_card_suspension_games: wholeNumber(SUSPENSION_GAMES_RANGE, SETTINGS_MESSAGES.redCardSuspensionGames),
  yellow_cards_per_suspension: wholeNumber(YELLOW_CARDS_PER_SUSPENSION_RANGE, SETTINGS_MESSAGES.yellowCardsPerSuspension),
  yellow_card_suspension_games: wholeNumber(SUSPENSION_GAMES_RANGE, SETTINGS_MESSAGES.yellowCardSuspensionGames),
  payment_instructions: z
    .string({ error: SETTINGS_MESSAGES.paymentInstructions })
    .check(z.trim(), z.maxLength(PAYMENT_INSTRUCTIONS_MAX, SETTINGS_MESSAGES.paymentInstructions)),
  rsvp_reminder_first_hours: wholeNumber(RSVP_REMINDER_HOURS_RANGE, SETTINGS_MESSAGES.rsvpReminderFirstHours),
  rsvp_reminder_second_hours: wholeNumber(RSVP_REMINDER_HOURS_RANGE, SETTINGS_MESSAGES.rsvpReminderSecondHours),
  roster_changes_need_approval: z.boolean({ error: SETTINGS_MESSAGES.rosterApproval }),
};

/** The settings form: every field required (the form always has them all). */
export const leagueSettingsFormSchema = z.object(leagueSettingsFields);
export type LeagueSettingsFormInput = z.infer<typeof leagueSettingsFormSchema>;

/**
 * PUT /api/admin/settings: any subset of the settings (a partial update), at least one. The
 * waitlist switch sends `{ waitlist_enabled }` alone, the settings form everything else.
 */
export const updateAdminSettingsInputSchema = z
  .object({
    waitlist_enabled: z.optional(z.boolean({ error: SETTINGS_MESSAGES.waitlistEnabled })),
    league_name: z.optional(leagueSettingsFields.league_name),
    contact_email: z.optional(leagueSettingsFields.contact_email),
    time_zone: z.optional(leagueSettingsFields.time_zone),
    players_per_side: z.optional(leagueSettingsFields.players_per_side),
    points_for_win: z.optional(leagueSettingsFields.points_for_win),
    points_for_draw: z.optional(leagueSettingsFields.points_for_draw),
    points_for_loss: z.optional(leagueSettingsFields.points_for_loss),
    forfeit_score: z.optional(leagueSettingsFields.forfeit_score),
    rules_text: z.optional(leagueSettingsFields.rules_text),
    trade_deadline: z.optional(leagueSettingsFields.trade_deadline),
    auto_publish_standings: z.optional(leagueSettingsFields.auto_publish_standings),
    red_card_suspension_games: z.optional(leagueSettingsFields.red_card_suspension_games),
    yellow_cards_per_suspension: z.optional(leagueSettingsFields.yellow_cards_per_suspension),
    yellow_card_suspension_games: z.optional(leagueSettingsFields.yellow_card_suspension_games),
    payment_instructions: z.optional(leagueSettingsFields.payment_instructions),
    rsvp_reminder_first_hours: z.optional(leagueSettingsFields.rsvp_reminder_first_hours),
    rsvp_reminder_second_hours: z.optional(leagueSettingsFields.rsvp_reminder_second_hours),
    roster_changes_need_approval: z.optional(leagueSettingsFields.roster_changes_need_approval),
  })
  .check(z.refine((input) => Object.values(input).some((v) => v !== undefined), SETTINGS_MESSAGES.nothing));
export type UpdateAdminSettingsInput = z.infer<typeof updateAdminSettingsInputSchema>;
