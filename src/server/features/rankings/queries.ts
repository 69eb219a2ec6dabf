import { z } from 'zod';
import { optionalIdParam } from '../../http/list-query';

// Server-only query string of GET /api/rankings and /api/rankings/enhanced (decision 006).

export const RANKINGS_QUERY_MESSAGES = {
  season: 'Season must be a season id.',
  division: 'Division must be a division id.',
} as const;

export const rankingsQuerySchema = z.object({
  season_id: optionalIdParam(RANKINGS_QUERY_MESSAGES.season),
  division_id: optionalIdParam(RANKINGS_QUERY_MESSAGES.division),
});
export type RankingsQuery = z.infer<typeof rankingsQuerySchema>;
