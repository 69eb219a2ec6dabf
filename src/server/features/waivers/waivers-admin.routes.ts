import { Hono } from 'hono';
import { waiverVersionInputSchema } from '../../../shared/schemas/waivers-admin';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { exportWaiverSignaturesCsv, listUnsignedPlayers, listWaiverSignatures, signaturesQuerySchema, unsignedQuerySchema } from './waiver-signatures.service';
import { activateWaiverVersion, createWaiverVersion, getWaiverVersion, listWaiverVersions, updateWaiverVersion } from './waivers-admin.service';

export function waiversAdminRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .get('/api/admin/waivers', allow.roles('admin'), async (c) => c.json(await listWaiverVersions({ db, actor: c.var.actor })))
      .post('/api/admin/waivers', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, waiverVersionInputSchema);
        return c.json(await createWaiverVersion({ db, actor: c.var.actor, input }), 201);
      })
      // Before /:waiverId, which would otherwise take "unsigned" for an id.
      .get('/api/admin/waivers/unsigned', allow.roles('admin'), async (c) =>
        c.json(await listUnsignedPlayers({ db, actor: c.var.actor, query: queryParams(c, unsignedQuerySchema) })),
      )
      .get('/api/admin/waivers/:waiverId', allow.roles('admin'), async (c) =>
        c.json(await getWaiverVersion({ db, actor: c.var.actor, waiverId: c.req.param('waiverId') })),
      )
      .put('/api/admin/waivers/:waiverId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, waiverVersionInputSchema);
        return c.json(await updateWaiverVersion({ db, actor: c.var.actor, waiverId: c.req.param('waiverId'), input }));
      })
      .post('/api/admin/waivers/:waiverId/activate', allow.roles('admin'), async (c) =>
        c.json(await activateWaiverVersion({ db, actor: c.var.actor, waiverId: c.req.param('waiverId') })),
      )
      .get('/api/admin/waivers/:waiverId/signatures', allow.roles('admin'), async (c) =>
        c.json(await listWaiverSignatures({ db, actor: c.var.actor, waiverId: c.req.param('waiverId'), query: queryParams(c, signaturesQuerySchema) })),
      )
      .get('/api/admin/waivers/:waiverId/signatures/export.csv', allow.roles('admin'), async (c) => {
        const { csv, version } = await exportWaiverSignaturesCsv({
          db,
          actor: c.var.actor,
          waiverId: c.req.param('waiverId'),
          query: queryParams(c, signaturesQuerySchema.pick({ q: true })),
        });
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="waiver-v${version}-signatures.csv"`,
          'Cache-Control': 'no-store',
        });
      })
  );
}
