import { Hono } from 'hono';
import { allow, requireActor } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { getMyRoles } from './session.service';

export function sessionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/me/roles', allow.signedIn(), async (c) =>
    c.json(await getMyRoles(deps.database.db, requireActor(c.var.actor).userId)),
  );
}
