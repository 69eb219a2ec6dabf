import { gameEventChangeSchema, gameReportSchema } from '../../../shared/api/referee';
import {
  correctGameEventInputSchema,
  deleteGameEventInputSchema,
  gameReportInputSchema,
  recordGameEventInputSchema,
} from '../../../shared/schemas/game-events';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds, withStatus } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { GAME_DAY_ROLES, GAME_NOT_FOUND } from './game-access';
import { correctGameEvent, deleteGameEvent, recordGameEvent } from './game-events.service';
import { getGameReport, saveGameReport } from './game-report.service';

const gameDay = access.roles(...GAME_DAY_ROLES);
const refereeOnly = access.roles('referee', 'admin');
const eventParams = pathIds('gameId', 'eventId');
const gameParams = pathIds('gameId');
const WHO =
  "The game's assigned referee and admins: every event and the report. Statisticians: goals, own goals, cards and notes of any game. " +
  'A referee not assigned to the game: 403.';

export function gameEventsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Game events (referee)', [
    apiRoute(
      {
        method: 'post',
        path: '/api/games/:gameId/events',
        summary: 'Record an event: kick-off, goal, own goal, card, half time, full time or note',
        description: `${WHO} The game's status and score follow from its events. Safe to retry: the same client_key for the game answers 200 with the event stored first.`,
        access: gameDay,
        params: gameParams,
        notFound: GAME_NOT_FOUND,
        body: recordGameEventInputSchema,
        response: gameEventChangeSchema,
        status: 201,
        alsoStatus: [200],
        errors: [409],
      },
      async ({ actor, params, body }) => {
        const { change, created } = await recordGameEvent({ db, actor, gameId: params.gameId, input: body });
        return created ? change : withStatus(200, change);
      },
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/games/:gameId/events/:eventId',
        summary: 'Correct an event, with the reason',
        description: WHO,
        access: gameDay,
        params: eventParams,
        notFound: 'That event',
        body: correctGameEventInputSchema,
        response: gameEventChangeSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => correctGameEvent({ db, actor, gameId: params.gameId, eventId: params.eventId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/games/:gameId/events/:eventId',
        summary: 'Delete an event, with the reason (kept out of the timeline, not erased)',
        description: `${WHO} Deleting an event already deleted answers the game as it is.`,
        access: gameDay,
        params: eventParams,
        notFound: 'That event',
        body: deleteGameEventInputSchema,
        response: gameEventChangeSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => deleteGameEvent({ db, actor, gameId: params.gameId, eventId: params.eventId, input: body }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/games/:gameId/report',
        summary: "The referee's post-game report (empty until saved)",
        description: "The game's assigned referee and admins.",
        access: refereeOnly,
        params: gameParams,
        notFound: GAME_NOT_FOUND,
        response: gameReportSchema,
      },
      async ({ actor, params }) => getGameReport({ db, actor, gameId: params.gameId }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/games/:gameId/report',
        summary: "Save the referee's post-game report: notes and incidents",
        description: "The game's assigned referee and admins, once the game has kicked off.",
        access: refereeOnly,
        params: gameParams,
        notFound: GAME_NOT_FOUND,
        body: gameReportInputSchema,
        response: gameReportSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => saveGameReport({ db, actor, gameId: params.gameId, input: body }),
    ),
  ]);
}
