import { AUDIT_LOG_PAGE_SIZE_DEFAULT } from '../../../shared/dashboard-api';

/** The activity page's filters, kept in the page's address (shareable, kept on reload). */
export interface ActivityFilters {
  entityType: string | null;
  actor: string;
  page: number;
}

export const EMPTY_ACTIVITY_FILTERS: ActivityFilters = { entityType: null, actor: '', page: 1 };

export function activityFiltersFromSearch(search: URLSearchParams): ActivityFilters {
  const page = Number(search.get('page'));
  return {
    entityType: search.get('entity_type') || null,
    actor: search.get('actor')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API's parameter names, in the page's address too. Page 1 and empty filters are left out. */
export function activityFiltersToSearch(filters: ActivityFilters, options: { withPage?: boolean } = {}): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.entityType) search.set('entity_type', filters.entityType);
  if (filters.actor.trim()) search.set('actor', filters.actor.trim());
  if ((options.withPage ?? true) && filters.page > 1) search.set('page', String(filters.page));
  return search;
}

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function auditLogPath(filters: ActivityFilters, pageSize = AUDIT_LOG_PAGE_SIZE_DEFAULT): string {
  const search = activityFiltersToSearch(filters);
  search.set('page_size', String(pageSize));
  return withQuery('/api/admin/audit-log', search);
}

/** Everything the filters select, all pages. */
export function auditLogExportHref(filters: ActivityFilters): string {
  return withQuery('/api/admin/audit-log/export.csv', activityFiltersToSearch(filters, { withPage: false }));
}
