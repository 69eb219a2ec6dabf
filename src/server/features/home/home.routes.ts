import { homeDataSchema } from '../../../shared/api/home';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getHomeData } from './home.service';

export function homeRoutes(deps: AppDeps) {
  return apiRoutes('Home', [
    apiRoute(
      {
        method: 'get',
        path: '/api/home',
        sharedAnswer: true,
        summary: 'The home page: announcements, live, upcoming and recent games, standings',
        access: access.public,
        response: homeDataSchema,
      },
      // The same for everyone: kept ready until a write, a crowd shares one read (decision 087).
      async () => getHomeData(deps.database.db),
    ),
  ]);
}
