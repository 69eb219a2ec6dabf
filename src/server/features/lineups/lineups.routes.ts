import { lineupGamesSchema, myLineupSchema, mySubstituteRequestsSchema, substituteRequestSchema, teamLineupSchema } from '../../../shared/api/lineups';
import { requestSubstituteInputSchema, saveLineupInputSchema } from '../../../shared/schemas/lineups';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds, withStatus } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getMyLineup, getTeamLineup, listLineupGames, saveTeamLineup } from './lineups.service';
import { cancelSubstituteRequest, claimSubstituteRequest, listMySubstituteRequests, requestSubstitute } from './substitutes.service';

const TEAM_ROLES = access.roles('player', 'captain', 'admin');

/** Formations and lineups (decision 079): captains and admins set them, the team's players read them. */
export function lineupsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Formations and lineups', [
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/lineup-games',
        summary: "The team's coming games with how far each lineup is (its captains and admins)",
        access: access.roles('captain', 'admin'),
        params: pathIds('teamId'),
        notFound: 'That team',
        response: lineupGamesSchema,
      },
      async ({ actor, params }) => listLineupGames({ db, actor, teamId: params.teamId }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/games/:gameId/lineups/:teamId',
        summary: "A team's formation and lineup for a game; its captains and admins also get who may be placed and the substitute requests",
        access: TEAM_ROLES,
        params: pathIds('gameId', 'teamId'),
        notFound: 'That game',
        response: teamLineupSchema,
      },
      async ({ actor, params }) => getTeamLineup({ db, actor, gameId: params.gameId, teamId: params.teamId }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/games/:gameId/lineups/:teamId',
        summary: "Saves a team's formation and lineup for a game (its captains and admins, until kick-off)",
        access: access.roles('captain', 'admin'),
        params: pathIds('gameId', 'teamId'),
        notFound: 'That game',
        body: saveLineupInputSchema,
        response: teamLineupSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => saveTeamLineup({ db, actor, gameId: params.gameId, teamId: params.teamId, input: body }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/games/:gameId/my-lineup',
        summary: "The lineup of the caller's side in a game and the caller's position in it (empty when on neither side)",
        access: TEAM_ROLES,
        params: pathIds('gameId'),
        notFound: 'That game',
        response: myLineupSchema,
      },
      async ({ actor, params }) => getMyLineup({ db, actor, gameId: params.gameId }),
    ),
  ]);
}

/** Substitute requests (decision 080): captains ask, eligible players claim, the first claim wins. */
export function substitutesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Substitutes', [
    apiRoute(
      {
        method: 'post',
        path: '/api/games/:gameId/substitute-requests',
        summary:
          'A captain asks for a substitute for a game of their team; eligible players are notified (a retried client_key answers 200 with the same request)',
        access: access.roles('captain', 'admin'),
        params: pathIds('gameId'),
        notFound: 'That game',
        body: requestSubstituteInputSchema,
        response: substituteRequestSchema,
        status: 201,
        alsoStatus: [200],
        errors: [409],
      },
      async ({ actor, params, body }) => {
        const { created, request } = await requestSubstitute({ db, actor, gameId: params.gameId, input: body });
        return created ? request : withStatus(200, request);
      },
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/substitute-requests/:requestId',
        summary: 'The captain withdraws an open substitute request',
        access: access.roles('captain', 'admin'),
        params: pathIds('requestId'),
        notFound: 'That substitute request',
        response: substituteRequestSchema,
        errors: [409],
      },
      async ({ actor, params }) => cancelSubstituteRequest({ db, actor, requestId: params.requestId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/substitute-requests/:requestId/claim',
        summary: 'An eligible player claims a substitute request: the first claim wins, later ones get 409',
        access: TEAM_ROLES,
        params: pathIds('requestId'),
        notFound: 'That substitute request',
        response: substituteRequestSchema,
        errors: [409],
      },
      async ({ actor, params }) => claimSubstituteRequest({ db, actor, requestId: params.requestId }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/me/substitute-requests',
        summary: 'Open substitute requests the caller may claim, and the ones they claimed',
        access: TEAM_ROLES,
        response: mySubstituteRequestsSchema,
      },
      async ({ actor }) => listMySubstituteRequests({ db, actor }),
    ),
  ]);
}
