/** Seasons, divisions and registration periods: values, labels and response shapes. */

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

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /api/admin/seasons → items; also the answer of each change to a season. */
export interface AdminSeason {
  id: string;
  name: string;
  /** yyyy-MM-dd */
  start_date: string;
  /** yyyy-MM-dd */
  end_date: string;
  status: SeasonStatus;
  team_count: number;
  period_count: number;
  created_at: string;
}
export type AdminSeasonPage = Page<AdminSeason>;

/** GET /api/admin/seasons/:seasonId/periods → array; also the answer of each change. */
export interface AdminRegistrationPeriod {
  id: string;
  season_id: string;
  division_id: string;
  division_name: string;
  status: PeriodStatus;
  /** ISO 8601, or null when not set */
  opens_at: string | null;
  closes_at: string | null;
  /** null: unlimited */
  capacity: number | null;
  fee_cents: number;
  created_at: string;
}

/** GET /api/admin/divisions → items; also the answer of each change to a division. */
export interface AdminDivision {
  id: string;
  name: string;
  description: string;
  /** Seasons that offer the division (through a registration period or a team). */
  season_count: number;
  team_count: number;
  created_at: string;
}
export type AdminDivisionPage = Page<AdminDivision>;

/** GET /api/seasons (public): season and division pickers of the public pages. */
export interface PublicSeason {
  id: string;
  name: string;
  status: SeasonStatus;
  start_date: string;
  end_date: string;
  /** Divisions with teams or a registration period in this season, by name. */
  divisions: { id: string; name: string }[];
}

/** Every division at once, for the period form's division choice (GET /api/admin/divisions/options). */
export interface DivisionOption {
  id: string;
  name: string;
}
