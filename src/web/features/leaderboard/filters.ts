/** /leaderboard's filters, as they live in the page's address (shareable, kept on reload). */
export interface LeaderboardFilters {
  seasonId: string | null;
  divisionId: string | null;
  page: number;
}

export function leaderboardFiltersFromSearch(search: URLSearchParams): LeaderboardFilters {
  const page = Number(search.get('page'));
  return {
    seasonId: search.get('season_id') || null,
    divisionId: search.get('division_id') || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query, the same names as the API's; empty filters and page 1 left out. */
export function leaderboardFiltersToSearch(filters: LeaderboardFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.seasonId) search.set('season_id', filters.seasonId);
  if (filters.divisionId) search.set('division_id', filters.divisionId);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The typed client's query: `api('GET /api/leaderboard', { query })`. */
export const leaderboardQuery = (filters: LeaderboardFilters): Record<string, string> => Object.fromEntries(leaderboardFiltersToSearch(filters));

/** A filter changed: back to page 1; a new season drops the division (divisions belong to a season's teams). */
export function changeLeaderboardFilter(filters: LeaderboardFilters, change: Partial<Omit<LeaderboardFilters, 'page'>>): LeaderboardFilters {
  const next = { ...filters, ...change, page: 1 };
  if ('seasonId' in change && change.seasonId !== filters.seasonId) return { ...next, divisionId: null };
  return next;
}
