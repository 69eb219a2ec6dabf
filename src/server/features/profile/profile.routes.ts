import { myPlayerOrNoneSchema, myPlayerSchema } from '../../../shared/api/profile';
import { updateMyPlayerInputSchema } from '../../../shared/schemas/profile';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getMyPlayer, updateMyPlayer } from './profile.service';

export function profileRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Profile', [
    apiRoute(
      {
        method: 'get',
        path: '/api/me/player',
        summary: "The caller's own player record (null if none yet)",
        access: access.signedIn,
        response: myPlayerOrNoneSchema,
      },
      async ({ actor }) => getMyPlayer({ db, actor }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/me/player',
        summary: "Create the caller's player record or replace its profile fields",
        access: access.signedIn,
        body: updateMyPlayerInputSchema,
        response: myPlayerSchema,
      },
      async ({ actor, body }) => updateMyPlayer({ db, storage: deps.photoStorage, actor, input: body }),
    ),
  ]);
}
