import { adminPlayerDetailSchema, adminPlayerFilterOptionsSchema, adminPlayerPageSchema } from '../../../shared/api/players';
import { updatePlayerInputSchema } from '../../../shared/schemas/admin-players';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, fileResponse, pathIds } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { exportPlayersCsv, listPlayers, listPlayersQuerySchema, playerFilterOptions } from './admin-players-list.service';
import { getAdminPlayer, updateAdminPlayer } from './admin-players.service';

const admin = access.roles('admin');
const playerParams = pathIds('playerId');

export function adminPlayersRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Players (admin)', [
    apiRoute(
      { method: 'get', path: '/api/admin/players', summary: 'List players', access: admin, query: listPlayersQuerySchema, response: adminPlayerPageSchema },
      async ({ actor, query }) => listPlayers({ db, actor, query }),
    ),
    // The literal paths before /:playerId, which would otherwise take them for an id.
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/players/export.csv',
        summary: 'Download the filtered players as CSV',
        access: admin,
        query: listPlayersQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'players', await exportPlayersCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/players/filter-options',
        summary: "Seasons, divisions and teams for the list's filters",
        access: admin,
        response: adminPlayerFilterOptionsSchema,
      },
      async ({ actor }) => playerFilterOptions({ db, actor }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/players/:playerId',
        summary: 'One player, with rosters, registrations and waiver signatures',
        access: admin,
        params: playerParams,
        notFound: 'That player',
        response: adminPlayerDetailSchema,
      },
      async ({ actor, params }) => getAdminPlayer({ db, actor, playerId: params.playerId }),
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/admin/players/:playerId',
        summary: "Change a player's own fields (a field left out is kept)",
        access: admin,
        params: playerParams,
        notFound: 'That player',
        body: updatePlayerInputSchema,
        response: adminPlayerDetailSchema,
      },
      async ({ actor, params, body }) => updateAdminPlayer({ db, actor, playerId: params.playerId, input: body }),
    ),
  ]);
}
