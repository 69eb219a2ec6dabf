import { leaderboardSchema } from '../../../shared/api/leaderboard';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { listLeaderboard } from './leaderboard.service';
import { leaderboardQuerySchema } from './queries';

/** The player points leaderboard: anyone may read it, public names only (decision 043). */
export function playerStatsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Player stats', [
    apiRoute(
      {
        method: 'get',
        path: '/api/leaderboard',
        sharedAnswer: true,
        summary: "One page of a season's player points leaderboard (goals + assists), optionally of one division",
        access: access.public,
        query: leaderboardQuerySchema,
        response: leaderboardSchema,
        errors: [404],
      },
      async ({ c, query }) => {
        // The same for everyone; as the schedule, a short shared cache that never hides a result for long.
        c.header('Cache-Control', 'public, max-age=10');
        return listLeaderboard(db, query);
      },
    ),
  ]);
}
