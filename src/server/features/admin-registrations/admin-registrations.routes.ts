import { adminRegistrationDetailSchema } from '../../../shared/api/registrations';
import { markRegistrationPaidInputSchema, moveRegistrationInputSchema, registrationNotesInputSchema } from '../../../shared/schemas/registrations';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import {
  cancelRegistration,
  getAdminRegistration,
  markRegistrationPaid,
  moveRegistration,
  refundRegistration,
  updateRegistrationNotes,
} from './admin-registrations.service';

const admin = access.roles('admin');
const registrationParams = pathIds('registrationId');
const THAT_REGISTRATION = 'That registration';
const one = { access: admin, params: registrationParams, notFound: THAT_REGISTRATION, response: adminRegistrationDetailSchema } as const;

/** The admin's registration page (/admin/players/registration/:registrationId). */
export function registrationsAdminRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const paymentsConfigured = deps.payments !== null;
  const caller = (actor: Parameters<typeof getAdminRegistration>[0]['actor'], registrationId: string) => ({
    db,
    actor,
    registrationId,
    paymentsConfigured,
    baseUrl: deps.baseUrl,
  });
  return apiRoutes('Registrations (admin)', [
    apiRoute(
      { method: 'get', path: '/api/admin/registrations/:registrationId', summary: 'One registration with its history', ...one },
      async ({ actor, params }) => getAdminRegistration(caller(actor, params.registrationId)),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/registrations/:registrationId/cancel',
        summary: 'Cancel a registration (gives its place back)',
        ...one,
        errors: [409],
      },
      async ({ actor, params }) => cancelRegistration(caller(actor, params.registrationId)),
    ),
    apiRoute(
      { method: 'post', path: '/api/admin/registrations/:registrationId/refund', summary: 'Record that a registration was refunded', ...one, errors: [409] },
      async ({ actor, params }) => refundRegistration(caller(actor, params.registrationId)),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/registrations/:registrationId/mark-paid',
        summary: 'Record a payment made outside the card checkout',
        ...one,
        body: markRegistrationPaidInputSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => markRegistrationPaid(caller(actor, params.registrationId), body),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/registrations/:registrationId/move',
        summary: 'Move a registration to another division of its season',
        ...one,
        body: moveRegistrationInputSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => moveRegistration(caller(actor, params.registrationId), body),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/registrations/:registrationId/notes',
        summary: "Change the admin's notes on a registration",
        ...one,
        body: registrationNotesInputSchema,
      },
      async ({ actor, params, body }) => updateRegistrationNotes(caller(actor, params.registrationId), body),
    ),
  ]);
}
