import { Hono } from 'hono';
import { divisionInputSchema } from '../../../shared/schemas/divisions';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { createDivision, deleteDivision, exportDivisionsCsv, listDivisionOptions, listDivisions, listDivisionsQuerySchema, updateDivision } from './divisions.service';

export function divisionsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .get('/api/admin/divisions', allow.roles('admin'), async (c) =>
        c.json(await listDivisions({ db, actor: c.var.actor, query: queryParams(c, listDivisionsQuerySchema) })),
      )
      // Both before /:divisionId, which would otherwise take them for ids.
      .get('/api/admin/divisions/options', allow.roles('admin'), async (c) => c.json(await listDivisionOptions({ db, actor: c.var.actor })))
      .get('/api/admin/divisions/export.csv', allow.roles('admin'), async (c) => {
        const csv = await exportDivisionsCsv({ db, actor: c.var.actor, query: queryParams(c, listDivisionsQuerySchema) });
        const day = new Date().toISOString().slice(0, 10);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="divisions-${day}.csv"`,
          'Cache-Control': 'no-store',
        });
      })
      .post('/api/admin/divisions', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, divisionInputSchema);
        return c.json(await createDivision({ db, actor: c.var.actor, input }), 201);
      })
      .put('/api/admin/divisions/:divisionId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, divisionInputSchema);
        return c.json(await updateDivision({ db, actor: c.var.actor, divisionId: c.req.param('divisionId'), input }));
      })
      .delete('/api/admin/divisions/:divisionId', allow.roles('admin'), async (c) => {
        await deleteDivision({ db, actor: c.var.actor, divisionId: c.req.param('divisionId') });
        return c.body(null, 204);
      })
  );
}
