// Response and request shapes of the standings and rankings pages (decision 041); the web imports types only.
import { z } from 'zod/mini';
import { calendarDay, instant, rowId } from '../schemas/formats';
import { seasonChoiceSchema } from './league-directory';
import { namedOptionSchema } from './page';

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
  /** The team just below. */
  team_id: rowId(),
  team_name: z.string(),
  ours: z.nullable(z.number()),
  theirs: z.nullable(z.number()),
});
export type StandingsExplanation = z.output<typeof standingsExplanationSchema>;

export const standingsRowSchema = z.object({
  /** 1-based. */
  position: z.number(),
  team_id: rowId(),
  team_name: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goals_for: z.number(),
  goals_against: z.number(),
  goal_difference: z.number(),
  /** Including `adjustment`. */
  points: z.number(),
  /** The sum of admins' point adjustments (0 when none). */
  adjustment: z.number(),
  /** Yellow 1, red 3, from counted games. */
  disciplinary_points: z.number(),
  /** The last five counted results, oldest first. */
  form: z.array(formResultSchema),
  /** Null on the last row. */
  explanation: z.nullable(standingsExplanationSchema),
});
export type StandingsRow = z.output<typeof standingsRowSchema>;

export const divisionTableSchema = z.object({
  division_id: rowId(),
  division_name: z.string(),
  rows: z.array(standingsRowSchema),
  /**
   * Where the rows come from: `published` (the newest snapshot an admin published), `live`
   * (auto-publish is on, or the admin's view), `final` (the archived table of a completed season).
   */
  source: z.enum(['published', 'live', 'final']),
  /** ISO 8601: when the snapshot was published or archived, or when the live table was computed. */
  as_of: instant(),
  /**
   * A `published` table the league's results have moved past (auto-publish off and results
   * since the snapshot): the public page says so (issue 20). False for every other table.
   */
  newer_results: z.boolean(),
});
export type DivisionTable = z.output<typeof divisionTableSchema>;

/**
 * GET /api/rankings?season_id=&division_id=: the season's tables as the public sees them.
 * A division never published yet is left out of `tables` and listed in `unpublished`.
 */
export const publicRankingsSchema = z.object({
  /** Every season, newest first. */
  seasons: z.array(seasonChoiceSchema),
  /** The season asked for, else the current one; null when there is none. */
  season: z.nullable(seasonChoiceSchema),
  /** The divisions with teams in that season, by name. */
  divisions: z.array(namedOptionSchema),
  /** One per division (only the one asked for when division_id is given), division name order. */
  tables: z.array(divisionTableSchema),
  /** Divisions of the season whose table has not been published yet. */
  unpublished: z.array(namedOptionSchema),
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
  /** The current run: the result repeated and how many times (null before a first game). */
  current_streak: z.nullable(z.object({ result: formResultSchema, length: z.number() })),
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
    /** yyyy-MM-dd in the league's time zone. */
    date: calendarDay(),
    /** By team id. */
    points: z.record(rowId(), z.number()),
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
  /** The division shown: the one asked for, else the first by name; null when the season has none. */
  division: z.nullable(namedOptionSchema),
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
  /** ISO 8601 */
  created_at: instant(),
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
      /** ISO 8601 of the newest publication; null when never published. */
      published_at: z.nullable(instant()),
      /** Rows whose place or points differ from the newest publication (all rows when never published). */
      changes: z.array(standingsChangeSchema),
    }),
  ),
  adjustments: z.array(standingsAdjustmentSchema),
});
export type AdminRankings = z.output<typeof adminRankingsSchema>;

export const publishRankingsResultSchema = z.object({
  published: z.array(z.object({ division_id: rowId(), published_at: instant() })),
  /** Divisions asked for whose live table equals their newest publication: no new snapshot. */
  unchanged: z.array(rowId()),
});
export type PublishRankingsResult = z.output<typeof publishRankingsResultSchema>;

/** GET /api/admin/season-rankings: every season's final tables (archived for completed seasons). */
/** One season's tables; also the answer of POST /api/admin/season-rankings/{seasonId}/archive. */
export const seasonTablesSchema = z.object({
  season: seasonChoiceSchema,
  /** ISO 8601 of the archive; null while the season is not completed or was completed before archiving existed. */
  archived_at: z.nullable(instant()),
  /** The archived tables of a completed season, else the live ones. */
  tables: z.array(divisionTableSchema),
});
export type SeasonTables = z.output<typeof seasonTablesSchema>;

export const seasonRankingsSchema = z.object({
  seasons: z.array(seasonTablesSchema),
});
export type SeasonRankings = z.output<typeof seasonRankingsSchema>;
