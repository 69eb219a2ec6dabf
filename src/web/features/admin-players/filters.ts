import { PLAYERS_PAGE_SIZE_DEFAULT, REGISTRATION_FILTERS } from '../../../shared/admin-players';
import { defineListFilters, type FiltersOf } from '../../lib/list-filters';

const FILTERS = {
  seasonId: { param: 'season_id' },
  divisionId: { param: 'division_id' },
  teamId: { param: 'team_id' },
  status: { param: 'registration_status', values: REGISTRATION_FILTERS },
  q: { param: 'q', text: true },
} as const;

/** The admin players list's filters, as they live in the page's address (shareable, kept on reload). */
export type PlayerFilters = FiltersOf<typeof FILTERS>;

// A team belongs to one season and division: the filter bar, which knows the teams, drops a
// chosen team that no longer fits when either changes (see player-filter-bar.tsx).
const list = defineListFilters({
  filters: FILTERS,
  apiPath: '/api/admin/players',
  csvPath: '/api/admin/players/export.csv',
  pageSize: PLAYERS_PAGE_SIZE_DEFAULT,
});
export const { empty: EMPTY_FILTERS, fromSearch: filtersFromSearch, toSearch: filtersToSearch, listQuery, exportCsvHref, change: changeFilter } = list;
