import { homeDataSchema } from '../../../shared/api/home';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { sharedWhileRunning } from '../../http/shared-read';
import { getHomeData } from './home.service';

export function homeRoutes(deps: AppDeps) {
  // The same for everyone: a crowd asking at once shares one read (http/shared-read.ts).
  const readHome = sharedWhileRunning(() => getHomeData(deps.database.db));
  return apiRoutes('Home', [
    apiRoute(
      {
        method: 'get',
        path: '/api/home',
        summary: 'The home page: announcements, live, upcoming and recent games, standings',
        access: access.public,
        response: homeDataSchema,
      },
      async () => readHome(),
    ),
  ]);
}
