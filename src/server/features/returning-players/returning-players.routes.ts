import { returningIntentSavedSchema, returningPlayersPageSchema, sendReturningInvitationsResultSchema } from '../../../shared/api/registrations';
import { returningIntentInputSchema, sendReturningInvitationsInputSchema } from '../../../shared/schemas/registrations';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, fileResponse, pathIds } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { exportReturningPlayersCsv, listReturningPlayers, listReturningPlayersQuerySchema } from './returning-players-list.service';
import { sendReturningInvitations, setReturningIntent } from './returning-players.service';

const admin = access.roles('admin');

/** /admin/returning-players: last season's players, their intent, and invitations for the new season. */
export function returningPlayersRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Returning players (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/returning-players',
        summary: "The previous season's players with their intent for a season (the newest when none is given)",
        access: admin,
        query: listReturningPlayersQuerySchema,
        response: returningPlayersPageSchema,
        errors: [404],
      },
      async ({ actor, query }) => listReturningPlayers({ db, actor, query }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/returning-players/export.csv',
        summary: 'Download the filtered returning players as CSV',
        access: admin,
        query: listReturningPlayersQuerySchema,
        response: fileResponse('text/csv'),
        errors: [404],
      },
      async ({ c, actor, query }) => csvDownload(c, 'returning-players', await exportReturningPlayersCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/returning-players/:playerId/intent',
        summary: "Set a player's intent for a season",
        access: admin,
        params: pathIds('playerId'),
        notFound: 'That player',
        body: returningIntentInputSchema,
        response: returningIntentSavedSchema,
      },
      async ({ actor, params, body }) => setReturningIntent({ db, actor, playerId: params.playerId, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/returning-players/invitations',
        summary: 'E-mail chosen players an invitation to register for a season',
        access: admin,
        body: sendReturningInvitationsInputSchema,
        response: sendReturningInvitationsResultSchema,
      },
      async ({ actor, body }) => sendReturningInvitations({ db, messenger: deps.messenger, baseUrl: deps.baseUrl, actor, input: body }),
    ),
  ]);
}
