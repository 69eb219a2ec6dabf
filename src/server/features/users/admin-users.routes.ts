import { Hono } from 'hono';
import { linkUserPlayerInputSchema } from '../../../shared/schemas/users-admin';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { exportUsersCsv, listUsers, listUsersQuerySchema } from './admin-users-list.service';
import { disableUser, enableUser, grantRole, linkUserPlayer, revokeRole, sendPasswordReset, unlinkUserPlayer } from './admin-users.service';

export function adminUsersRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get('/api/admin/users', allow.roles('admin'), async (c) =>
      c.json(await listUsers({ db, actor: c.var.actor, query: queryParams(c, listUsersQuerySchema) })),
    )
    .get('/api/admin/users/export.csv', allow.roles('admin'), async (c) => {
      const csv = await exportUsersCsv({ db, actor: c.var.actor, query: queryParams(c, listUsersQuerySchema) });
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="users-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
    })
    .put('/api/admin/users/:userId/roles/:role', allow.roles('admin'), async (c) =>
      c.json(await grantRole({ db, actor: c.var.actor, userId: c.req.param('userId'), role: c.req.param('role') })),
    )
    .delete('/api/admin/users/:userId/roles/:role', allow.roles('admin'), async (c) =>
      c.json(await revokeRole({ db, actor: c.var.actor, userId: c.req.param('userId'), role: c.req.param('role') })),
    )
    .put('/api/admin/users/:userId/player', allow.roles('admin'), async (c) => {
      const input = await jsonBody(c, linkUserPlayerInputSchema);
      return c.json(await linkUserPlayer({ db, actor: c.var.actor, userId: c.req.param('userId'), input }));
    })
    .delete('/api/admin/users/:userId/player', allow.roles('admin'), async (c) =>
      c.json(await unlinkUserPlayer({ db, actor: c.var.actor, userId: c.req.param('userId') })),
    )
    .post('/api/admin/users/:userId/disable', allow.roles('admin'), async (c) =>
      c.json(await disableUser({ db, actor: c.var.actor, userId: c.req.param('userId') })),
    )
    .post('/api/admin/users/:userId/enable', allow.roles('admin'), async (c) =>
      c.json(await enableUser({ db, actor: c.var.actor, userId: c.req.param('userId') })),
    )
    .post('/api/admin/users/:userId/password-reset', allow.roles('admin'), async (c) =>
      c.json(await sendPasswordReset({ db, auth: deps.auth, actor: c.var.actor, userId: c.req.param('userId') })),
    );
}
