import { adminVenueSchema, adminVenuesSchema } from '../../../shared/api/admin-schedule';
import { fieldInputSchema, venueInputSchema } from '../../../shared/schemas/admin-schedule';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { createField, createVenue, deleteField, deleteVenue, listVenues, updateField, updateVenue } from './venues.service';

const admin = access.roles('admin');
const venueParams = pathIds('venueId');
const fieldParams = pathIds('venueId', 'fieldId');

export function venuesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Venues and fields (admin)', [
    apiRoute(
      { method: 'get', path: '/api/admin/venues', summary: 'Every venue with its fields', access: admin, response: adminVenuesSchema },
      async ({ actor }) => listVenues({ db, actor }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/venues',
        summary: 'Add a venue',
        access: admin,
        body: venueInputSchema,
        response: adminVenueSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, body }) => createVenue({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/admin/venues/:venueId',
        summary: 'Rename a venue or change its address',
        access: admin,
        params: venueParams,
        notFound: 'That venue',
        body: venueInputSchema,
        response: adminVenueSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => updateVenue({ db, actor, venueId: params.venueId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/venues/:venueId',
        summary: 'Delete a venue no game was booked at',
        access: admin,
        params: venueParams,
        notFound: 'That venue',
        response: emptyResponse,
        errors: [409],
      },
      async ({ actor, params }) => deleteVenue({ db, actor, venueId: params.venueId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/venues/:venueId/fields',
        summary: 'Add a field to a venue',
        access: admin,
        params: venueParams,
        notFound: 'That venue',
        body: fieldInputSchema,
        response: adminVenueSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, params, body }) => createField({ db, actor, venueId: params.venueId, input: body }),
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/admin/venues/:venueId/fields/:fieldId',
        summary: 'Rename a field',
        access: admin,
        params: fieldParams,
        notFound: 'That field',
        body: fieldInputSchema,
        response: adminVenueSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => updateField({ db, actor, venueId: params.venueId, fieldId: params.fieldId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/venues/:venueId/fields/:fieldId',
        summary: 'Delete a field no scheduled or live game is booked on',
        access: admin,
        params: fieldParams,
        notFound: 'That field',
        response: adminVenueSchema,
        errors: [409],
      },
      async ({ actor, params }) => deleteField({ db, actor, venueId: params.venueId, fieldId: params.fieldId }),
    ),
  ]);
}
