import { scheduleImportPreviewSchema, scheduleImportResultSchema } from '../../../shared/api/schedule-import';
import {
  SCHEDULE_IMPORT_LIMITS,
  SCHEDULE_IMPORT_MESSAGES,
  scheduleExportQuerySchema,
  scheduleImportInputSchema,
} from '../../../shared/schemas/schedule-import';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, fileResponse } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { exportDivisionGames } from './schedule-export.service';
import { importSchedule, previewScheduleImport } from './schedule-import.service';

const admin = access.roles('admin');
// A whole season's spreadsheet is a few tens of KB; the limit leaves room and refuses a flood early.
const bodyLimit = {
  maxBytes: SCHEDULE_IMPORT_LIMITS.bodyMaxBytes,
  tooLarge: () => new AppError('VALIDATION', SCHEDULE_IMPORT_MESSAGES.bodyLarge, [{ path: 'csv', message: SCHEDULE_IMPORT_MESSAGES.bodyLarge }], 413),
};

export function scheduleImportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Schedule import (admin)', [
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/schedule/import/preview',
        summary: "Read a spreadsheet (CSV) of games and name every row's problem, without saving",
        access: admin,
        body: scheduleImportInputSchema,
        bodyLimit,
        response: scheduleImportPreviewSchema,
        errors: [413],
      },
      async ({ actor, body }) => previewScheduleImport({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/schedule/import',
        summary: "Import a spreadsheet's games in one transaction (all rows or none)",
        description:
          'Played rows (both scores) become final games. 422 names every row with a problem; 409 when rows clash with games saved since the preview.',
        access: admin,
        body: scheduleImportInputSchema,
        bodyLimit,
        response: scheduleImportResultSchema,
        status: 201,
        errors: [409, 413],
      },
      async ({ actor, body }) => importSchedule({ db, actor, input: body }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/schedule/import/export.csv',
        summary: "A division's games and results as CSV in the import's own columns or TeamSnap's (format=ours|teamsnap)",
        access: admin,
        query: scheduleExportQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, `games-${query.format}`, await exportDivisionGames({ db, actor, query })),
    ),
  ]);
}
