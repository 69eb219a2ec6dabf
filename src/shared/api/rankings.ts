// Response and request shapes of the standings and rankings pages (decision 041); the web imports types only.
import { z } from 'zod/mini';
import { calendarDay, instant, rowId } from '../schemas/formats';
import { seasonChoiceSchema } from './league-directory';
import { namedOptionSchema, pageOf } from './page';

/** A result as form shows it. */
export const formResultSchema = z.enum(['W', 'D', 'L']);
export type FormResult = z.output<typeof formResultSchema>;

/**
 * The tiebreakers in the order they are applied (product.md). `points` includes adjustments;
 * `head_to_head` is the points among exactly the teams still tied; `discipline` is fewer
 * disciplinary points (yellow 1, red 3); `name` is the last resort.
 */
export const STANDINGS_RULES = ['points', 'goal_difference', 'goals_for', 'head_to_head', 'discipline', 'name'] as const;
export const standingsRuleSchema = z.enum(STANDINGS_RULES);
export type StandingsRule = z.output<typeof standingsRuleSchema>;

/**
 * Why a row is above the next one: the first rule that separated them and both values
 * ("ahead of Ironworks FC on head-to-head points, 4 to 1"). Values are null for `name`.
 */
export const standingsExplanationSchema = z.object({
  rule: standingsRuleSchema,
  team_id: rowId().check(z.describe('The team just below.')),
  team_name: z.string(),
  ours: z.nullable(z.number()),
  theirs: z.nullable(z.number()),
});
export type StandingsExplanation = z.output<typeof standingsExplanationSchema>;

export const standingsRowSchema = z.object({
  position: z.number().check(z.describe('1-based.')),
  team_id: rowId(),
  team_name: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goals_for: z.number(),
  goals_against: z.number(),
  goal_difference: z.number(),
  points: z.number().check(z.describe('Including `adjustment`.')),
  adjustment: z.number().check(z.describe("The sum of admins' point adjustments (0 when none).")),
  disciplinary_points: z.number().check(z.describe('Yellow 1, red 3, from counted games.')),
  form: z.array(formResultSchema).check(z.describe('The last five counted results, oldest first.')),
  explanation: z.nullable(standingsExplanationSchema).check(z.describe('Null on the last row.')),
});
export type StandingsRow = z.output<typeof standingsRowSchema>;

export const divisionTableSchema = z.object({
  division_id: rowId(),
  division_name: z.string(),
  rows: z.array(standingsRowSchema),
  source: z
    .enum(['published', 'live', 'final'])
    .check(
      z.describe(
        "Where the rows come from: `published` (the newest snapshot an admin published), `live` (auto-publish is on, or the admin's view), `final` (the archived table of a completed season).",
      ),
    ),
  as_of: instant().check(z.describe('ISO 8601: when the snapshot was published or archived, or when the live table was computed.')),
  newer_results: z
    .boolean()
    .check(
      z.describe(
        "A `published` table the league's results have moved past (auto-publish off and results since the snapshot): the public page says so (issue 20). False for every other table.",
      ),
    ),
});
export type DivisionTable = z.output<typeof divisionTableSchema>;

/**
 * GET /api/rankings?season_id=&division_id=: the season's tables as the public sees them.
 * A division never published yet is left out of `tables` and listed in `unpublished`.
 */
export const publicRankingsSchema = z.object({
  seasons: z.array(seasonChoiceSchema).check(z.describe('Every season, newest first.')),
  season: z.nullable(seasonChoiceSchema).check(z.describe('The season asked for, else the current one; null when there is none.')),
  divisions: z.array(namedOptionSchema).check(z.describe('The divisions with teams in that season, by name.')),
  tables: z.array(divisionTableSchema).check(z.describe('One per division (only the one asked for when division_id is given), division name order.')),
  unpublished: z.array(namedOptionSchema).check(z.describe('Divisions of the season whose table has not been published yet.')),
});
export type PublicRankings = z.output<typeof publicRankingsSchema>;

export const splitRecordSchema = z.object({
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goals_for: z.number(),
  goals_against: z.number(),
  points: z.number(),
});
export type SplitRecord = z.output<typeof splitRecordSchema>;

export const teamTrendsSchema = z.object({
  team_id: rowId(),
  team_name: z.string(),
  form: z.array(formResultSchema),
  current_streak: z
    .nullable(z.object({ result: formResultSchema, length: z.number() }))
    .check(z.describe('The current run: the result repeated and how many times (null before a first game).')),
  longest_winning_streak: z.number(),
  longest_unbeaten_streak: z.number(),
  home: splitRecordSchema,
  away: splitRecordSchema,
});
export type TeamTrends = z.output<typeof teamTrendsSchema>;

