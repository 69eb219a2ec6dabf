import { phoneLinkResultSchema } from '../../../shared/api/session';
import { linkPhoneAuthInputSchema } from '../../../shared/schemas/auth';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { linkPhoneAuth } from './phone-link.service';

export function phoneLinkRoutes(deps: AppDeps) {
  return apiRoutes('Session', [
    apiRoute(
      {
        method: 'post',
        path: '/api/link-phone-auth',
        summary: 'After a phone sign-in, link the player record with that verified number (spec §4)',
        access: access.signedIn,
        body: linkPhoneAuthInputSchema,
        response: phoneLinkResultSchema,
        errors: [403],
      },
      async ({ actor, body }) => linkPhoneAuth({ db: deps.database.db, actor, input: body }),
    ),
  ]);
}
