import { myNextGameSchema, myScheduleGameSchema, myScheduleSchema } from '../../../shared/api/availability';
import { setAvailabilityInputSchema } from '../../../shared/schemas/availability';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { setMyAvailability } from './availability.service';
import { getMySchedule } from './my-schedule.service';
import { getMyNextGame } from './next-game.service';

/** RSVP and the player's schedule (spec §6: /player/my-schedule is for players, captains and admins). */
export function availabilityRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Availability (RSVP)', [
    apiRoute(
      {
        method: 'put',
        path: '/api/games/:gameId/availability',
        summary: "The caller's answer for a game of their team: going, maybe or not going (until kick-off)",
        access: access.roles('player', 'captain', 'admin'),
        params: pathIds('gameId'),
        notFound: 'That game',
        body: setAvailabilityInputSchema,
        response: myScheduleGameSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => setMyAvailability({ db, actor, gameId: params.gameId, input: body }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/me/schedule',
        summary: "The caller's team games of the current season, with their answers and the team's counts",
        access: access.roles('player', 'captain', 'admin'),
        response: myScheduleSchema,
      },
      async ({ actor }) => getMySchedule({ db, actor }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/me/next-game',
        summary: "The home page's panel: the caller's teams, their next game with the caller's answer, and registrations still to pay",
        access: access.roles('player', 'captain', 'admin'),
        response: myNextGameSchema,
      },
      async ({ actor }) => getMyNextGame({ db, actor }),
    ),
  ]);
}
