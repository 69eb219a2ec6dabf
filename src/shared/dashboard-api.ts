/** Response shapes of the admin dashboard and audit log API; the server's services return these. */

export const AUDIT_LOG_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;
/** The dashboard's "Recent activity": this many newest audit rows. */
export const RECENT_ACTIVITY_LIMIT = 20;

/** One audit_log row as admins read it. */
export interface AuditLogItem {
  id: number;
  /** ISO 8601 */
  created_at: string;
  /** null when the system made the change (e.g. an invitation running out). */
  actor_user_id: string | null;
  /** The account's name now; null for the system or an account since deleted. */
  actor_name: string | null;
  /** `<domain>.<what happened>`, e.g. `settings.updated`. */
  action: string;
  entity_type: string;
  entity_id: string | null;
  /** The entity's JSON before and after the change; null where there was none (created, deleted). */
  before: unknown;
  after: unknown;
}

export interface AuditLogPage {
  items: AuditLogItem[];
  total: number;
  page: number;
  page_size: number;
  /** Every entity type in the log, sorted, for the filter. */
  entity_types: string[];
}

export interface DashboardSeason {
  id: string;
  name: string;
  /** upcoming | registration | active | completed */
  status: string;
}

/** GET /api/admin/dashboard */
export interface AdminDashboard {
  /** The season the figures are for; null when the league has no season yet. */
  season: DashboardSeason | null;
  /** Every season, newest first, for the picker. */
  seasons: DashboardSeason[];
  /** paid or confirmed */
  registrations_paid: number;
  /** pending_payment */
  registrations_unpaid: number;
  /** pending and invited waitlist entries of the season */
  waitlist_size: number;
  /** Games of the season from Monday 00:00 to Sunday 24:00 in the league's time zone. */
  games_this_week: number;
  /** The week's first day and the next week's first day (ISO 8601 instants). */
  week_start: string;
  week_end: string;
  live_games: number;
  /** amount_paid_cents of paid and confirmed registrations: this season, and all seasons. */
  revenue_season_cents: number;
  revenue_all_time_cents: number;
  /** Players registered in the season (not cancelled or refunded) without a signature of the active waiver. */
  unsigned_waivers: number;
  /** null when no waiver version is active. */
  active_waiver_version: number | null;
  /** The newest audit rows, newest first. */
  recent_activity: AuditLogItem[];
}
