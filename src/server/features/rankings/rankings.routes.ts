import { enhancedRankingsSchema, publicRankingsSchema } from '../../../shared/api/rankings';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { rankingsQuerySchema } from './queries';
import { getEnhancedRankings, getPublicRankings } from './rankings.service';
import { createTrendsCache } from './trends-cache';

/** The public rankings pages: published, live (auto-publish) or final tables (decision 041). */
export function rankingsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  // A match day's crowd asks for the same season and division at once: the answers are kept
  // ready until a write, and one read serves them all (sharedAnswer, decision 087).
  const trendsOf = createTrendsCache();
  return apiRoutes('Rankings', [
    apiRoute(
      {
        method: 'get',
        path: '/api/rankings',
        sharedAnswer: true,
        summary: "A season's division tables as the public sees them (the current season unless one is asked for)",
        access: access.public,
        query: rankingsQuerySchema,
        response: publicRankingsSchema,
        errors: [404],
      },
      async ({ query }) => getPublicRankings(db, query),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/rankings/enhanced',
        sharedAnswer: true,
        summary: "One division's table with form, streaks, home and away splits, head-to-head and points over time",
        access: access.public,
        query: rankingsQuerySchema,
        response: enhancedRankingsSchema,
        errors: [404],
      },
      async ({ query }) => getEnhancedRankings(db, query, trendsOf),
    ),
  ]);
}
