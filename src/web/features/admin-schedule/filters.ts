import { GAME_STATUSES } from '../../../shared/games';
import { SCHEDULE_PAGE_SIZE_DEFAULT } from '../../../shared/schemas/admin-schedule';
import { defineListFilters, type FiltersOf } from '../../lib/list-filters';

const FILTERS = {
  seasonId: { param: 'season_id' },
  divisionId: { param: 'division_id' },
  teamId: { param: 'team_id' },
  fieldId: { param: 'field_id' },
  status: { param: 'status', values: GAME_STATUSES },
  from: { param: 'from' },
  to: { param: 'to' },
} as const;

/** /admin/schedule's filters, as they live in the page's address (shareable, kept on reload). */
export type ScheduleFilters = FiltersOf<typeof FILTERS>;

const list = defineListFilters({
  filters: FILTERS,
  apiPath: '/api/admin/schedule',
  csvPath: '/api/admin/schedule/export.csv',
  pageSize: SCHEDULE_PAGE_SIZE_DEFAULT,
});
export const {
  fromSearch: scheduleFiltersFromSearch,
  toSearch: scheduleFiltersToSearch,
  listQuery: scheduleListQuery,
  exportCsvHref: scheduleExportHref,
  change: changeScheduleFilter,
} = list;
