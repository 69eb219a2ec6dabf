// Response shapes of the public games API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { namedOptionSchema } from './page';

/** A game as public pages show it: no private fields. */
export const gameSummarySchema = z.object({
  id: z.string(),
  /** ISO 8601 */
  starts_at: z.string(),
  status: z.string(),
  is_live: z.boolean(),
  round: z.number(),
  division_name: z.string(),
  venue_name: z.nullable(z.string()),
  field: z.nullable(z.string()),
  home_team: namedOptionSchema,
  away_team: namedOptionSchema,
  home_score: z.nullable(z.number()),
  away_score: z.nullable(z.number()),
});
export type GameSummary = z.output<typeof gameSummarySchema>;

/** GET /api/games/live-check */
export const liveCheckSchema = z.object({ live_game_id: z.nullable(z.string()) });
export type LiveCheck = z.output<typeof liveCheckSchema>;
