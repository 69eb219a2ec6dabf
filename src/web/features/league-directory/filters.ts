/** The directory pages' filters, as they live in the page's address (shareable, kept on reload). */
export interface TeamFilters {
  seasonId: string | null;
  divisionId: string | null;
}

export interface PlayerFilters extends TeamFilters {
  teamId: string | null;
  q: string;
  page: number;
}

export function teamFiltersFromSearch(search: URLSearchParams): TeamFilters {
  return { seasonId: search.get('season_id') || null, divisionId: search.get('division_id') || null };
}

export function playerFiltersFromSearch(search: URLSearchParams): PlayerFilters {
  const page = Number(search.get('page'));
  return {
    ...teamFiltersFromSearch(search),
    teamId: search.get('team_id') || null,
    q: search.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API's query parameters, the same names as in the page's address; empty ones and page 1 left out. */
export function filtersToSearch(filters: TeamFilters | PlayerFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.seasonId) search.set('season_id', filters.seasonId);
  if (filters.divisionId) search.set('division_id', filters.divisionId);
  if ('teamId' in filters) {
    if (filters.teamId) search.set('team_id', filters.teamId);
    if (filters.q.trim()) search.set('q', filters.q.trim());
    if (filters.page > 1) search.set('page', String(filters.page));
  }
  return search;
}

/** The same as the typed client's query: `api('GET /api/public/players', { query })`. */
export const directoryQuery = (filters: TeamFilters | PlayerFilters): Record<string, string> => Object.fromEntries(filtersToSearch(filters));

/**
 * A filter changed: back to page 1. A new season drops the division and team (they belong
 * to a season), and a new division drops the team.
 */
export function changePlayerFilter(filters: PlayerFilters, change: Partial<Omit<PlayerFilters, 'page'>>): PlayerFilters {
  const next = { ...filters, ...change, page: 1 };
  if ('seasonId' in change && change.seasonId !== filters.seasonId) return { ...next, divisionId: null, teamId: null };
  if ('divisionId' in change && change.divisionId !== filters.divisionId) return { ...next, teamId: null };
  return next;
}

export function changeTeamFilter(filters: TeamFilters, change: Partial<TeamFilters>): TeamFilters {
  const next = { ...filters, ...change };
  if ('seasonId' in change && change.seasonId !== filters.seasonId) return { ...next, divisionId: null };
  return next;
}
