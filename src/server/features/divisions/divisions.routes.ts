import {
  adminDivisionPageSchema,
  adminDivisionSchema,
  divisionOptionsSchema,
  eligibilityExceptionSchema,
  eligibilityExceptionsSchema,
} from '../../../shared/api/divisions';
import { divisionInputSchema } from '../../../shared/schemas/divisions';
import { createEligibilityExceptionInputSchema } from '../../../shared/schemas/eligibility';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, fileResponse, pathIds } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import {
  createDivision,
  deleteDivision,
  exportDivisionsCsv,
  listDivisionOptions,
  listDivisions,
  listDivisionsQuerySchema,
  updateDivision,
} from './divisions.service';
import { createEligibilityException, listEligibilityExceptions, removeEligibilityException } from '../eligibility/index';

const admin = access.roles('admin');
const divisionParams = pathIds('divisionId');
const exceptionParams = pathIds('divisionId', 'exceptionId');

export function divisionsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Divisions (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/divisions',
        summary: 'List divisions',
        access: admin,
        query: listDivisionsQuerySchema,
        response: adminDivisionPageSchema,
      },
      async ({ actor, query }) => listDivisions({ db, actor, query }),
    ),
    // Both before /:divisionId routes, which would otherwise take them for ids.
    apiRoute(
      { method: 'get', path: '/api/admin/divisions/options', summary: "Every division's id and name", access: admin, response: divisionOptionsSchema },
      async ({ actor }) => listDivisionOptions({ db, actor }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/divisions/export.csv',
        summary: 'Download the filtered divisions as CSV',
        access: admin,
        query: listDivisionsQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'divisions', await exportDivisionsCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/divisions',
        summary: 'Create a division',
        access: admin,
        body: divisionInputSchema,
        response: adminDivisionSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, body }) => createDivision({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/divisions/:divisionId',
        summary: 'Change a division',
        access: admin,
        params: divisionParams,
        notFound: 'That division',
        body: divisionInputSchema,
        response: adminDivisionSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => updateDivision({ db, actor, divisionId: params.divisionId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/divisions/:divisionId',
        summary: 'Delete a division nothing uses',
        access: admin,
        params: divisionParams,
        notFound: 'That division',
        response: emptyResponse,
        errors: [409],
      },
      async ({ actor, params }) => deleteDivision({ db, actor, divisionId: params.divisionId }),
    ),
    // Eligibility exceptions (decision 044): an admin lets one person past the division's rules for a season.
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/divisions/:divisionId/eligibility-exceptions',
        summary: "The division's eligibility exceptions, newest first",
        access: admin,
        params: divisionParams,
        notFound: 'That division',
        response: eligibilityExceptionsSchema,
      },
      async ({ actor, params }) => listEligibilityExceptions({ db, actor, divisionId: params.divisionId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/divisions/:divisionId/eligibility-exceptions',
        summary: "Let one person (e-mail or player) past the division's eligibility rules for a season, with a reason",
        access: admin,
        params: divisionParams,
        notFound: 'That division',
        body: createEligibilityExceptionInputSchema,
        response: eligibilityExceptionSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, params, body }) => createEligibilityException({ db, actor, divisionId: params.divisionId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/divisions/:divisionId/eligibility-exceptions/:exceptionId',
        summary: 'Remove an eligibility exception',
        access: admin,
        params: exceptionParams,
        notFound: 'That exception',
        response: emptyResponse,
      },
      async ({ actor, params }) => removeEligibilityException({ db, actor, divisionId: params.divisionId, exceptionId: params.exceptionId }),
    ),
  ]);
}
