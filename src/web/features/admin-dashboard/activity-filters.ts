import { AUDIT_LOG_PAGE_SIZE_DEFAULT } from '../../../shared/dashboard';
import { defineListFilters, type FiltersOf } from '../../lib/list-filters';

/** Entity types are whatever the log holds (the API lists them), so any value is taken. */
const FILTERS = {
  entityType: { param: 'entity_type' },
  actor: { param: 'actor', text: true },
} as const;

/** The activity page's filters, kept in the page's address (shareable, kept on reload). */
export type ActivityFilters = FiltersOf<typeof FILTERS>;

const list = defineListFilters({
  filters: FILTERS,
  apiPath: '/api/admin/audit-log',
  csvPath: '/api/admin/audit-log/export.csv',
  pageSize: AUDIT_LOG_PAGE_SIZE_DEFAULT,
});
export const {
  empty: EMPTY_ACTIVITY_FILTERS,
  fromSearch: activityFiltersFromSearch,
  toSearch: activityFiltersToSearch,
  listPath: auditLogPath,
  listQuery: auditLogQuery,
  exportCsvHref: auditLogExportHref,
  change: changeActivityFilter,
} = list;
