// Response shape of the player points leaderboard (decision 043); the web imports types only.
import { z } from 'zod/mini';
import { rowId } from '../schemas/formats';
import { publicTeamRefSchema, seasonChoiceSchema } from './league-directory';
import { namedOptionSchema, pageOf } from './page';

/**
 * One player on one team of the season, with points = goals + assists. `rank` is shared by
 * players level on points, goals and games ("1, 2, 2, 4"); the name only orders them.
 */
export const leaderboardRowSchema = z.object({
  rank: z.number(),
  player: z.object({ id: rowId(), first_name: z.string(), last_name: z.string() }).check(z.describe('The public name only, as on the public players pages.')),
  team: publicTeamRefSchema,
  division: namedOptionSchema,
  games: z.number(),
  goals: z.number(),
  assists: z.number(),
  points: z.number(),
});
export type LeaderboardRow = z.output<typeof leaderboardRowSchema>;

/**
 * GET /api/leaderboard?season_id=&division_id=&page=: one page of the ranking of the players with
 * at least one goal or assist, and the filters' choices.
 */
export const leaderboardSchema = z.extend(pageOf(leaderboardRowSchema), {
  /** Every season, newest first. */
  seasons: z.array(seasonChoiceSchema),
  /** The season shown: the one asked for, else the current one (null when there is none). */
  season: z.nullable(seasonChoiceSchema),
  /** The divisions with teams in that season. */
  divisions: z.array(namedOptionSchema),
  /** The division filter in force, if any. */
  division_id: z.nullable(rowId()),
});
export type Leaderboard = z.output<typeof leaderboardSchema>;
