import { Hono } from 'hono';
import { createRegistrationInputSchema, registrationQuoteInputSchema } from '../../../shared/schemas/registrations';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { getRegistrationOptions, quoteRegistration } from './registration-options.service';
import { createRegistration, getMyRegistration, listMyRegistrations } from './registrations.service';

/** The player's side of registration (decision 015). Checkout and the webhook: features/payments. */
export function registrationsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const cardPayments = deps.payments !== null;
  return new Hono<AppEnv>()
    .get('/api/registration/options', allow.public(), async (c) =>
      c.json(await getRegistrationOptions({ db, actor: c.var.actor, cardPayments, invitationToken: c.req.query('invitation') })),
    )
    .post('/api/registration/quote', allow.signedIn(), async (c) => {
      const input = await jsonBody(c, registrationQuoteInputSchema);
      return c.json(await quoteRegistration({ db, actor: c.var.actor, input }));
    })
    .post('/api/registrations', allow.signedIn(), async (c) => {
      const input = await jsonBody(c, createRegistrationInputSchema);
      const { result, created } = await createRegistration({ db, storage: deps.photoStorage, actor: c.var.actor, input, cardPayments });
      return c.json(result, created ? 201 : 200);
    })
    .get('/api/registrations/:registrationId', allow.signedIn(), async (c) =>
      c.json(await getMyRegistration({ db, actor: c.var.actor, registrationId: c.req.param('registrationId'), cardPayments })),
    )
    .get('/api/me/registrations', allow.signedIn(), async (c) => c.json(await listMyRegistrations({ db, actor: c.var.actor, cardPayments })));
}
