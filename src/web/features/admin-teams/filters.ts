import { TEAMS_PAGE_SIZE_DEFAULT } from '../../../shared/admin-teams';
import { defineListFilters, type FiltersOf } from '../../lib/list-filters';

const FILTERS = {
  seasonId: { param: 'season_id' },
  divisionId: { param: 'division_id' },
  q: { param: 'q', text: true },
} as const;

/** The admin teams list's filters, as they live in the page's address (shareable, kept on reload). */
export type TeamFilters = FiltersOf<typeof FILTERS>;

const list = defineListFilters({ filters: FILTERS, apiPath: '/api/admin/teams', csvPath: '/api/admin/teams/export.csv', pageSize: TEAMS_PAGE_SIZE_DEFAULT });
export const {
  empty: EMPTY_TEAM_FILTERS,
  fromSearch: teamFiltersFromSearch,
  toSearch: teamFiltersToSearch,
  listQuery: teamsListQuery,
  exportCsvHref: teamsExportHref,
  change: changeTeamFilter,
} = list;