/** One cell of the head-to-head matrix: the row team's record against the column team. */
export const headToHeadCellSchema = z.object({
  team_id: rowId(),
  opponent_id: rowId(),
  record: splitRecordSchema,
});
export type HeadToHeadCell = z.output<typeof headToHeadCellSchema>;

/** Each team's cumulative points after each game day with a counted result (league dates). */
export const pointsOverTimeSchema = z.array(
  z.object({
    date: calendarDay().check(z.describe("yyyy-MM-dd in the league's time zone.")),
    points: z.record(rowId(), z.number()).check(z.describe('By team id.')),
  }),
);
export type PointsOverTime = z.output<typeof pointsOverTimeSchema>;

/**
 * GET /api/rankings/enhanced?season_id=&division_id=: one division's trends. The table follows
 * the same publication rules as /api/rankings; the trends come from the results, which are public
 * on the schedule as soon as a game ends.
 */
export const enhancedRankingsSchema = z.object({
  seasons: z.array(seasonChoiceSchema),
  season: z.nullable(seasonChoiceSchema),
  divisions: z.array(namedOptionSchema),
  division: z.nullable(namedOptionSchema).check(z.describe('The division shown: the one asked for, else the first by name; null when the season has none.')),
  table: z.nullable(divisionTableSchema),
  teams: z.array(teamTrendsSchema),
  head_to_head: z.array(headToHeadCellSchema),
  points_over_time: pointsOverTimeSchema,
});
export type EnhancedRankings = z.output<typeof enhancedRankingsSchema>;

/** A place that moved since the last publication (null before: the team was not in it). */
export const standingsChangeSchema = z.object({
  team_id: rowId(),
  team_name: z.string(),
  position_before: z.nullable(z.number()),
  position_now: z.number(),
  points_before: z.nullable(z.number()),
  points_now: z.number(),
});
export type StandingsChange = z.output<typeof standingsChangeSchema>;

export const standingsAdjustmentSchema = z.object({
  id: rowId(),
  division_id: rowId(),
  team_id: rowId(),
  team_name: z.string(),
  points: z.number(),
  reason: z.string(),
  created_by_name: z.nullable(z.string()),
  created_at: instant().check(z.describe('ISO 8601')),
});
export type StandingsAdjustment = z.output<typeof standingsAdjustmentSchema>;

/**
 * GET /api/admin/rankings?season_id=: the live (unpublished) tables with what changed since the
 * last publication, and the season's adjustments. Serves /admin/rankings and /admin/publish-rankings.
 */
export const adminRankingsSchema = z.object({
  seasons: z.array(seasonChoiceSchema),
  season: z.nullable(seasonChoiceSchema),
  auto_publish: z.boolean(),
  divisions: z.array(
    z.object({
      live: divisionTableSchema,
      published_at: z.nullable(instant()).check(z.describe('ISO 8601 of the newest publication; null when never published.')),
      changes: z
        .array(standingsChangeSchema)
        .check(z.describe('Rows whose place or points differ from the newest publication (all rows when never published).')),
    }),
  ),
  adjustments: z.array(standingsAdjustmentSchema),
});
export type AdminRankings = z.output<typeof adminRankingsSchema>;

export const publishRankingsResultSchema = z.object({
  published: z.array(z.object({ division_id: rowId(), published_at: instant() })),
  unchanged: z.array(rowId()).check(z.describe('Divisions asked for whose live table equals their newest publication: no new snapshot.')),
});
export type PublishRankingsResult = z.output<typeof publishRankingsResultSchema>;

/** GET /api/admin/season-rankings: one page of seasons' final tables (archived for completed seasons). */
/** One season's tables; also the answer of POST /api/admin/season-rankings/{seasonId}/archive. */
export const seasonTablesSchema = z.object({
  season: seasonChoiceSchema,
  archived_at: z
    .nullable(instant())
    .check(z.describe('ISO 8601 of the archive; null while the season is not completed or was completed before archiving existed.')),
  tables: z.array(divisionTableSchema).check(z.describe('The archived tables of a completed season, else the live ones.')),
});
export type SeasonTables = z.output<typeof seasonTablesSchema>;

/** Newest seasons first, a few per page: every season's tables at once grows without end (decision 041). */
export const seasonRankingsSchema = pageOf(seasonTablesSchema);
export type SeasonRankings = z.output<typeof seasonRankingsSchema>;
