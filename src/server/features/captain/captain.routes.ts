import { z } from 'zod';
import {
  adminRosterRequestsSchema,
  captainDashboardSchema,
  captainRosterCandidatesSchema,
  captainRosterChangeSchema,
  captainRosterSchema,
  captainTeamsSchema,
  rosterRequestSchema,
  teamNoteSchema,
  teamNotesSchema,
} from '../../../shared/api/captain';
import {
  captainAddPlayerInputSchema,
  captainUpdateMemberInputSchema,
  createTeamNoteInputSchema,
  rejectRosterRequestInputSchema,
  updateTeamNoteInputSchema,
} from '../../../shared/schemas/captain';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { searchParam } from '../../http/list-query';
import { getCaptainDashboard } from './captain-dashboard.service';
import { captainAddPlayer, captainRemovePlayer, getCaptainRoster, listCaptainRosterCandidates, updateCaptainRosterMember } from './captain-roster.service';
import { listCaptainTeams } from './captain-teams.service';
import { approveRosterRequest, listPendingRosterRequests, rejectRosterRequest } from './roster-requests.service';
import { createTeamNote, deleteTeamNote, listTeamNotes, updateTeamNote } from './team-notes.service';

const teamParams = pathIds('teamId');
const memberParams = pathIds('teamId', 'playerId');
const noteParams = pathIds('teamId', 'noteId');
const requestParams = pathIds('requestId');
const candidatesQuery = z.object({ q: searchParam() });
const captains = access.roles('captain', 'admin');

/**
 * The captain area's API (issue 23, decision 076): every /api/captain route is for captains and
 * admins; the services check the caller leads the team in the path (core/team-access).
 */
export function captainRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Captain', [
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams',
        summary: 'The teams the caller captains (admins: every team of the current season)',
        access: captains,
        response: captainTeamsSchema,
      },
      async ({ actor }) => listCaptainTeams(db, actor),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/dashboard',
        summary: "A team's captain dashboard: roster size, next game and who has not answered",
        access: captains,
        params: teamParams,
        notFound: 'That team',
        response: captainDashboardSchema,
        errors: [403, 404],
      },
      async ({ actor, params }) => getCaptainDashboard(db, actor, params.teamId),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/roster',
        summary: "A team's roster as its captains manage it, with the roster requests waiting for an admin",
        access: captains,
        params: teamParams,
        notFound: 'That team',
        response: captainRosterSchema,
        errors: [403, 404],
      },
      async ({ actor, params }) => getCaptainRoster(db, actor, params.teamId),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/roster/candidates',
        summary: 'Players a captain may add: on no team of the season and division, by name',
        access: captains,
        params: teamParams,
        notFound: 'That team',
        query: candidatesQuery,
        response: captainRosterCandidatesSchema,
        errors: [403, 404],
      },
      async ({ actor, params, query }) => listCaptainRosterCandidates(db, actor, params.teamId, query.q),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/captain/teams/:teamId/roster',
        summary: "Add a player to the team, or ask an admin to when the league's rule requires approval",
        description:
          'Checked against the division eligibility rules, suspensions being served and the one-team-per-division rule. `outcome` says whether the player was added or a request was filed.',
        access: captains,
        params: teamParams,
        notFound: 'That team',
        body: captainAddPlayerInputSchema,
        response: captainRosterChangeSchema,
        errors: [403, 404, 409, 422],
      },
      async ({ actor, params, body }) => captainAddPlayer(db, actor, params.teamId, body),
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/captain/teams/:teamId/roster/:playerId',
        summary: "Set a player's jersey number (unique in the team) or make them co-captain",
        access: captains,
        params: memberParams,
        notFound: 'That roster player',
        body: captainUpdateMemberInputSchema,
        response: captainRosterSchema,
        errors: [403, 404, 409, 422],
      },
      async ({ actor, params, body }) => updateCaptainRosterMember(db, actor, params.teamId, params.playerId, body),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/captain/teams/:teamId/roster/:playerId',
        summary: "Remove a player from the team, or ask an admin to when the league's rule requires approval",
        access: captains,
        params: memberParams,
        notFound: 'That roster player',
        response: captainRosterChangeSchema,
        errors: [403, 404, 409],
      },
      async ({ actor, params }) => captainRemovePlayer(db, actor, params.teamId, params.playerId),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/notes',
        summary: "The private notes of a team's captains, newest first",
        access: captains,
        params: teamParams,
        notFound: 'That team',
        response: teamNotesSchema,
        errors: [403, 404],
      },
      async ({ actor, params }) => listTeamNotes(db, actor, params.teamId),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/captain/teams/:teamId/notes',
        summary: "Add a note for the team's captains (a retry with the same client key adds it once)",
        access: captains,
        params: teamParams,
        notFound: 'That team',
        body: createTeamNoteInputSchema,
        response: teamNoteSchema,
        status: 201,
        alsoStatus: [200],
        errors: [403, 404, 422],
      },
      async ({ actor, params, body }) => createTeamNote(db, actor, params.teamId, body),
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/captain/teams/:teamId/notes/:noteId',
        summary: 'Edit a note (its author only)',
        access: captains,
        params: noteParams,
        notFound: 'That note',
        body: updateTeamNoteInputSchema,
        response: teamNoteSchema,
        errors: [403, 404, 422],
      },
      async ({ actor, params, body }) => updateTeamNote(db, actor, params.teamId, params.noteId, body),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/captain/teams/:teamId/notes/:noteId',
        summary: "Delete a note of the team's captains",
        access: captains,
        params: noteParams,
        notFound: 'That note',
        response: emptyResponse,
        errors: [403, 404],
      },
      async ({ actor, params }) => deleteTeamNote(db, actor, params.teamId, params.noteId),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/roster-requests',
        summary: "Captains' roster changes waiting for an admin's approval",
        access: access.roles('admin'),
        response: adminRosterRequestsSchema,
      },
      async () => listPendingRosterRequests(db),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/roster-requests/:requestId/approve',
        summary: "Approve a captain's roster change: checked again, then applied",
        access: access.roles('admin'),
        params: requestParams,
        notFound: 'That request',
        response: rosterRequestSchema,
        errors: [404, 409, 422],
      },
      async ({ actor, params }) => approveRosterRequest(db, actor, params.requestId),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/roster-requests/:requestId/reject',
        summary: "Reject a captain's roster change, with a note for the captains",
        access: access.roles('admin'),
        params: requestParams,
        notFound: 'That request',
        body: rejectRosterRequestInputSchema,
        response: rosterRequestSchema,
        errors: [404, 409, 422],
      },
      async ({ actor, params, body }) => rejectRosterRequest(db, actor, params.requestId, body),
    ),
  ]);
}
