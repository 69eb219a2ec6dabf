import { Hono } from 'hono';
import { returningIntentInputSchema, sendReturningInvitationsInputSchema } from '../../../shared/schemas/registrations';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { exportReturningPlayersCsv, listReturningPlayers, listReturningPlayersQuerySchema } from './returning-players-list.service';
import { sendReturningInvitations, setReturningIntent } from './returning-players.service';

/** /admin/returning-players: last season's players, their intent, and invitations for the new season. */
export function returningPlayersRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get('/api/admin/returning-players', allow.roles('admin'), async (c) =>
      c.json(await listReturningPlayers({ db, actor: c.var.actor, query: queryParams(c, listReturningPlayersQuerySchema) })),
    )
    .get('/api/admin/returning-players/export.csv', allow.roles('admin'), async (c) => {
      const csv = await exportReturningPlayersCsv({ db, actor: c.var.actor, query: queryParams(c, listReturningPlayersQuerySchema) });
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="returning-players-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
    })
    .put('/api/admin/returning-players/:playerId/intent', allow.roles('admin'), async (c) => {
      const input = await jsonBody(c, returningIntentInputSchema);
      return c.json(await setReturningIntent({ db, actor: c.var.actor, playerId: c.req.param('playerId'), input }));
    })
    .post('/api/admin/returning-players/invitations', allow.roles('admin'), async (c) => {
      const input = await jsonBody(c, sendReturningInvitationsInputSchema);
      return c.json(await sendReturningInvitations({ db, messenger: deps.messenger, baseUrl: deps.baseUrl, actor: c.var.actor, input }));
    });
}
