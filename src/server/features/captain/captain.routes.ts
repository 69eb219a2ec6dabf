import { captainDashboardSchema, captainTeamsSchema } from '../../../shared/api/captain';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getCaptainDashboard } from './captain-dashboard.service';
import { listCaptainTeams } from './captain-teams.service';

const teamParams = pathIds('teamId');

/** The captain area's API (issue 23, decision 076): every route is for captains and admins; the services check the team. */
export function captainRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Captain', [
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams',
        summary: 'The teams the caller captains (admins: every team of the current season)',
        access: access.roles('captain', 'admin'),
        response: captainTeamsSchema,
      },
      async ({ actor }) => listCaptainTeams(db, actor),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/dashboard',
        summary: "A team's captain dashboard: roster size, next game and who has not answered",
        access: access.roles('captain', 'admin'),
        params: teamParams,
        notFound: 'That team',
        response: captainDashboardSchema,
        errors: [403, 404],
      },
      async ({ actor, params }) => getCaptainDashboard(db, actor, params.teamId),
    ),
  ]);
}
