import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { getHomeData } from './home.service';

export function homeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/home', allow.public(), async (c) => c.json(await getHomeData(deps.database.db)));
}
