import { joinWaitlistResultSchema } from '../../../shared/api/waitlist';
import { joinWaitlistInputSchema } from '../../../shared/schemas/waitlist';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { joinWaitlist } from './waitlist.service';

export function waitlistRoutes(deps: AppDeps) {
  return apiRoutes('Waitlist', [
    apiRoute(
      {
        method: 'post',
        path: '/api/waitlist',
        summary: 'Join the waitlist (the newest open registration period, if any)',
        access: access.public,
        body: joinWaitlistInputSchema,
        response: joinWaitlistResultSchema,
        status: 201,
        errors: [409],
      },
      async ({ body }) => joinWaitlist({ db: deps.database.db, storage: deps.photoStorage, input: body, baseUrl: deps.baseUrl }),
    ),
  ]);
}
