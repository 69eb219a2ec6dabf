import { refereeDashboardSchema, refereeGameSchema } from '../../../shared/api/referee';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { GAME_DAY_ROLES, GAME_NOT_FOUND } from '../game-events/index';
import { getRefereeGame, listRefereeGames } from './referee.service';

const gameDay = access.roles(...GAME_DAY_ROLES);

export function refereeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Referee', [
    apiRoute(
      {
        method: 'get',
        path: '/api/referee/games',
        summary: "The referee dashboard: today's games, upcoming ones, games awaiting a report, last week's results",
        description: "A referee's own assigned games; admins and statisticians see the whole league's.",
        access: gameDay,
        response: refereeDashboardSchema,
      },
      async ({ actor }) => listRefereeGames({ db, actor }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/referee/games/:gameId',
        summary: 'A game for the referee page: its timeline, both rosters and what the caller may record',
        description: "The game's assigned referee and admins (mode referee); statisticians (mode stats). A referee not assigned to the game: 403.",
        access: gameDay,
        params: pathIds('gameId'),
        notFound: GAME_NOT_FOUND,
        response: refereeGameSchema,
      },
      async ({ actor, params }) => getRefereeGame({ db, actor, gameId: params.gameId }),
    ),
  ]);
}
