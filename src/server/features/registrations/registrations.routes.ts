import { z } from 'zod';
import {
  createRegistrationResultSchema,
  myRegistrationListSchema,
  myRegistrationSchema,
  registrationOptionsSchema,
  registrationQuoteSchema,
} from '../../../shared/api/registrations';
import { createRegistrationInputSchema, registrationQuoteInputSchema } from '../../../shared/schemas/registrations';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds, withStatus } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { optionalParam } from '../../http/list-query';
import { getRegistrationOptions, quoteRegistration } from './registration-options.service';
import { createRegistration, getMyRegistration, listMyRegistrations } from './registrations.service';

const optionsQuery = z.object({ invitation: optionalParam(z.string()) });

/** The player's side of registration (decision 015). Checkout and the webhook: features/payments. */
export function registrationsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const cardPayments = deps.payments !== null;
  return apiRoutes('Registration', [
    apiRoute(
      {
        method: 'get',
        path: '/api/registration/options',
        summary: 'What /register offers: open periods, the waiver, the signed-in player and an invitation',
        access: access.public,
        query: optionsQuery,
        response: registrationOptionsSchema,
      },
      async ({ actor, query }) => getRegistrationOptions({ db, actor, cardPayments, invitationToken: query.invitation }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/registration/quote',
        summary: 'The price of a period with a discount code',
        access: access.signedIn,
        body: registrationQuoteInputSchema,
        response: registrationQuoteSchema,
      },
      async ({ actor, body }) => quoteRegistration({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/registrations',
        summary: 'Register for a season and division in one request (player details, waiver, code)',
        description: 'Safe to retry: a pending registration posted again answers 200 with the same registration.',
        access: access.signedIn,
        body: createRegistrationInputSchema,
        response: createRegistrationResultSchema,
        status: 201,
        alsoStatus: [200],
        errors: [403, 409],
      },
      async ({ actor, body }) => {
        const { result, created } = await createRegistration({ db, storage: deps.photoStorage, actor, input: body, cardPayments, baseUrl: deps.baseUrl });
        return created ? result : withStatus(200, result);
      },
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/registrations/:registrationId',
        summary: 'One of my registrations',
        access: access.signedIn,
        params: pathIds('registrationId'),
        notFound: 'That registration',
        response: myRegistrationSchema,
      },
      async ({ actor, params }) => getMyRegistration({ db, actor, registrationId: params.registrationId, cardPayments }),
    ),
    apiRoute(
      { method: 'get', path: '/api/me/registrations', summary: 'My registrations, newest first', access: access.signedIn, response: myRegistrationListSchema },
      async ({ actor }) => listMyRegistrations({ db, actor, cardPayments }),
    ),
  ]);
}
