import { activeWaiverSchema } from '../../../shared/api/waivers';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getActiveWaiver } from './waivers.service';

export function waiversRoutes(deps: AppDeps) {
  return apiRoutes('Waivers', [
    apiRoute(
      {
        method: 'get',
        path: '/api/waivers/active',
        summary: 'The waiver people accept now (404 while none is active)',
        access: access.public,
        response: activeWaiverSchema,
        errors: [404],
      },
      async () => getActiveWaiver(deps.database.db),
    ),
  ]);
}
