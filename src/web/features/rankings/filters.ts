/** /rankings' and /rankings-enhanced's choice, as it lives in the page's address (shareable, kept on reload). */
export interface RankingsFilters {
  /** null: the server's current season. */
  seasonId: string | null;
  /** null: every division (/rankings) or the first by name (/rankings-enhanced). */
  divisionId: string | null;
}

export function rankingsFiltersFromSearch(search: URLSearchParams): RankingsFilters {
  return { seasonId: search.get('season_id') || null, divisionId: search.get('division_id') || null };
}

/** The address's query, the same names as the API's; empty choices left out. */
export function rankingsFiltersToSearch(filters: RankingsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.seasonId) search.set('season_id', filters.seasonId);
  if (filters.divisionId) search.set('division_id', filters.divisionId);
  return search;
}

/** The typed client's query: `api('GET /api/rankings', { query })`. */
export const rankingsQuery = (filters: RankingsFilters): Record<string, string> => Object.fromEntries(rankingsFiltersToSearch(filters));

/** A link to another rankings page with the same choice, e.g. `/rankings-enhanced?season_id=…`. */
export function rankingsHref(path: string, filters: RankingsFilters): string {
  const query = rankingsFiltersToSearch(filters).toString();
  return query ? `${path}?${query}` : path;
}

/** A new season drops the division: divisions are the season's (a division without teams in it shows nothing). */
export function changeRankingsFilter(filters: RankingsFilters, change: Partial<RankingsFilters>): RankingsFilters {
  const next = { ...filters, ...change };
  if ('seasonId' in change && change.seasonId !== filters.seasonId) return { ...next, divisionId: null };
  return next;
}
