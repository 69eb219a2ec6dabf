import { outboxMessagesSchema } from '../../../shared/api/outbox';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { listOutbox, listOutboxQuerySchema } from './outbox.service';

export function outboxRoutes(deps: AppDeps) {
  return apiRoutes('Outbox (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/outbox',
        summary: 'Messages the league sent (or would have sent), newest first',
        access: access.roles('admin'),
        query: listOutboxQuerySchema,
        response: outboxMessagesSchema,
      },
      async ({ query }) => listOutbox(deps.database.db, query),
    ),
  ]);
}
