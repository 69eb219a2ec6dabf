import { Hono } from 'hono';
import { discountCodeInputSchema } from '../../../shared/schemas/discount-codes';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { exportDiscountCodesCsv, listDiscountCodes, listDiscountCodesQuerySchema } from './discount-codes-list.service';
import { createDiscountCode, deleteDiscountCode, setDiscountCodeActive, updateDiscountCode } from './discount-codes.service';

export function discountCodesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .get('/api/admin/discount-codes', allow.roles('admin'), async (c) =>
        c.json(await listDiscountCodes({ db, actor: c.var.actor, query: queryParams(c, listDiscountCodesQuerySchema) })),
      )
      // Before /:codeId routes, which would otherwise take "export.csv" for an id.
      .get('/api/admin/discount-codes/export.csv', allow.roles('admin'), async (c) => {
        const csv = await exportDiscountCodesCsv({ db, actor: c.var.actor, query: queryParams(c, listDiscountCodesQuerySchema) });
        const day = new Date().toISOString().slice(0, 10);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="discount-codes-${day}.csv"`,
          'Cache-Control': 'no-store',
        });
      })
      .post('/api/admin/discount-codes', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, discountCodeInputSchema);
        return c.json(await createDiscountCode({ db, actor: c.var.actor, input }), 201);
      })
      .put('/api/admin/discount-codes/:codeId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, discountCodeInputSchema);
        return c.json(await updateDiscountCode({ db, actor: c.var.actor, codeId: c.req.param('codeId'), input }));
      })
      .post('/api/admin/discount-codes/:codeId/activate', allow.roles('admin'), async (c) =>
        c.json(await setDiscountCodeActive({ db, actor: c.var.actor, codeId: c.req.param('codeId'), isActive: true })),
      )
      .post('/api/admin/discount-codes/:codeId/deactivate', allow.roles('admin'), async (c) =>
        c.json(await setDiscountCodeActive({ db, actor: c.var.actor, codeId: c.req.param('codeId'), isActive: false })),
      )
      .delete('/api/admin/discount-codes/:codeId', allow.roles('admin'), async (c) => {
        await deleteDiscountCode({ db, actor: c.var.actor, codeId: c.req.param('codeId') });
        return c.body(null, 204);
      })
  );
}
