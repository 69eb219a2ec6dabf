import { Hono } from 'hono';
import { announcementInputSchema } from '../../../shared/schemas/announcements';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { exportAnnouncementsCsv, listAnnouncementAudiences, listAnnouncements, listAnnouncementsQuerySchema } from './announcements-list.service';
import { createAnnouncement, deleteAnnouncement, getAnnouncement, updateAnnouncement } from './announcements.service';

export function announcementsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mail = { db, messenger: deps.messenger, baseUrl: deps.baseUrl };
  return (
    new Hono<AppEnv>()
      .get('/api/admin/announcements', allow.roles('admin'), async (c) =>
        c.json(await listAnnouncements({ db, actor: c.var.actor, query: queryParams(c, listAnnouncementsQuerySchema) })),
      )
      // Before /:announcementId, which would otherwise take these for ids.
      .get('/api/admin/announcements/export.csv', allow.roles('admin'), async (c) => {
        const csv = await exportAnnouncementsCsv({ db, actor: c.var.actor, query: queryParams(c, listAnnouncementsQuerySchema) });
        const day = new Date().toISOString().slice(0, 10);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="announcements-${day}.csv"`,
          'Cache-Control': 'no-store',
        });
      })
      .get('/api/admin/announcements/audiences', allow.roles('admin'), async (c) => c.json(await listAnnouncementAudiences({ db, actor: c.var.actor })))
      .post('/api/admin/announcements', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, announcementInputSchema);
        return c.json(await createAnnouncement({ ...mail, actor: c.var.actor, input }), 201);
      })
      .get('/api/admin/announcements/:announcementId', allow.roles('admin'), async (c) =>
        c.json(await getAnnouncement({ db, actor: c.var.actor, announcementId: c.req.param('announcementId') })),
      )
      .put('/api/admin/announcements/:announcementId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, announcementInputSchema);
        return c.json(await updateAnnouncement({ ...mail, actor: c.var.actor, announcementId: c.req.param('announcementId'), input }));
      })
      .delete('/api/admin/announcements/:announcementId', allow.roles('admin'), async (c) => {
        await deleteAnnouncement({ db, actor: c.var.actor, announcementId: c.req.param('announcementId') });
        return c.body(null, 204);
      })
  );
}
