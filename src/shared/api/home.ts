// Response shape of the public home page's API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { instant, rowId } from '../schemas/formats';
import { gameSummarySchema } from './games';

export const announcementSummarySchema = z.object({
  id: rowId(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  publish_at: instant().check(z.describe('ISO 8601')),
});
export type AnnouncementSummary = z.output<typeof announcementSummarySchema>;

export const homeStandingsRowSchema = z.object({
  team_id: rowId(),
  team_name: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goal_difference: z.number(),
  points: z.number(),
});
export type HomeStandingsRow = z.output<typeof homeStandingsRowSchema>;

export const homeStandingsDivisionSchema = z.object({
  division_id: rowId(),
  division_name: z.string(),
  rows: z.array(homeStandingsRowSchema),
});
export type HomeStandingsDivision = z.output<typeof homeStandingsDivisionSchema>;

/** GET /api/home */
export const homeDataSchema = z.object({
  league_name: z.string(),
  season_name: z.nullable(z.string()).check(z.describe("The current season's name (seasons/current-season.ts); null when there is no season.")),
  announcements: z.array(announcementSummarySchema),
  live_games: z.array(gameSummarySchema),
  upcoming_games: z.array(gameSummarySchema),
  recent_results: z.array(gameSummarySchema),
  standings: z.array(homeStandingsDivisionSchema).check(z.describe("The current season's tables, top rows only, one per division (division name order).")),
});
export type HomeData = z.output<typeof homeDataSchema>;
