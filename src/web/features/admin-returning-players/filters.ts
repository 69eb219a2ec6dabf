import { RETURNING_INTENTS, RETURNING_PLAYERS_PAGE_SIZE_DEFAULT } from '../../../shared/registrations';
import { defineListFilters, type FiltersOf } from '../../lib/list-filters';

const FILTERS = {
  /** The new season; none chosen: the newest, as the server picks it. */
  seasonId: { param: 'season_id' },
  intent: { param: 'intent', values: RETURNING_INTENTS },
  q: { param: 'q', text: true },
} as const;

/** The returning players list's filters, as they live in the page's address. */
export type ReturningPlayerFilters = FiltersOf<typeof FILTERS>;

const list = defineListFilters({
  filters: FILTERS,
  apiPath: '/api/admin/returning-players',
  csvPath: '/api/admin/returning-players/export.csv',
  pageSize: RETURNING_PLAYERS_PAGE_SIZE_DEFAULT,
});
export const { empty: EMPTY_FILTERS, fromSearch: filtersFromSearch, toSearch: filtersToSearch, listQuery, exportCsvHref, change: changeFilter } = list;
