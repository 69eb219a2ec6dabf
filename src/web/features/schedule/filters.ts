import { isScheduleView, type ScheduleView } from '../../../shared/schedule';

/** /schedule's filters, as they live in the page's address (shareable, kept on reload). */
export interface ScheduleFilters {
  seasonId: string | null;
  divisionId: string | null;
  teamId: string | null;
  /** One day on the league's clocks, "2030-05-04". */
  date: string | null;
  /** Upcoming or past results (decision 062); null: the server's choice (upcoming until all are past). Never with a date. */
  view: ScheduleView | null;
  /** null: the first page. */
  page: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function scheduleFiltersFromSearch(search: URLSearchParams): ScheduleFilters {
  const page = Number(search.get('page'));
  const date = search.get('date') ?? '';
  const view = search.get('view');
  return {
    seasonId: search.get('season_id') || null,
    divisionId: search.get('division_id') || null,
    teamId: search.get('team_id') || null,
    date: DAY.test(date) ? date : null,
    // The API refuses a view with a day: the day wins.
    view: isScheduleView(view) && !DAY.test(date) ? view : null,
    page: Number.isInteger(page) && page >= 1 ? page : null,
  };
}

/** The address's query, the same names as the API's; empty filters left out. */
export function scheduleFiltersToSearch(filters: ScheduleFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.seasonId) search.set('season_id', filters.seasonId);
  if (filters.divisionId) search.set('division_id', filters.divisionId);
  if (filters.teamId) search.set('team_id', filters.teamId);
  if (filters.date) search.set('date', filters.date);
  if (filters.view) search.set('view', filters.view);
  if (filters.page !== null) search.set('page', String(filters.page));
  return search;
}

/** The typed client's query: `api('GET /api/schedule', { query })`. */
export const scheduleQuery = (filters: ScheduleFilters): Record<string, string> => Object.fromEntries(scheduleFiltersToSearch(filters));

/** How many filters narrow the list (the phone's folded filters say so on their button). */
export const activeScheduleFilterCount = (filters: ScheduleFilters): number =>
  [filters.seasonId, filters.divisionId, filters.teamId, filters.date].filter(Boolean).length;

/**
 * A filter changed: back to the first page. A new season drops the division and team (they
 * belong to a season) and the view (a season played out opens on its results); a new division
 * drops a team of another division; a day replaces the view.
 */
export function changeScheduleFilter(
  filters: ScheduleFilters,
  change: Partial<Omit<ScheduleFilters, 'page'>>,
  teamDivision: (teamId: string) => string | undefined,
): ScheduleFilters {
  const next: ScheduleFilters = { ...filters, ...change, page: null };
  if (next.date) next.view = null;
  if ('seasonId' in change && change.seasonId !== filters.seasonId) return { ...next, divisionId: null, teamId: null, view: null };
  if ('divisionId' in change && next.divisionId && next.teamId && teamDivision(next.teamId) !== next.divisionId) return { ...next, teamId: null };
  return next;
}
