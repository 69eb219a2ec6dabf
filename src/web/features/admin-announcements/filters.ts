import { ANNOUNCEMENT_PAGE_SIZE_DEFAULT, ANNOUNCEMENT_STATES } from '../../../shared/announcements';
import { defineListFilters, type FiltersOf } from '../../lib/list-filters';

const FILTERS = { state: { param: 'state', values: ANNOUNCEMENT_STATES } } as const;

/** The list's filters, as they live in the page's address. */
export type AnnouncementFilters = FiltersOf<typeof FILTERS>;

const list = defineListFilters({
  filters: FILTERS,
  apiPath: '/api/admin/announcements',
  csvPath: '/api/admin/announcements/export.csv',
  pageSize: ANNOUNCEMENT_PAGE_SIZE_DEFAULT,
});
export const { fromSearch: filtersFromSearch, toSearch: filtersToSearch, listQuery, exportCsvHref, change: changeFilter } = list;
