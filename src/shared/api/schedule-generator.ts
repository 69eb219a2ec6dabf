// Response shapes of the schedule generator (decision 039); the web imports types only.
import { z } from 'zod/mini';
import { calendarDay, instant, rowId } from '../schemas/formats';
import { WEEKDAYS } from '../schemas/schedule-generator';

const teamRef = { id: rowId(), name: z.string() };

/** The days, kick-off times (league clock) and fields a division's games use, most used first. */
export const schedulePatternSchema = z.object({
  game_days: z.array(z.enum(WEEKDAYS)),
  time_slots: z.array(z.string()),
  field_ids: z.array(rowId()),
});
export type SchedulePattern = z.output<typeof schedulePatternSchema>;

/** What the generator page needs before the admin fills the form in. */
export const scheduleSetupSchema = z.object({
  season: z.object({ id: rowId(), name: z.string(), start_date: calendarDay(), end_date: calendarDay() }),
  division: z.object(teamRef),
  teams: z.array(z.object(teamRef)),
  fields: z.array(z.object({ id: rowId(), name: z.string(), venue_name: z.string() })).check(z.describe('Every field of every venue, named "Venue - Field".')),
  time_zone: z.string().check(z.describe("The league's time zone: time slots are its local times.")),
  existing_games: z
    .object({ unplayed: z.number(), played: z.number() })
    .check(z.describe("The division's games in this season now: scheduled or postponed ones a save may replace, and played ones it keeps.")),
  pattern: z
    .nullable(schedulePatternSchema)
    .check(z.describe("The division's own pattern (this season's games, else its latest season's): the form's defaults; null when it never played.")),
});
export type ScheduleSetup = z.output<typeof scheduleSetupSchema>;

export const proposedGameSchema = z.object({
  round: z.number(),
  home_team_id: rowId(),
  home_team_name: z.string(),
  away_team_id: rowId(),
  away_team_name: z.string(),
  field_id: rowId(),
  field_name: z.string(),
  starts_at: instant(),
  date: calendarDay().check(z.describe("The kick-off's day and time on the league's clocks.")),
  time: z.string(),
});
export type ProposedGame = z.output<typeof proposedGameSchema>;

export const unplacedGameSchema = z.object({
  round: z.number(),
  home_team_id: rowId(),
  home_team_name: z.string(),
  away_team_id: rowId(),
  away_team_name: z.string(),
  reason: z.string(),
});
export type UnplacedGame = z.output<typeof unplacedGameSchema>;

const timeCountSchema = z.object({ time: z.string(), games: z.number() });

export const teamReportSchema = z.object({
  team_id: rowId(),
  team_name: z.string(),
  games: z.number(),
  home: z.number(),
  away: z.number(),
  breaks: z.number().check(z.describe('Two home or two away games in a row.')),
  early: z.number().check(z.describe("Games in the day's first and last time slot (0 and 0 with one slot).")),
  late: z.number(),
  by_time: z.array(timeCountSchema),
  by_field: z.array(z.object({ field_id: rowId(), games: z.number() })),
});
export type TeamReport = z.output<typeof teamReportSchema>;

export const scheduleReportSchema = z.object({
  games_expected: z.number(),
  games_placed: z.number(),
  first_date: z.nullable(calendarDay()),
  last_date: z.nullable(calendarDay()),
  teams: z.array(teamReportSchema),
  by_time: z.array(timeCountSchema),
  by_field: z.array(z.object({ field_id: rowId(), field_name: z.string(), games: z.number() })),
  breaks: z.number(),
  fewest_breaks: z.number().check(z.describe("The breaks the circle method's order has for this format: what a schedule with every game placed shows.")),
  home_away_spread: z.number().check(z.describe('The largest |home − away| of a team (goal: at most 1).')),
  early_late_spread: z.nullable(z.number()).check(z.describe('The largest |early − late| of a team (goal: at most 1); null with one time slot.')),
  unplaced: z.array(unplacedGameSchema),
});
export type ScheduleReport = z.output<typeof scheduleReportSchema>;

/**
 * The division's games a save keeps and replaces (decision 039): played ones (final, forfeit,
 * live) stay and count as meetings, the new games coming after the latest of them; with
 * replace_unplayed, the scheduled, postponed and cancelled ones are deleted.
 */
export const divisionGamesSchema = z.object({
  played_game_ids: z.array(rowId()).check(z.describe('Sent back with the save: a game played since the preview makes the save refuse.')),
  latest_played_date: z.nullable(calendarDay()).check(z.describe('The day of the latest played game, or null.')),
  replaced: z.number(),
});

/** POST …/schedule/preview */
export const schedulePreviewSchema = z.object({ games: z.array(proposedGameSchema), report: scheduleReportSchema, division_games: divisionGamesSchema });
export type SchedulePreview = z.output<typeof schedulePreviewSchema>;

/** POST …/schedule: what was stored. */
export const scheduleSavedSchema = z.object({ created: z.number(), replaced: z.number() });
export type ScheduleSaved = z.output<typeof scheduleSavedSchema>;
