import { adminTeamDetailSchema, adminTeamOptionsSchema, adminTeamsPageSchema, rosterCandidatesSchema, rosterInvitationSchema } from '../../../shared/api/teams';
import { addRosterPlayerInputSchema, createTeamInputSchema, updateRosterMemberInputSchema, updateTeamInputSchema } from '../../../shared/schemas/admin-teams';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, fileResponse, pathIds } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { exportAdminTeamsCsv, listAdminTeamOptions, listAdminTeams, listTeamsQuerySchema } from './admin-teams-list.service';
import { createTeam, deleteTeam, getAdminTeam, updateTeam } from './admin-teams.service';
import { inviteRosterPlayer } from './roster-invitation.service';
import { addRosterPlayer, listRosterCandidates, removeRosterPlayer, rosterCandidatesQuerySchema, updateRosterMember } from './roster.service';

const teamParams = pathIds('teamId');
const memberParams = pathIds('teamId', 'playerId');
const admin = access.roles('admin');

export function adminTeamsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Teams (admin)', [
    apiRoute(
      { method: 'get', path: '/api/admin/teams', summary: 'List teams', access: admin, query: listTeamsQuerySchema, response: adminTeamsPageSchema },
      async ({ actor, query }) => listAdminTeams({ db, actor, query }),
    ),
    // Before /:teamId, which would otherwise take "export.csv" or "options" for an id.
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/teams/export.csv',
        summary: 'Download the filtered teams as CSV',
        access: admin,
        query: listTeamsQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'teams', await exportAdminTeamsCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/teams/options',
        summary: 'Seasons and divisions the filters and the create form choose from',
        access: admin,
        response: adminTeamOptionsSchema,
      },
      async ({ actor }) => listAdminTeamOptions({ db, actor }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/teams',
        summary: 'Create a team',
        access: admin,
        body: createTeamInputSchema,
        response: adminTeamDetailSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, body }) => createTeam({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/teams/:teamId',
        summary: 'One team with its roster',
        access: admin,
        params: teamParams,
        notFound: 'That team',
        response: adminTeamDetailSchema,
      },
      async ({ actor, params }) => getAdminTeam({ db, actor, teamId: params.teamId }),
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/admin/teams/:teamId',
        summary: 'Rename a team or change its colours',
        access: admin,
        params: teamParams,
        notFound: 'That team',
        body: updateTeamInputSchema,
        response: adminTeamDetailSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => updateTeam({ db, actor, teamId: params.teamId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/teams/:teamId',
        summary: 'Delete a team without games',
        access: admin,
        params: teamParams,
        notFound: 'That team',
        response: emptyResponse,
        errors: [409],
      },
      async ({ actor, params }) => deleteTeam({ db, actor, teamId: params.teamId }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/teams/:teamId/candidates',
        summary: 'Players who may join the team (on no team of its season and division)',
        access: admin,
        params: teamParams,
        notFound: 'That team',
        query: rosterCandidatesQuerySchema,
        response: rosterCandidatesSchema,
      },
      async ({ actor, params, query }) => listRosterCandidates({ db, actor, teamId: params.teamId, query }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/teams/:teamId/roster',
        summary: 'Put a player on the roster',
        access: admin,
        params: teamParams,
        notFound: 'That team',
        body: addRosterPlayerInputSchema,
        response: adminTeamDetailSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, params, body }) => addRosterPlayer({ db, actor, teamId: params.teamId, input: body }),
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/admin/teams/:teamId/roster/:playerId',
        summary: "Change a roster player's jersey number or role",
        access: admin,
        params: memberParams,
        notFound: 'That roster player',
        body: updateRosterMemberInputSchema,
        response: adminTeamDetailSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => updateRosterMember({ db, actor, teamId: params.teamId, playerId: params.playerId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/teams/:teamId/roster/:playerId',
        summary: 'Take a player off the roster',
        access: admin,
        params: memberParams,
        notFound: 'That roster player',
        response: adminTeamDetailSchema,
      },
      async ({ actor, params }) => removeRosterPlayer({ db, actor, teamId: params.teamId, playerId: params.playerId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/teams/:teamId/roster/:playerId/invitation',
        summary: 'E-mail a rostered player without an account an invitation to sign up (through the outbox)',
        access: admin,
        params: memberParams,
        notFound: 'That roster player',
        response: rosterInvitationSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, params }) => inviteRosterPlayer({ db, baseUrl: deps.baseUrl, actor, teamId: params.teamId, playerId: params.playerId }),
    ),
  ]);
}
