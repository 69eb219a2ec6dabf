import { ROLES } from '../../../shared/roles';
import { USERS_PAGE_SIZE_DEFAULT } from '../../../shared/admin-users';
import { defineListFilters, type FiltersOf } from '../../lib/list-filters';

const FILTERS = {
  role: { param: 'role', values: ROLES },
  q: { param: 'q', text: true },
} as const;

/** The admin users list's filters, as they live in the page's address. */
export type UserFilters = FiltersOf<typeof FILTERS>;

const list = defineListFilters({ filters: FILTERS, apiPath: '/api/admin/users', csvPath: '/api/admin/users/export.csv', pageSize: USERS_PAGE_SIZE_DEFAULT });
export const { empty: EMPTY_FILTERS, fromSearch: filtersFromSearch, toSearch: filtersToSearch, listQuery, exportCsvHref, change: changeFilter } = list;
