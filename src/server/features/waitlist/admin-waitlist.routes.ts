import { waitlistEntryDetailSchema, waitlistPageSchema } from '../../../shared/api/waitlist';
import { updateWaitlistPriorityInputSchema } from '../../../shared/schemas/admin-waitlist';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, fileResponse, pathIds } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { deleteWaitlistEntry, getWaitlistEntry, setWaitlistEntryStatus, updateWaitlistPriority } from './admin-waitlist.service';
import { inviteWaitlistEntry } from './waitlist-invitations.service';
import { exportWaitlistCsv, listWaitlist, listWaitlistQuerySchema } from './waitlist-list.service';

const entryParams = pathIds('entryId');
const admin = access.roles('admin');
const THAT_ENTRY = 'That waitlist entry';

export function waitlistAdminRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Waitlist (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/waitlist',
        summary: 'List waitlist entries in queue order',
        access: admin,
        query: listWaitlistQuerySchema,
        response: waitlistPageSchema,
      },
      async ({ actor, query }) => listWaitlist({ db, actor, query }),
    ),
    // Before /:entryId, which would otherwise take "export.csv" for an id.
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/waitlist/export.csv',
        summary: 'Download the filtered waitlist as CSV',
        access: admin,
        query: listWaitlistQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'waitlist', await exportWaitlistCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/waitlist/:entryId',
        summary: 'One waitlist entry',
        access: admin,
        params: entryParams,
        notFound: THAT_ENTRY,
        response: waitlistEntryDetailSchema,
      },
      async ({ actor, params }) => getWaitlistEntry({ db, actor, entryId: params.entryId }),
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/admin/waitlist/:entryId',
        summary: "Change an entry's priority",
        access: admin,
        params: entryParams,
        notFound: THAT_ENTRY,
        body: updateWaitlistPriorityInputSchema,
        response: waitlistEntryDetailSchema,
      },
      async ({ actor, params, body }) => updateWaitlistPriority({ db, actor, entryId: params.entryId, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/waitlist/:entryId/invite',
        summary: 'Invite a pending or expired entry to register (e-mails a link)',
        access: admin,
        params: entryParams,
        notFound: THAT_ENTRY,
        response: waitlistEntryDetailSchema,
        errors: [409],
      },
      async ({ actor, params }) => inviteWaitlistEntry({ db, messenger: deps.messenger, baseUrl: deps.baseUrl, actor, entryId: params.entryId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/waitlist/:entryId/decline',
        summary: 'Decline an entry (revokes an open invitation)',
        access: admin,
        params: entryParams,
        notFound: THAT_ENTRY,
        response: waitlistEntryDetailSchema,
        errors: [409],
      },
      async ({ actor, params }) => setWaitlistEntryStatus({ db, actor, entryId: params.entryId, status: 'declined' }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/waitlist/:entryId/mark-registered',
        summary: 'Mark an entry registered (revokes an open invitation)',
        access: admin,
        params: entryParams,
        notFound: THAT_ENTRY,
        response: waitlistEntryDetailSchema,
        errors: [409],
      },
      async ({ actor, params }) => setWaitlistEntryStatus({ db, actor, entryId: params.entryId, status: 'registered' }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/waitlist/:entryId',
        summary: 'Remove an entry and its invitations',
        access: admin,
        params: entryParams,
        notFound: THAT_ENTRY,
        response: emptyResponse,
      },
      async ({ actor, params }) => deleteWaitlistEntry({ db, actor, entryId: params.entryId }),
    ),
  ]);
}
