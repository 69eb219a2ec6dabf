import { schedulePreviewSchema, scheduleSavedSchema, scheduleSetupSchema } from '../../../shared/api/schedule-generator';
import { schedulePreviewInputSchema, scheduleSaveInputSchema } from '../../../shared/schemas/schedule-generator';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { loadScheduleSetup, previewSchedule, saveSchedule } from './schedule-generator.service';

const admin = access.roles('admin');
const params = pathIds('seasonId', 'divisionId');
const base = '/api/admin/seasons/:seasonId/divisions/:divisionId/schedule';

export function scheduleGeneratorRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Schedule generator (admin)', [
    apiRoute(
      {
        method: 'get',
        path: base,
        summary: "A division's teams, the fields and the league time zone, for the generator's form",
        access: admin,
        params,
        notFound: 'That season or division',
        response: scheduleSetupSchema,
      },
      async ({ actor, params }) => loadScheduleSetup({ db, actor, ...params }),
    ),
    apiRoute(
      {
        method: 'post',
        path: `${base}/preview`,
        summary: 'Generate a round-robin schedule and its report, without saving it',
        access: admin,
        params,
        notFound: 'That season or division',
        body: schedulePreviewInputSchema,
        response: schedulePreviewSchema,
      },
      async ({ actor, params, body }) => previewSchedule({ db, actor, ...params, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: base,
        summary: "Save a previewed schedule as the division's games",
        description:
          'In one transaction under the season lock: refused (409) when the division already has games unless replace_unplayed, or when a game now clashes with a saved one (each clash named under games.<index>).',
        access: admin,
        params,
        notFound: 'That season or division',
        body: scheduleSaveInputSchema,
        response: scheduleSavedSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, params, body }) => saveSchedule({ db, actor, ...params, input: body }),
    ),
  ]);
}
