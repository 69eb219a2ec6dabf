import { likelyDuplicatesPageSchema, mergePreviewSchema, playerMergeSchema, playerMergesPageSchema } from '../../../shared/api/player-merge';
import { playerMergeInputSchema } from '../../../shared/schemas/player-merge';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { listDuplicatesQuerySchema, listLikelyDuplicates } from './duplicates.service';
import { mergePlayers, previewMerge } from './merge.service';
import { listMerges, listMergesQuerySchema } from './merges-list.service';
import { undoMerge } from './undo-merge.service';

const admin = access.roles('admin');

/** /admin/player-merge: likely duplicates, a merge's preview, the merge, its history and undo (decision 084). */
export function playerMergeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Player merge (admin)', [
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/player-merges/duplicates',
        summary: 'Likely duplicate players, best first, with a score and the reasons',
        access: admin,
        query: listDuplicatesQuerySchema,
        response: likelyDuplicatesPageSchema,
      },
      async ({ actor, query }) => listLikelyDuplicates({ db, actor, query }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/player-merges/preview',
        summary: 'What merging the duplicate into the primary would move, and how conflicts are settled',
        access: admin,
        query: playerMergeInputSchema,
        response: mergePreviewSchema,
        errors: [404, 409],
      },
      async ({ actor, query }) => previewMerge({ db, actor, input: query }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/player-merges',
        summary: 'The merges made, newest first',
        access: admin,
        query: listMergesQuerySchema,
        response: playerMergesPageSchema,
      },
      async ({ actor, query }) => listMerges({ db, actor, query }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/player-merges',
        summary: 'Merge the duplicate into the primary, in one transaction',
        access: admin,
        body: playerMergeInputSchema,
        response: playerMergeSchema,
        status: 201,
        errors: [404, 409],
      },
      async ({ actor, body }) => mergePlayers({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/player-merges/:mergeId/undo',
        summary: 'Undo a merge: what moved goes back (refused once something newer depends on it)',
        access: admin,
        params: pathIds('mergeId'),
        notFound: 'That merge',
        response: playerMergeSchema,
        errors: [409],
      },
      async ({ actor, params }) => undoMerge({ db, actor, mergeId: params.mergeId }),
    ),
  ]);
}
