import { z } from 'zod';
import { adminDisciplineSchema, suspensionSchema } from '../../../shared/api/discipline';
import { adjustSuspensionInputSchema } from '../../../shared/schemas/discipline';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { optionalIdParam } from '../../http/list-query';
import { adjustSuspension, getAdminDiscipline } from './discipline.service';

const admin = access.roles('admin');

// Server-only query schema (decision 006: full zod where the browser never loads it).
const disciplineQuerySchema = z.object({ season_id: optionalIdParam('Season must be a season id.') });

export function disciplineRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Discipline (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/discipline',
        summary: "A season's suspensions, derived from its cards, and the rules in force",
        description: 'The current season unless season_id names another. Serving suspensions first, then the newest.',
        access: admin,
        query: disciplineQuerySchema,
        response: adminDisciplineSchema,
        errors: [404],
      },
      async ({ actor, query }) => getAdminDiscipline({ db, actor, seasonId: query.season_id }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/discipline/adjustments',
        summary: "Set one suspension's length (0 lifts it), with the reason",
        description: 'Idempotent: one adjustment per season, player and suspension; the last one sent is in force. 404 when the player has no such suspension.',
        access: admin,
        body: adjustSuspensionInputSchema,
        response: suspensionSchema,
        errors: [404],
      },
      async ({ actor, body }) => adjustSuspension({ db, actor, input: body }),
    ),
  ]);
}
