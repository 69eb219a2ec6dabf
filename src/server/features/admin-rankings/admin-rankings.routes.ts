import { z } from 'zod';
import {
  adminRankingsSchema,
  publishRankingsResultSchema,
  seasonRankingsSchema,
  seasonTablesSchema,
  standingsAdjustmentSchema,
} from '../../../shared/api/rankings';
import { createStandingsAdjustmentSchema, publishRankingsSchema } from '../../../shared/schemas/rankings';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { optionalIdParam } from '../../http/list-query';
import { createStandingsAdjustment, getAdminRankings, publishRankings } from './admin-rankings.service';
import { archiveSeasonRankings, listSeasonRankings, seasonRankingsQuerySchema } from './season-rankings.service';

const adminRankingsQuerySchema = z.object({ season_id: optionalIdParam('Season must be a season id.') });

/** The admin's standings pages: live tables, adjustments, publishing and archives (decision 041). */
export function adminRankingsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const admin = access.roles('admin');
  return apiRoutes('Rankings (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/rankings',
        summary: "A season's live tables, what changed since the last publication, and its point adjustments",
        access: admin,
        query: adminRankingsQuerySchema,
        response: adminRankingsSchema,
        errors: [404],
      },
      async ({ actor, query }) => getAdminRankings({ db, actor, seasonId: query.season_id }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/rankings/adjustments',
        summary: "Add or take points from a team's table, with the reason (audited)",
        access: admin,
        body: createStandingsAdjustmentSchema,
        response: standingsAdjustmentSchema,
        status: 201,
      },
      async ({ actor, body }) => createStandingsAdjustment({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/rankings/publish',
        summary: "Publish snapshots of a season's live tables (every division, or those listed); unchanged tables are skipped",
        access: admin,
        body: publishRankingsSchema,
        response: publishRankingsResultSchema,
      },
      async ({ actor, body }) => publishRankings({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/season-rankings',
        summary: "A page of seasons' tables, newest first: the archived final tables of completed seasons, else the live ones",
        access: admin,
        query: seasonRankingsQuerySchema,
        response: seasonRankingsSchema,
      },
      async ({ actor, query }) => listSeasonRankings({ db, actor, query }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/season-rankings/:seasonId/archive',
        summary: "Archive a completed season's final tables (once; they never change afterwards)",
        access: admin,
        params: pathIds('seasonId'),
        notFound: 'That season',
        response: seasonTablesSchema,
        status: 201,
        errors: [404, 409],
      },
      async ({ actor, params }) => archiveSeasonRankings({ db, actor, seasonId: params.seasonId }),
    ),
  ]);
}
