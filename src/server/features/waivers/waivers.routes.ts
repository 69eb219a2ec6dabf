import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { getActiveWaiver } from './waivers.service';

export function waiversRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/waivers/active', allow.public(), async (c) => c.json(await getActiveWaiver(deps.database.db)));
}
