import type { z } from 'zod';
import { listQuerySchema, optionalIdParam } from '../../http/list-query';

// Server-only query string of GET /api/leaderboard (decision 006: full zod where the browser never loads it).

/** A phone's worth of rows, as the schedule. */
export const LEADERBOARD_PAGE_SIZE = 25;
export const LEADERBOARD_PAGE_SIZE_MAX = 100;

export const leaderboardQuerySchema = listQuerySchema(
  {
    season_id: optionalIdParam('Season must be a season id.'),
    division_id: optionalIdParam('Division must be a division id.'),
  },
  { pageSizeDefault: LEADERBOARD_PAGE_SIZE, pageSizeMax: LEADERBOARD_PAGE_SIZE_MAX },
);
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
