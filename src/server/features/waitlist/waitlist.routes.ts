import { joinWaitlistResultSchema } from '../../../shared/api/waitlist';
import { joinWaitlistInputSchema } from '../../../shared/schemas/waitlist';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import { clientAddress } from '../../http/client-address';
import type { AppDeps } from '../../http/context';
import { checkWaitlistJoinsFromAddress } from './waitlist-limits';
import { joinWaitlist } from './waitlist.service';

export function waitlistRoutes(deps: AppDeps) {
  return apiRoutes('Waitlist', [
    apiRoute(
      {
        method: 'post',
        path: '/api/waitlist',
        summary: 'Join the waitlist (the newest open registration period, if any)',
        description:
          'Open only while waitlist mode (the setting waitlist_enabled) is on: while it is off, everyone may register, and an entry is refused with 409 (as is the same e-mail twice for one season and division). Limited per client address (WAITLIST_JOINS_PER_HOUR) and per mailbox (3 an hour), with 429.',
        access: access.public,
        body: joinWaitlistInputSchema,
        response: joinWaitlistResultSchema,
        status: 201,
        errors: [409, 429],
      },
      async ({ c, body }) => {
        await checkWaitlistJoinsFromAddress(deps.database.db, clientAddress(c, deps.trustProxy), deps.waitlistJoinsPerHour);
        return joinWaitlist({ db: deps.database.db, storage: deps.photoStorage, input: body, baseUrl: deps.baseUrl });
      },
    ),
  ]);
}
