import { enhancedRankingsSchema, publicRankingsSchema } from '../../../shared/api/rankings';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { sharedWhileRunningPerKey } from '../../http/shared-read';
import { type RankingsQuery, rankingsQuerySchema } from './queries';
import { getEnhancedRankings, getPublicRankings } from './rankings.service';
import { createTrendsCache } from './trends-cache';

/** The public rankings pages: published, live (auto-publish) or final tables (decision 041). */
export function rankingsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  // A match day's crowd asks for the same season and division at once: one read serves them all.
  const keyOf = (query: RankingsQuery) => `${query.season_id ?? ''}/${query.division_id ?? ''}`;
  const readRankings = sharedWhileRunningPerKey(keyOf, (query: RankingsQuery) => getPublicRankings(db, query));
  const trendsOf = createTrendsCache();
  const readEnhanced = sharedWhileRunningPerKey(keyOf, (query: RankingsQuery) => getEnhancedRankings(db, query, trendsOf));
  return apiRoutes('Rankings', [
    apiRoute(
      {
        method: 'get',
        path: '/api/rankings',
        summary: "A season's division tables as the public sees them (the current season unless one is asked for)",
        access: access.public,
        query: rankingsQuerySchema,
        response: publicRankingsSchema,
        errors: [404],
      },
      async ({ query }) => readRankings(query),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/rankings/enhanced',
        summary: "One division's table with form, streaks, home and away splits, head-to-head and points over time",
        access: access.public,
        query: rankingsQuerySchema,
        response: enhancedRankingsSchema,
        errors: [404],
      },
      async ({ query }) => readEnhanced(query),
    ),
  ]);
}
