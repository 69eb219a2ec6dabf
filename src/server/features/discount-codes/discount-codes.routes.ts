import { adminDiscountCodePageSchema, adminDiscountCodeSchema } from '../../../shared/api/discount-codes';
import { discountCodeInputSchema } from '../../../shared/schemas/discount-codes';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, fileResponse, pathIds } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { exportDiscountCodesCsv, listDiscountCodes, listDiscountCodesQuerySchema } from './discount-codes-list.service';
import { createDiscountCode, deleteDiscountCode, setDiscountCodeActive, updateDiscountCode } from './discount-codes.service';

const codeParams = pathIds('codeId');
const admin = access.roles('admin');
const THAT_CODE = 'That discount code';

export function discountCodesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Discount codes (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/discount-codes',
        summary: 'List discount codes',
        access: admin,
        query: listDiscountCodesQuerySchema,
        response: adminDiscountCodePageSchema,
      },
      async ({ actor, query }) => listDiscountCodes({ db, actor, query }),
    ),
    // Before the /:codeId routes, which would otherwise take "export.csv" for an id.
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/discount-codes/export.csv',
        summary: 'Download the filtered discount codes as CSV',
        access: admin,
        query: listDiscountCodesQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'discount-codes', await exportDiscountCodesCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/discount-codes',
        summary: 'Create a discount code',
        access: admin,
        body: discountCodeInputSchema,
        response: adminDiscountCodeSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, body }) => createDiscountCode({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/discount-codes/:codeId',
        summary: 'Change a discount code (a used code keeps its kind and amount)',
        access: admin,
        params: codeParams,
        notFound: THAT_CODE,
        body: discountCodeInputSchema,
        response: adminDiscountCodeSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => updateDiscountCode({ db, actor, codeId: params.codeId, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/discount-codes/:codeId/activate',
        summary: 'Switch a discount code on',
        access: admin,
        params: codeParams,
        notFound: THAT_CODE,
        response: adminDiscountCodeSchema,
      },
      async ({ actor, params }) => setDiscountCodeActive({ db, actor, codeId: params.codeId, isActive: true }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/discount-codes/:codeId/deactivate',
        summary: 'Switch a discount code off',
        access: admin,
        params: codeParams,
        notFound: THAT_CODE,
        response: adminDiscountCodeSchema,
      },
      async ({ actor, params }) => setDiscountCodeActive({ db, actor, codeId: params.codeId, isActive: false }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/discount-codes/:codeId',
        summary: 'Delete a discount code no registration names',
        access: admin,
        params: codeParams,
        notFound: THAT_CODE,
        response: emptyResponse,
        errors: [409],
      },
      async ({ actor, params }) => deleteDiscountCode({ db, actor, codeId: params.codeId }),
    ),
  ]);
}
