import { Hono } from 'hono';
import { createSeasonInputSchema, registrationPeriodInputSchema, setSeasonStatusInputSchema, updateSeasonInputSchema } from '../../../shared/schemas/seasons';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { createPeriod, deletePeriod, listPeriods, updatePeriod } from './periods.service';
import { listPublicSeasons } from './public-seasons.service';
import { createSeason, deleteSeason, exportSeasonsCsv, listSeasons, listSeasonsQuerySchema, setSeasonStatus, updateSeason } from './seasons.service';

export function seasonsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .get('/api/seasons', allow.public(), async (c) => c.json(await listPublicSeasons(db)))
      .get('/api/admin/seasons', allow.roles('admin'), async (c) =>
        c.json(await listSeasons({ db, actor: c.var.actor, query: queryParams(c, listSeasonsQuerySchema) })),
      )
      // Before /:seasonId, which would otherwise take "export.csv" for an id.
      .get('/api/admin/seasons/export.csv', allow.roles('admin'), async (c) => {
        const csv = await exportSeasonsCsv({ db, actor: c.var.actor, query: queryParams(c, listSeasonsQuerySchema) });
        const day = new Date().toISOString().slice(0, 10);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="seasons-${day}.csv"`,
          'Cache-Control': 'no-store',
        });
      })
      .post('/api/admin/seasons', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, createSeasonInputSchema);
        return c.json(await createSeason({ db, actor: c.var.actor, input }), 201);
      })
      .put('/api/admin/seasons/:seasonId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, updateSeasonInputSchema);
        return c.json(await updateSeason({ db, actor: c.var.actor, seasonId: c.req.param('seasonId'), input }));
      })
      .post('/api/admin/seasons/:seasonId/status', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, setSeasonStatusInputSchema);
        return c.json(await setSeasonStatus({ db, actor: c.var.actor, seasonId: c.req.param('seasonId'), input }));
      })
      .delete('/api/admin/seasons/:seasonId', allow.roles('admin'), async (c) => {
        await deleteSeason({ db, actor: c.var.actor, seasonId: c.req.param('seasonId') });
        return c.body(null, 204);
      })
      .get('/api/admin/seasons/:seasonId/periods', allow.roles('admin'), async (c) =>
        c.json(await listPeriods({ db, actor: c.var.actor, seasonId: c.req.param('seasonId') })),
      )
      .post('/api/admin/seasons/:seasonId/periods', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, registrationPeriodInputSchema);
        return c.json(await createPeriod({ db, actor: c.var.actor, seasonId: c.req.param('seasonId'), input }), 201);
      })
      .put('/api/admin/seasons/:seasonId/periods/:periodId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, registrationPeriodInputSchema);
        return c.json(await updatePeriod({ db, actor: c.var.actor, seasonId: c.req.param('seasonId'), periodId: c.req.param('periodId'), input }));
      })
      .delete('/api/admin/seasons/:seasonId/periods/:periodId', allow.roles('admin'), async (c) => {
        await deletePeriod({ db, actor: c.var.actor, seasonId: c.req.param('seasonId'), periodId: c.req.param('periodId') });
        return c.body(null, 204);
      })
  );
}
