import {
  adminAnnouncementSchema,
  announcementAudienceOptionsSchema,
  announcementEmailPreviewSchema,
  announcementPageSchema,
} from '../../../shared/api/announcements';
import { announcementInputSchema } from '../../../shared/schemas/announcements';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, fileResponse, pathIds } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { exportAnnouncementsCsv, listAnnouncementAudiences, listAnnouncements, listAnnouncementsQuerySchema } from './announcements-list.service';
import { createAnnouncement, deleteAnnouncement, getAnnouncement, previewAnnouncementEmail, updateAnnouncement } from './announcements.service';

const announcementParams = pathIds('announcementId');
const admin = access.roles('admin');

export function announcementsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mail = { db, baseUrl: deps.baseUrl };
  return apiRoutes('Announcements (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/announcements',
        summary: 'List announcements',
        access: admin,
        query: listAnnouncementsQuerySchema,
        response: announcementPageSchema,
      },
      async ({ actor, query }) => listAnnouncements({ db, actor, query }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/announcements/export.csv',
        summary: 'Download the filtered announcements as CSV',
        access: admin,
        query: listAnnouncementsQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'announcements', await exportAnnouncementsCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/announcements/audiences',
        summary: 'Seasons and divisions an announcement can be e-mailed to',
        access: admin,
        response: announcementAudienceOptionsSchema,
      },
      async ({ actor }) => listAnnouncementAudiences({ db, actor }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/announcements/email-preview',
        summary: 'What saving would e-mail: the recipient count and the message, to confirm before sending (nothing is stored)',
        access: admin,
        body: announcementInputSchema,
        response: announcementEmailPreviewSchema,
      },
      async ({ actor, body }) => previewAnnouncementEmail({ ...mail, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/announcements',
        summary: 'Create an announcement (e-mailed to its audience on the first save)',
        access: admin,
        body: announcementInputSchema,
        response: adminAnnouncementSchema,
        status: 201,
      },
      async ({ actor, body }) => createAnnouncement({ ...mail, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/announcements/:announcementId',
        summary: 'One announcement',
        access: admin,
        params: announcementParams,
        notFound: 'That announcement',
        response: adminAnnouncementSchema,
      },
      async ({ actor, params }) => getAnnouncement({ db, actor, announcementId: params.announcementId }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/announcements/:announcementId',
        summary: 'Change an announcement',
        access: admin,
        params: announcementParams,
        notFound: 'That announcement',
        body: announcementInputSchema,
        response: adminAnnouncementSchema,
      },
      async ({ actor, params, body }) => updateAnnouncement({ ...mail, actor, announcementId: params.announcementId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/announcements/:announcementId',
        summary: 'Delete an announcement',
        access: admin,
        params: announcementParams,
        notFound: 'That announcement',
        response: emptyResponse,
      },
      async ({ actor, params }) => deleteAnnouncement({ db, actor, announcementId: params.announcementId }),
    ),
  ]);
}
