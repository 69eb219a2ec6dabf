// Response shapes of the admin dashboard and audit log API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { accountId, cents, instant, rowId } from '../schemas/formats';
import { pageOf } from './page';
import { SEASON_STATUSES } from '../seasons';

/** One audit_log row as admins read it. */
export const auditLogItemSchema = z.object({
  id: z.number(),
  /** ISO 8601 */
  created_at: instant(),
  /** null when the system made the change (e.g. an invitation running out). */
  actor_user_id: z.nullable(accountId()),
  /** The account's name now; null for the system or an account since deleted. */
  actor_name: z.nullable(z.string()),
  /** `<domain>.<what happened>`, e.g. `settings.updated`. */
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.nullable(z.string()),
  /** The entity's JSON before and after the change; null where there was none (created, deleted). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogItem = z.output<typeof auditLogItemSchema>;

export const auditLogPageSchema = z.extend(pageOf(auditLogItemSchema), {
  /** Every entity type in the log, sorted, for the filter. */
  entity_types: z.array(z.string()),
});
export type AuditLogPage = z.output<typeof auditLogPageSchema>;

export const dashboardSeasonSchema = z.object({
  id: rowId(),
  name: z.string(),
  status: z.enum(SEASON_STATUSES),
});
export type DashboardSeason = z.output<typeof dashboardSeasonSchema>;

/** GET /api/admin/dashboard */
export const adminDashboardSchema = z.object({
  /** The season the figures are for; null when the league has no season yet. */
  season: z.nullable(dashboardSeasonSchema),
  /** Every season, newest first, for the picker. */
  seasons: z.array(dashboardSeasonSchema),
  /** paid or confirmed */
  registrations_paid: z.number(),
  /** pending_payment */
  registrations_unpaid: z.number(),
  /** pending and invited waitlist entries of the season */
  waitlist_size: z.number(),
  /** Games of the season from Monday 00:00 to Sunday 24:00 in the league's time zone. */
  games_this_week: z.number(),
  /** The week's first day and the next week's first day (ISO 8601 instants). */
  week_start: instant(),
  week_end: instant(),
  live_games: z.number(),
  /** amount_paid_cents of paid and confirmed registrations: this season, and all seasons. */
  revenue_season_cents: cents('What paid and confirmed registrations of this season paid (their amount_paid_cents)'),
  revenue_all_time_cents: cents('What paid and confirmed registrations of every season paid'),
  /** Players registered in the season (not cancelled or refunded) without a signature of the active waiver. */
  unsigned_waivers: z.number(),
  /** null when no waiver version is active. */
  active_waiver_version: z.nullable(z.number()),
  /** The newest audit rows, newest first. */
  recent_activity: z.array(auditLogItemSchema),
});
export type AdminDashboard = z.output<typeof adminDashboardSchema>;
