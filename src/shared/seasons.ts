/** Seasons, divisions and registration periods: values and labels; response shapes are in api/seasons.ts and api/divisions.ts. */

export const SEASON_STATUSES = ['upcoming', 'registration', 'active', 'completed'] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];
export const SEASON_STATUS_LABELS: Record<SeasonStatus, string> = {
  upcoming: 'Upcoming',
  registration: 'Registration',
  active: 'Active',
  completed: 'Completed',
};

/** Stored in capitals, as the spec's "status is OPEN" query reads them. */
export const PERIOD_STATUSES = ['UPCOMING', 'OPEN', 'CLOSED'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export const PERIOD_STATUS_LABELS: Record<PeriodStatus, string> = {
  UPCOMING: 'Upcoming',
  OPEN: 'Open',
  CLOSED: 'Closed',
};

export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
