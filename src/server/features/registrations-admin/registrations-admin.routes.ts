import { Hono, type Context } from 'hono';
import { markRegistrationPaidInputSchema, moveRegistrationInputSchema, registrationNotesInputSchema } from '../../../shared/schemas/registrations';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import {
  cancelRegistration,
  getAdminRegistration,
  markRegistrationPaid,
  moveRegistration,
  refundRegistration,
  updateRegistrationNotes,
} from './registrations-admin.service';

/** The admin's registration page (/admin/players/registration/:registrationId). */
export function registrationsAdminRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const caller = (c: Context<AppEnv>) => ({
    db,
    actor: c.var.actor,
    registrationId: c.req.param('registrationId') ?? '',
    paymentsConfigured: deps.payments !== null,
  });
  return new Hono<AppEnv>()
    .get('/api/admin/registrations/:registrationId', allow.roles('admin'), async (c) => c.json(await getAdminRegistration(caller(c))))
    .post('/api/admin/registrations/:registrationId/cancel', allow.roles('admin'), async (c) => c.json(await cancelRegistration(caller(c))))
    .post('/api/admin/registrations/:registrationId/refund', allow.roles('admin'), async (c) => c.json(await refundRegistration(caller(c))))
    .post('/api/admin/registrations/:registrationId/mark-paid', allow.roles('admin'), async (c) => {
      const input = await jsonBody(c, markRegistrationPaidInputSchema);
      return c.json(await markRegistrationPaid(caller(c), input));
    })
    .post('/api/admin/registrations/:registrationId/move', allow.roles('admin'), async (c) => {
      const input = await jsonBody(c, moveRegistrationInputSchema);
      return c.json(await moveRegistration(caller(c), input));
    })
    .put('/api/admin/registrations/:registrationId/notes', allow.roles('admin'), async (c) => {
      const input = await jsonBody(c, registrationNotesInputSchema);
      return c.json(await updateRegistrationNotes(caller(c), input));
    });
}
