import { myRolesSchema } from '../../../shared/api/session';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getMyRoles } from './session.service';

export function sessionRoutes(deps: AppDeps) {
  return apiRoutes('Session', [
    apiRoute(
      { method: 'get', path: '/api/me/roles', summary: 'My roles, and the effective one (spec §4)', access: access.signedIn, response: myRolesSchema },
      async ({ actor }) => getMyRoles(deps.database.db, actor.userId),
    ),
  ]);
}
