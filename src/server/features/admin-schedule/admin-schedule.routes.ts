import {
  adminScheduleGameSchema,
  adminScheduleOptionsSchema,
  adminSchedulePageSchema,
  makeupPlanSchema,
  makeupsResultSchema,
  rainoutPreviewSchema,
  rainoutResultSchema,
} from '../../../shared/api/admin-schedule';
import {
  createGameInputSchema,
  gameStatusInputSchema,
  makeupsInputSchema,
  rainoutInputSchema,
  updateGameInputSchema,
} from '../../../shared/schemas/admin-schedule';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, fileResponse, pathIds } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { exportScheduleCsv, listScheduleGames, listScheduleOptions, listScheduleQuerySchema } from './admin-schedule-list.service';
import { createGame, deleteGame, setGameStatus, updateGame } from './admin-games.service';
import { acceptMakeups, previewRainout, rainOut, reproposeMakeups } from './rainout.service';

const admin = access.roles('admin');
const gameParams = pathIds('gameId');

export function adminScheduleRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mail = { db, baseUrl: deps.baseUrl };
  return apiRoutes('Schedule (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/schedule',
        summary: 'Every game, filtered by season, division, team, field, dates and status',
        access: admin,
        query: listScheduleQuerySchema,
        response: adminSchedulePageSchema,
      },
      async ({ actor, query }) => listScheduleGames({ db, actor, query }),
    ),
    // Before any /:id-like path would take "export.csv" or "options".
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/schedule/export.csv',
        summary: 'Download the filtered games as CSV',
        access: admin,
        query: listScheduleQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'schedule', await exportScheduleCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/schedule/options',
        summary: 'Seasons, divisions, teams, fields and referees the filters and forms choose from',
        access: admin,
        response: adminScheduleOptionsSchema,
      },
      async ({ actor }) => listScheduleOptions({ db, actor }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/schedule/rainout/preview',
        summary: 'The scheduled and live games a rainout of a date (or one field on it) would postpone',
        access: admin,
        body: rainoutInputSchema,
        response: rainoutPreviewSchema,
      },
      async ({ actor, body }) => previewRainout({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/schedule/rainout',
        summary: 'Postpone the games of a date (or one field on it), propose make-up slots and tell teams and referees',
        access: admin,
        body: rainoutInputSchema,
        response: rainoutResultSchema,
      },
      async ({ actor, body }) => rainOut({ ...mail, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/schedule/makeups/proposal',
        summary: 'Propose make-up slots again for the games still postponed on a date (or one field on it)',
        access: admin,
        body: rainoutInputSchema,
        response: makeupPlanSchema,
      },
      async ({ actor, body }) => reproposeMakeups({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/schedule/makeups',
        summary: 'Move postponed games into accepted make-up slots',
        access: admin,
        body: makeupsInputSchema,
        response: makeupsResultSchema,
        errors: [409],
      },
      async ({ actor, body }) => acceptMakeups({ ...mail, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/games',
        summary: 'Add one game',
        access: admin,
        body: createGameInputSchema,
        response: adminScheduleGameSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, body }) => createGame({ ...mail, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/admin/games/:gameId',
        summary: 'Edit or move a game, or assign or clear its referee',
        access: admin,
        params: gameParams,
        notFound: 'That game',
        body: updateGameInputSchema,
        response: adminScheduleGameSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => updateGame({ ...mail, actor, gameId: params.gameId, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/games/:gameId/status',
        summary: 'Postpone, cancel, forfeit or restore a game to scheduled',
        access: admin,
        params: gameParams,
        notFound: 'That game',
        body: gameStatusInputSchema,
        response: adminScheduleGameSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => setGameStatus({ ...mail, actor, gameId: params.gameId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/games/:gameId',
        summary: 'Delete a scheduled game with no recorded events',
        access: admin,
        params: gameParams,
        notFound: 'That game',
        response: emptyResponse,
        errors: [409],
      },
      async ({ actor, params }) => deleteGame({ ...mail, actor, gameId: params.gameId }),
    ),
  ]);
}
