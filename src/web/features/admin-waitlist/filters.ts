import { WAITLIST_STATUSES, WAITLIST_PAGE_SIZE_DEFAULT } from '../../../shared/waitlist';
import { defineListFilters, type FiltersOf } from '../../lib/list-filters';

const FILTERS = {
  status: { param: 'status', values: WAITLIST_STATUSES },
  seasonId: { param: 'season_id' },
  divisionId: { param: 'division_id' },
  q: { param: 'q', text: true },
} as const;

/** The admin waitlist's filters, as they live in the page's address (shareable, kept on reload). */
export type WaitlistFilters = FiltersOf<typeof FILTERS>;

const list = defineListFilters({
  filters: FILTERS,
  apiPath: '/api/admin/waitlist',
  csvPath: '/api/admin/waitlist/export.csv',
  pageSize: WAITLIST_PAGE_SIZE_DEFAULT,
});

export const { empty: EMPTY_FILTERS, fromSearch: filtersFromSearch, toSearch: filtersToSearch, listQuery, exportCsvHref, change: changeFilter } = list;
