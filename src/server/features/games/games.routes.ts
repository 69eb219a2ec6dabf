import { liveCheckSchema } from '../../../shared/api/games';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { checkLiveGame } from './games.service';

export function gamesRoutes(deps: AppDeps) {
  return apiRoutes('Games', [
    apiRoute(
      {
        method: 'get',
        path: '/api/games/live-check',
        summary: 'The id of a game being played live, if any',
        access: access.public,
        sharedAnswer: true,
        response: liveCheckSchema,
      },
      async ({ c }) => {
        // Asked by every open page every 30 s; a short shared cache keeps that cheap.
        c.header('Cache-Control', 'public, max-age=10');
        return checkLiveGame(deps.database.db);
      },
    ),
  ]);
}
