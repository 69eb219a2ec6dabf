import { adminSettingsSchema, publicSettingsSchema, rulesSchema } from '../../../shared/api/settings';
import { updateAdminSettingsInputSchema } from '../../../shared/schemas/settings';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getAdminSettings, getRules, publicSettings, updateAdminSettings } from './settings.service';

const admin = access.roles('admin');

export function settingsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Settings', [
    apiRoute(
      {
        method: 'get',
        path: '/api/settings/public',
        sharedAnswer: true,
        summary: "The league's public settings (name, waitlist mode, time zone, contact)",
        access: access.public,
        response: publicSettingsSchema,
      },
      async () => publicSettings(db),
    ),
    apiRoute(
      { method: 'get', path: '/api/rules', summary: "The league's rules text", access: access.public, sharedAnswer: true, response: rulesSchema },
      async () => getRules(db),
    ),
    apiRoute(
      { method: 'get', path: '/api/admin/settings', summary: 'Every admin-editable setting', access: admin, response: adminSettingsSchema },
      async ({ actor }) => getAdminSettings({ db, actor }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/settings',
        summary: 'Change any subset of the settings',
        access: admin,
        body: updateAdminSettingsInputSchema,
        response: adminSettingsSchema,
      },
      async ({ actor, body }) => updateAdminSettings({ db, actor, input: body }),
    ),
  ]);
}
