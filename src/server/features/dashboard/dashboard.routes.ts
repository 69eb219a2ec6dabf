import { adminDashboardSchema, auditLogPageSchema } from '../../../shared/api/dashboard';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, fileResponse } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { exportAuditLogCsv, listAuditLog, listAuditLogQuerySchema } from './audit-log.service';
import { dashboardQuerySchema, getAdminDashboard } from './dashboard.service';

const admin = access.roles('admin');

export function dashboardRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Dashboard and audit log (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/dashboard',
        summary: "A season's figures (the current season unless one is chosen) and recent activity",
        access: admin,
        query: dashboardQuerySchema,
        response: adminDashboardSchema,
        errors: [404],
      },
      async ({ actor, query }) => getAdminDashboard({ db, actor, query }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/audit-log',
        summary: 'The audit log, newest first',
        access: admin,
        query: listAuditLogQuerySchema,
        response: auditLogPageSchema,
      },
      async ({ actor, query }) => listAuditLog({ db, actor, query }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/audit-log/export.csv',
        summary: 'Download the filtered audit log as CSV',
        access: admin,
        query: listAuditLogQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'audit-log', await exportAuditLogCsv({ db, actor, query })),
    ),
  ]);
}
