import { WAITLIST_STATUSES, type WaitlistStatus } from '../../../shared/waitlist';
import { WAITLIST_PAGE_SIZE_DEFAULT } from '../../../shared/waitlist-api';

/** The admin list's filters, as they live in the page's address (shareable, kept on reload). */
export interface WaitlistFilters {
  status: WaitlistStatus | null;
  seasonId: string | null;
  divisionId: string | null;
  q: string;
  page: number;
}

export const EMPTY_FILTERS: WaitlistFilters = { status: null, seasonId: null, divisionId: null, q: '', page: 1 };

function isStatus(value: string | null): value is WaitlistStatus {
  return value !== null && (WAITLIST_STATUSES as readonly string[]).includes(value);
}

/** Reads the filters from a query string, ignoring anything malformed. */
export function filtersFromSearch(search: URLSearchParams): WaitlistFilters {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: isStatus(status) ? status : null,
    seasonId: search.get('season_id') || null,
    divisionId: search.get('division_id') || null,
    q: search.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API's query parameters (the same names in the page's address). Page 1 and empty filters are left out. */
export function filtersToSearch(filters: WaitlistFilters, options: { withPage?: boolean; pageSize?: number } = {}): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.seasonId) search.set('season_id', filters.seasonId);
  if (filters.divisionId) search.set('division_id', filters.divisionId);
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if ((options.withPage ?? true) && filters.page > 1) search.set('page', String(filters.page));
  if (options.pageSize !== undefined) search.set('page_size', String(options.pageSize));
  return search;
}

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** GET /api/admin/waitlist for one page of the filtered list. */
export function listPath(filters: WaitlistFilters, pageSize = WAITLIST_PAGE_SIZE_DEFAULT): string {
  const search = filtersToSearch(filters, { pageSize });
  if (filters.page === 1) search.set('page', '1');
  return withQuery('/api/admin/waitlist', search);
}

/** The CSV export of everything the filters select: all pages, so no page number. */
export function exportCsvHref(filters: WaitlistFilters): string {
  return withQuery('/api/admin/waitlist/export.csv', filtersToSearch(filters, { withPage: false }));
}

/** A filter changed: back to the first page, since the old page number may not exist any more. */
export function changeFilter(filters: WaitlistFilters, change: Partial<Omit<WaitlistFilters, 'page'>>): WaitlistFilters {
  return { ...filters, ...change, page: 1 };
}
