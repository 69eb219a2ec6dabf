import { publicPlayerProfileSchema, publicPlayersPageSchema, publicTeamDetailSchema, publicTeamsListSchema } from '../../../shared/api/league-directory';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getPublicPlayer, listPublicPlayers } from './public-players.service';
import { getPublicTeam, listPublicTeams } from './public-teams.service';
import { publicPlayersQuerySchema, publicTeamsQuerySchema } from './queries';

/** The public teams and players pages: anyone may read them, and they carry public fields only. */
export function leagueDirectoryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('League directory', [
    apiRoute(
      {
        method: 'get',
        path: '/api/public/teams',
        sharedAnswer: true,
        summary: "A season's teams by division (the current season unless one is asked for)",
        access: access.public,
        query: publicTeamsQuerySchema,
        response: publicTeamsListSchema,
        errors: [404],
      },
      async ({ query }) => listPublicTeams(db, query),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/public/teams/:teamId',
        sharedAnswer: true,
        summary: 'A team: colours, roster, results and upcoming games',
        access: access.public,
        params: pathIds('teamId'),
        notFound: 'That team',
        response: publicTeamDetailSchema,
      },
      async ({ params }) => getPublicTeam(db, params.teamId),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/public/players',
        sharedAnswer: true,
        summary: "One page of a season's rostered players (the current season unless one is asked for)",
        access: access.public,
        query: publicPlayersQuerySchema,
        response: publicPlayersPageSchema,
        errors: [404],
      },
      async ({ query }) => listPublicPlayers(db, query),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/public/players/:playerId',
        sharedAnswer: true,
        summary: 'A player who is or was on a roster, with their teams',
        access: access.public,
        params: pathIds('playerId'),
        notFound: 'That player',
        response: publicPlayerProfileSchema,
      },
      async ({ params }) => getPublicPlayer(db, params.playerId),
    ),
  ]);
}
