import { teamOptionsSchema } from '../../../shared/api/teams';
import { access } from '../../http/access';
import { apiRoute, apiRoutes } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { listTeamOptions } from './teams.service';

export function teamsRoutes(deps: AppDeps) {
  return apiRoutes('Teams', [
    apiRoute(
      { method: 'get', path: '/api/teams/options', summary: 'Every team, for choosing a previous team', access: access.public, response: teamOptionsSchema },
      async () => listTeamOptions(deps.database.db),
    ),
  ]);
}
