import { DISCOUNT_CODE_STATUSES } from '../../../shared/discount-codes';
import { ADMIN_PAGE_SIZE_DEFAULT } from '../../../shared/seasons';
import { defineListFilters, type FiltersOf } from '../../lib/list-filters';

const FILTERS = {
  status: { param: 'status', values: DISCOUNT_CODE_STATUSES },
  q: { param: 'q', text: true },
} as const;

/** The admin discount codes list's filters, as they live in the page's address. */
export type DiscountCodeFilters = FiltersOf<typeof FILTERS>;

export const {
  fromSearch: filtersFromSearch,
  toSearch: filtersToSearch,
  listQuery,
  exportCsvHref,
} = defineListFilters({
  filters: FILTERS,
  apiPath: '/api/admin/discount-codes',
  csvPath: '/api/admin/discount-codes/export.csv',
  pageSize: ADMIN_PAGE_SIZE_DEFAULT,
});
