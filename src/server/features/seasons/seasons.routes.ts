import {
  adminRegistrationPeriodSchema,
  adminRegistrationPeriodsSchema,
  adminSeasonPageSchema,
  adminSeasonSchema,
  publicSeasonsSchema,
} from '../../../shared/api/seasons';
import { createSeasonInputSchema, registrationPeriodInputSchema, setSeasonStatusInputSchema, updateSeasonInputSchema } from '../../../shared/schemas/seasons';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, fileResponse, pathIds } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { createPeriod, deletePeriod, listPeriods, updatePeriod } from './periods.service';
import { listPublicSeasons } from './public-seasons.service';
import { createSeason, deleteSeason, exportSeasonsCsv, listSeasons, listSeasonsQuerySchema, setSeasonStatus, updateSeason } from './seasons.service';

const admin = access.roles('admin');
const seasonParams = pathIds('seasonId');
const periodParams = pathIds('seasonId', 'periodId');

export function seasonsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Seasons and registration periods', [
    apiRoute(
      {
        method: 'get',
        path: '/api/seasons',
        summary: 'Every season with the divisions it offers (public pickers)',
        access: access.public,
        response: publicSeasonsSchema,
      },
      async () => listPublicSeasons(db),
    ),
    apiRoute(
      { method: 'get', path: '/api/admin/seasons', summary: 'List seasons', access: admin, query: listSeasonsQuerySchema, response: adminSeasonPageSchema },
      async ({ actor, query }) => listSeasons({ db, actor, query }),
    ),
    // Before /:seasonId routes, which would otherwise take "export.csv" for an id.
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/seasons/export.csv',
        summary: 'Download the filtered seasons as CSV',
        access: admin,
        query: listSeasonsQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'seasons', await exportSeasonsCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/seasons',
        summary: 'Create a season',
        access: admin,
        body: createSeasonInputSchema,
        response: adminSeasonSchema,
        status: 201,
      },
      async ({ actor, body }) => createSeason({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/seasons/:seasonId',
        summary: "Change a season's name and dates",
        access: admin,
        params: seasonParams,
        notFound: 'That season',
        body: updateSeasonInputSchema,
        response: adminSeasonSchema,
      },
      async ({ actor, params, body }) => updateSeason({ db, actor, seasonId: params.seasonId, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/seasons/:seasonId/status',
        summary: "Change a season's status",
        access: admin,
        params: seasonParams,
        notFound: 'That season',
        body: setSeasonStatusInputSchema,
        response: adminSeasonSchema,
      },
      async ({ actor, params, body }) => setSeasonStatus({ db, actor, seasonId: params.seasonId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/seasons/:seasonId',
        summary: 'Delete a season that has no teams, games, registrations or waitlist entries',
        access: admin,
        params: seasonParams,
        notFound: 'That season',
        response: emptyResponse,
        errors: [409],
      },
      async ({ actor, params }) => deleteSeason({ db, actor, seasonId: params.seasonId }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/seasons/:seasonId/periods',
        summary: "A season's registration periods",
        access: admin,
        params: seasonParams,
        notFound: 'That season',
        response: adminRegistrationPeriodsSchema,
      },
      async ({ actor, params }) => listPeriods({ db, actor, seasonId: params.seasonId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/seasons/:seasonId/periods',
        summary: 'Add a registration period to a season',
        access: admin,
        params: seasonParams,
        notFound: 'That season',
        body: registrationPeriodInputSchema,
        response: adminRegistrationPeriodSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, params, body }) => createPeriod({ db, actor, seasonId: params.seasonId, input: body }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/seasons/:seasonId/periods/:periodId',
        summary: 'Change a registration period',
        access: admin,
        params: periodParams,
        notFound: 'That registration period',
        body: registrationPeriodInputSchema,
        response: adminRegistrationPeriodSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => updatePeriod({ db, actor, seasonId: params.seasonId, periodId: params.periodId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/seasons/:seasonId/periods/:periodId',
        summary: 'Delete a registration period',
        access: admin,
        params: periodParams,
        notFound: 'That registration period',
        response: emptyResponse,
      },
      async ({ actor, params }) => deletePeriod({ db, actor, seasonId: params.seasonId, periodId: params.periodId }),
    ),
  ]);
}
