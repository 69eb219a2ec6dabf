import { Hono } from 'hono';
import { updateWaitlistPriorityInputSchema } from '../../../shared/schemas/waitlist-admin';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { deleteWaitlistEntry, getWaitlistEntry, setWaitlistEntryStatus, updateWaitlistPriority } from './waitlist-admin.service';
import { inviteWaitlistEntry } from './waitlist-invitations.service';
import { exportWaitlistCsv, listWaitlist, listWaitlistQuerySchema } from './waitlist-list.service';

export function waitlistAdminRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .get('/api/admin/waitlist', allow.roles('admin'), async (c) =>
        c.json(await listWaitlist({ db, actor: c.var.actor, query: queryParams(c, listWaitlistQuerySchema) })),
      )
      // Before /:entryId, which would otherwise take "export.csv" for an id.
      .get('/api/admin/waitlist/export.csv', allow.roles('admin'), async (c) => {
        const csv = await exportWaitlistCsv({ db, actor: c.var.actor, query: queryParams(c, listWaitlistQuerySchema) });
        const day = new Date().toISOString().slice(0, 10);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="waitlist-${day}.csv"`,
          'Cache-Control': 'no-store',
        });
      })
      .get('/api/admin/waitlist/:entryId', allow.roles('admin'), async (c) =>
        c.json(await getWaitlistEntry({ db, actor: c.var.actor, entryId: c.req.param('entryId') })),
      )
      .patch('/api/admin/waitlist/:entryId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, updateWaitlistPriorityInputSchema);
        return c.json(await updateWaitlistPriority({ db, actor: c.var.actor, entryId: c.req.param('entryId'), input }));
      })
      .post('/api/admin/waitlist/:entryId/invite', allow.roles('admin'), async (c) =>
        c.json(await inviteWaitlistEntry({ db, messenger: deps.messenger, baseUrl: deps.baseUrl, actor: c.var.actor, entryId: c.req.param('entryId') })),
      )
      .post('/api/admin/waitlist/:entryId/decline', allow.roles('admin'), async (c) =>
        c.json(await setWaitlistEntryStatus({ db, actor: c.var.actor, entryId: c.req.param('entryId'), status: 'declined' })),
      )
      .post('/api/admin/waitlist/:entryId/mark-registered', allow.roles('admin'), async (c) =>
        c.json(await setWaitlistEntryStatus({ db, actor: c.var.actor, entryId: c.req.param('entryId'), status: 'registered' })),
      )
      .delete('/api/admin/waitlist/:entryId', allow.roles('admin'), async (c) => {
        await deleteWaitlistEntry({ db, actor: c.var.actor, entryId: c.req.param('entryId') });
        return c.body(null, 204);
      })
  );
}
