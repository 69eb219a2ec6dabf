import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { queryParams } from '../../http/validate';
import { listOutbox, listOutboxQuerySchema } from './outbox.service';

export function outboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/admin/outbox', allow.roles('admin'), async (c) =>
    c.json(await listOutbox(deps.database.db, queryParams(c, listOutboxQuerySchema))),
  );
}
