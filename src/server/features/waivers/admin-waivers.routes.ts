import { adminWaiverDetailSchema, adminWaiverListSchema, unsignedWaiverPageSchema, waiverSignaturePageSchema } from '../../../shared/api/waivers';
import { waiverVersionInputSchema } from '../../../shared/schemas/admin-waivers';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, fileResponse, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import {
  exportWaiverSignaturesCsv,
  listUnsignedPlayers,
  listWaiverSignatures,
  signaturesExportQuerySchema,
  signaturesQuerySchema,
  unsignedQuerySchema,
} from './waiver-signatures.service';
import { activateWaiverVersion, createWaiverVersion, getWaiverVersion, listWaiverVersions, updateWaiverVersion } from './admin-waivers.service';

const admin = access.roles('admin');
const waiverParams = pathIds('waiverId');

export function waiversAdminRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Waivers (admin)', [
    apiRoute(
      { method: 'get', path: '/api/admin/waivers', summary: 'Every waiver version, newest first', access: admin, response: adminWaiverListSchema },
      async ({ actor }) => listWaiverVersions({ db, actor }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/waivers',
        summary: 'Create a new (inactive) waiver version',
        access: admin,
        body: waiverVersionInputSchema,
        response: adminWaiverDetailSchema,
        status: 201,
      },
      async ({ actor, body }) => createWaiverVersion({ db, actor, input: body }),
    ),
    // Before /:waiverId, which would otherwise take "unsigned" for an id.
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/waivers/unsigned',
        summary: 'Players registered in a season who have not signed the active version',
        access: admin,
        query: unsignedQuerySchema,
        response: unsignedWaiverPageSchema,
      },
      async ({ actor, query }) => listUnsignedPlayers({ db, actor, query }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/waivers/:waiverId',
        summary: 'One waiver version, with its text',
        access: admin,
        params: waiverParams,
        notFound: 'That waiver version',
        response: adminWaiverDetailSchema,
      },
      async ({ actor, params }) => getWaiverVersion({ db, actor, waiverId: params.waiverId }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/waivers/:waiverId',
        summary: 'Correct a draft version (inactive, agreed to by nobody)',
        access: admin,
        params: waiverParams,
        notFound: 'That waiver version',
        body: waiverVersionInputSchema,
        response: adminWaiverDetailSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => updateWaiverVersion({ db, actor, waiverId: params.waiverId, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/waivers/:waiverId/activate',
        summary: 'Make this the version people accept',
        access: admin,
        params: waiverParams,
        notFound: 'That waiver version',
        response: adminWaiverDetailSchema,
        errors: [409],
      },
      async ({ actor, params }) => activateWaiverVersion({ db, actor, waiverId: params.waiverId }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/waivers/:waiverId/signatures',
        summary: "The version's signatures, newest first",
        access: admin,
        params: waiverParams,
        notFound: 'That waiver version',
        query: signaturesQuerySchema,
        response: waiverSignaturePageSchema,
      },
      async ({ actor, params, query }) => listWaiverSignatures({ db, actor, waiverId: params.waiverId, query }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/waivers/:waiverId/signatures/export.csv',
        summary: "Download the version's signatures the search matches as CSV",
        access: admin,
        params: waiverParams,
        notFound: 'That waiver version',
        query: signaturesExportQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, params, query }) => {
        const { csv, version } = await exportWaiverSignaturesCsv({ db, actor, waiverId: params.waiverId, query });
        // Named after the version, not the day (csvDownload's name-date form): the file is one version's record.
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="waiver-v${version}-signatures.csv"`,
          'Cache-Control': 'no-store',
        });
      },
    ),
  ]);
}
