import { TEAMS_PAGE_SIZE_DEFAULT } from '../../../shared/teams-admin-api';

/** The admin teams list's filters, as they live in the page's address (shareable, kept on reload). */
export interface TeamFilters {
  seasonId: string | null;
  divisionId: string | null;
  q: string;
  page: number;
}

export const EMPTY_TEAM_FILTERS: TeamFilters = { seasonId: null, divisionId: null, q: '', page: 1 };

/** Reads the filters from a query string, ignoring anything malformed. */
export function teamFiltersFromSearch(search: URLSearchParams): TeamFilters {
  const page = Number(search.get('page'));
  return {
    seasonId: search.get('season_id') || null,
    divisionId: search.get('division_id') || null,
    q: search.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API's query parameters (the same names in the page's address). Page 1 and empty filters are left out. */
export function teamFiltersToSearch(filters: TeamFilters, options: { withPage?: boolean; pageSize?: number } = {}): URLSearchParams {
  const search = new URLSearchParams();
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

/** GET /api/admin/teams for one page of the filtered list. */
export function teamsListPath(filters: TeamFilters, pageSize = TEAMS_PAGE_SIZE_DEFAULT): string {
  const search = teamFiltersToSearch(filters, { pageSize });
  if (filters.page === 1) search.set('page', '1');
  return withQuery('/api/admin/teams', search);
}

/** The CSV export of every team the filters select: all pages, so no page number. */
export function teamsExportHref(filters: TeamFilters): string {
  return withQuery('/api/admin/teams/export.csv', teamFiltersToSearch(filters, { withPage: false }));
}

/** A filter changed: back to the first page, since the old page number may not exist any more. */
export function changeTeamFilter(filters: TeamFilters, change: Partial<Omit<TeamFilters, 'page'>>): TeamFilters {
  return { ...filters, ...change, page: 1 };
}
