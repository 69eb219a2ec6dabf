import { z } from 'zod';
import {
  createdTeamInviteSchema,
  joinTeamResultSchema,
  teamInviteListSchema,
  teamInviteSchema,
  teamInviteSummarySchema,
} from '../../../shared/api/team-invites';
import { createTeamInviteInputSchema, joinTeamInputSchema } from '../../../shared/schemas/team-invites';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds, withStatus } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getTeamInviteSummary, joinTeamByInvite } from './join-team.service';
import { createTeamInvite, listTeamInvites, revokeTeamInvite } from './team-invites.service';

/** Any text: one that matches no invite's hash is the service's 404, with its plain message. */
const tokenParams = z.object({ inviteToken: z.string().max(200) });

/** Team invites (issue 23, decision 077): the captain's links, and joining by one. */
export function teamInvitesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Team invites', [
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/invites',
        summary: "The team's invite links, newest first, without their tokens (captains of the team and admins)",
        access: access.roles('captain', 'admin'),
        params: pathIds('teamId'),
        notFound: 'That team',
        response: teamInviteListSchema,
      },
      async ({ actor, params }) => listTeamInvites({ db, actor, teamId: params.teamId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/captain/teams/:teamId/invites',
        summary: 'Make an invite link with an expiry and a use limit; its token is in this answer only',
        description:
          'The token is 256 random bits; only its SHA-256 is stored. A retry with the same client_key answers 200 with the same invite and a fresh token while nobody has used it, 409 after. At most 20 open invites per team (409).',
        access: access.roles('captain', 'admin'),
        params: pathIds('teamId'),
        notFound: 'That team',
        body: createTeamInviteInputSchema,
        response: createdTeamInviteSchema,
        status: 201,
        alsoStatus: [200],
        errors: [409],
      },
      async ({ actor, params, body }) => {
        const { result, created } = await createTeamInvite({ db, actor, teamId: params.teamId, input: body, baseUrl: deps.baseUrl });
        return created ? result : withStatus(200, result);
      },
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/captain/teams/:teamId/invites/:inviteId/revoke',
        summary: 'Revoke an invite link: it stops working at once (revoking again changes nothing)',
        access: access.roles('captain', 'admin'),
        params: pathIds('teamId', 'inviteId'),
        notFound: 'That invite',
        response: teamInviteSchema,
      },
      async ({ actor, params }) => revokeTeamInvite({ db, actor, teamId: params.teamId, inviteId: params.inviteId }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/team-invites/:inviteToken',
        summary: "An invite link's public summary: team, division, whether it still works; for a signed-in caller, what joining needs",
        access: access.public,
        params: tokenParams,
        response: teamInviteSummarySchema,
      },
      async ({ actor, params }) => getTeamInviteSummary({ db, actor, token: params.inviteToken }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/team-invites/:inviteToken/join',
        summary: "Join the invite's team: eligibility and the waiver apply; counts one use",
        description:
          '201 on joining; 200 when the caller is on the team already (a retry: no use counted). 409 for a revoked, expired or used-up link (each says which), for a player on another team of the division, or for an outdated waiver; 422 for missing details, a name that does not match the signature, or the eligibility rules of the division.',
        access: access.signedIn,
        params: tokenParams,
        body: joinTeamInputSchema,
        response: joinTeamResultSchema,
        status: 201,
        alsoStatus: [200],
        errors: [409],
      },
      async ({ actor, params, body }) => {
        const { result, created } = await joinTeamByInvite({ db, actor, token: params.inviteToken, input: body });
        return created ? result : withStatus(200, result);
      },
    ),
  ]);
}
