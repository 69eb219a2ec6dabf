import { nudgeResultSchema, teamScheduleSchema } from '../../../shared/api/team-invites';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { getTeamSchedule, nudgeUnanswered } from './team-schedule.service';

/** /captain/team-schedule's calls (issue 23, decision 077): captains of the team and admins. */
export function teamScheduleRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Team schedule (captains)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/schedule',
        summary: "The team's games of its season with every rostered player's answer, the counts and the nudge's state",
        access: access.roles('captain', 'admin'),
        params: pathIds('teamId'),
        notFound: 'That team',
        response: teamScheduleSchema,
      },
      async ({ actor, params }) => getTeamSchedule({ db, actor, teamId: params.teamId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/captain/teams/:teamId/games/:gameId/nudge',
        summary: 'Nudge the players who have not answered for a game (through the notification service), once a league day per game',
        description:
          '409 when the team was already nudged about the game today (the league time zone), when everyone has answered, when no one without an answer has an account, or when answers are closed (the game started, finished or is not scheduled).',
        access: access.roles('captain', 'admin'),
        params: pathIds('teamId', 'gameId'),
        notFound: 'That game',
        response: nudgeResultSchema,
        errors: [409],
      },
      async ({ actor, params }) => nudgeUnanswered({ db, actor, teamId: params.teamId, gameId: params.gameId, baseUrl: deps.baseUrl }),
    ),
  ]);
}
