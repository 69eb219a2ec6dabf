import { ANNOUNCEMENT_PAGE_SIZE_DEFAULT, ANNOUNCEMENT_STATES, type AnnouncementState } from '../../../shared/announcements-api';

/** The list's filters, as they live in the page's address. */
export interface AnnouncementFilters {
  state: AnnouncementState | null;
  page: number;
}

function isState(value: string | null): value is AnnouncementState {
  return value !== null && (ANNOUNCEMENT_STATES as readonly string[]).includes(value);
}

export function filtersFromSearch(search: URLSearchParams): AnnouncementFilters {
  const state = search.get('state');
  const page = Number(search.get('page'));
  return { state: isState(state) ? state : null, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function filtersToSearch(filters: AnnouncementFilters, withPage = true): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.state) search.set('state', filters.state);
  if (withPage && filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export function listPath(filters: AnnouncementFilters): string {
  const search = filtersToSearch(filters);
  search.set('page', String(filters.page));
  search.set('page_size', String(ANNOUNCEMENT_PAGE_SIZE_DEFAULT));
  return `/api/admin/announcements?${search.toString()}`;
}

export function exportCsvHref(filters: AnnouncementFilters): string {
  const query = filtersToSearch(filters, false).toString();
  return query ? `/api/admin/announcements/export.csv?${query}` : '/api/admin/announcements/export.csv';
}
