import { Hono } from 'hono';
import { updateAdminSettingsInputSchema } from '../../../shared/schemas/settings';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { getAdminSettings, getPublicSettings, getRules, updateAdminSettings } from './settings.service';

export function settingsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get('/api/settings/public', allow.public(), async (c) => c.json(await getPublicSettings(db)))
    .get('/api/rules', allow.public(), async (c) => c.json(await getRules(db)))
    .get('/api/admin/settings', allow.roles('admin'), async (c) => c.json(await getAdminSettings({ db, actor: c.var.actor })))
    .put('/api/admin/settings', allow.roles('admin'), async (c) => {
      const input = await jsonBody(c, updateAdminSettingsInputSchema);
      return c.json(await updateAdminSettings({ db, actor: c.var.actor, input }));
    });
}
