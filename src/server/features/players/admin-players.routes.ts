import { Hono } from 'hono';
import { updatePlayerInputSchema } from '../../../shared/schemas/players-admin';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { exportPlayersCsv, listPlayers, listPlayersQuerySchema, playerFilterOptions } from './admin-players-list.service';
import { getAdminPlayer, updateAdminPlayer } from './admin-players.service';

export function adminPlayersRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .get('/api/admin/players', allow.roles('admin'), async (c) =>
        c.json(await listPlayers({ db, actor: c.var.actor, query: queryParams(c, listPlayersQuerySchema) })),
      )
      // Before /:playerId, which would otherwise take "export.csv" for an id.
      .get('/api/admin/players/export.csv', allow.roles('admin'), async (c) => {
        const csv = await exportPlayersCsv({ db, actor: c.var.actor, query: queryParams(c, listPlayersQuerySchema) });
        const day = new Date().toISOString().slice(0, 10);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="players-${day}.csv"`,
          'Cache-Control': 'no-store',
        });
      })
      .get('/api/admin/players/filter-options', allow.roles('admin'), async (c) => c.json(await playerFilterOptions({ db, actor: c.var.actor })))
      .get('/api/admin/players/:playerId', allow.roles('admin'), async (c) =>
        c.json(await getAdminPlayer({ db, actor: c.var.actor, playerId: c.req.param('playerId') })),
      )
      .patch('/api/admin/players/:playerId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, updatePlayerInputSchema);
        return c.json(await updateAdminPlayer({ db, actor: c.var.actor, playerId: c.req.param('playerId'), input }));
      })
  );
}
