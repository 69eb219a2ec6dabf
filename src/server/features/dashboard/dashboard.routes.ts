import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { queryParams } from '../../http/validate';
import { exportAuditLogCsv, listAuditLog, listAuditLogQuerySchema } from './audit-log.service';
import { dashboardQuerySchema, getAdminDashboard } from './dashboard.service';

export function dashboardRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get('/api/admin/dashboard', allow.roles('admin'), async (c) =>
      c.json(await getAdminDashboard({ db, actor: c.var.actor, query: queryParams(c, dashboardQuerySchema) })),
    )
    .get('/api/admin/audit-log', allow.roles('admin'), async (c) =>
      c.json(await listAuditLog({ db, actor: c.var.actor, query: queryParams(c, listAuditLogQuerySchema) })),
    )
    .get('/api/admin/audit-log/export.csv', allow.roles('admin'), async (c) => {
      const csv = await exportAuditLogCsv({ db, actor: c.var.actor, query: queryParams(c, listAuditLogQuerySchema) });
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
    });
}
