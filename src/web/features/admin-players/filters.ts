import { PLAYERS_PAGE_SIZE_DEFAULT, REGISTRATION_FILTERS, type RegistrationFilter } from '../../../shared/players-admin-api';

/** The admin players list's filters, as they live in the page's address (shareable, kept on reload). */
export interface PlayerFilters {
  seasonId: string | null;
  divisionId: string | null;
  teamId: string | null;
  status: RegistrationFilter | null;
  q: string;
  page: number;
}

function isStatus(value: string | null): value is RegistrationFilter {
  return value !== null && (REGISTRATION_FILTERS as readonly string[]).includes(value);
}

/** Reads the filters from a query string, ignoring anything malformed. */
export function filtersFromSearch(search: URLSearchParams): PlayerFilters {
  const status = search.get('registration_status');
  const page = Number(search.get('page'));
  return {
    seasonId: search.get('season_id') || null,
    divisionId: search.get('division_id') || null,
    teamId: search.get('team_id') || null,
    status: isStatus(status) ? status : null,
    q: search.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API's query parameters (the same names in the page's address). Page 1 and empty filters are left out. */
export function filtersToSearch(filters: PlayerFilters, options: { withPage?: boolean; pageSize?: number } = {}): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.seasonId) search.set('season_id', filters.seasonId);
  if (filters.divisionId) search.set('division_id', filters.divisionId);
  if (filters.teamId) search.set('team_id', filters.teamId);
  if (filters.status) search.set('registration_status', filters.status);
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if ((options.withPage ?? true) && filters.page > 1) search.set('page', String(filters.page));
  if (options.pageSize !== undefined) search.set('page_size', String(options.pageSize));
  return search;
}

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function listPath(filters: PlayerFilters, pageSize = PLAYERS_PAGE_SIZE_DEFAULT): string {
  const search = filtersToSearch(filters, { pageSize });
  if (filters.page === 1) search.set('page', '1');
  return withQuery('/api/admin/players', search);
}

/** The CSV export of everything the filters select: all pages, so no page number. */
export function exportCsvHref(filters: PlayerFilters): string {
  return withQuery('/api/admin/players/export.csv', filtersToSearch(filters, { withPage: false }));
}

/**
 * A filter changed: back to the first page. A team belongs to one season and division, so
 * changing either drops a chosen team that no longer fits (the page decides what fits).
 */
export function changeFilter(filters: PlayerFilters, change: Partial<Omit<PlayerFilters, 'page'>>): PlayerFilters {
  return { ...filters, ...change, page: 1 };
}
