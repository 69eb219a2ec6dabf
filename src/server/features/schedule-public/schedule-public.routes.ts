import { publicScheduleSchema, gamePageSchema } from '../../../shared/api/schedule';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getPublicGame, listPublicSchedule } from './public-schedule.service';
import { publicScheduleQuerySchema } from './queries';

/** The public schedule and game pages: anyone may read them, public fields only (decision 040). */
export function schedulePublicRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Schedule', [
    apiRoute(
      {
        method: 'get',
        path: '/api/schedule',
        sharedAnswer: true,
        summary: "One page of a season's games in kick-off order, filtered by division, team and day (the current season unless one is asked for)",
        access: access.public,
        query: publicScheduleQuerySchema,
        response: publicScheduleSchema,
        errors: [404],
      },
      async ({ c, query }) => {
        // The same for everyone; a short shared cache absorbs a match day's crowd without hiding a result for long.
        c.header('Cache-Control', 'public, max-age=10');
        return listPublicSchedule(db, query);
      },
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/games/:gameId',
        sharedAnswer: true,
        summary: 'A game: teams, time, place, score, status and its events timeline',
        access: access.public,
        params: pathIds('gameId'),
        notFound: 'That game',
        response: gamePageSchema,
      },
      async ({ params }) => getPublicGame(db, params.gameId),
    ),
  ]);
}
