import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { getPublicSettings } from './settings.service';

export function settingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/settings/public', allow.public(), async (c) =>
    c.json(await getPublicSettings(deps.database.db)),
  );
}
