// Response shapes of the admin dashboard and audit log API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { accountId, cents, instant, rowId } from '../schemas/formats';
import { pageOf } from './page';
import { SEASON_STATUSES } from '../seasons';

/** One audit_log row as admins read it. */
export const auditLogItemSchema = z.object({
  id: z.number(),
  created_at: instant().check(z.describe('ISO 8601')),
  actor_user_id: z.nullable(accountId()).check(z.describe('null when the system made the change (e.g. an invitation running out).')),
  actor_name: z.nullable(z.string()).check(z.describe("The account's name now; null for the system or an account since deleted.")),
  action: z.string().check(z.describe('`<domain>.<what happened>`, e.g. `settings.updated`.')),
  entity_type: z.string(),
  entity_id: z.nullable(z.string()),
  before: z.unknown().check(z.describe("The entity's JSON before and after the change; null where there was none (created, deleted).")),
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
  season: z.nullable(dashboardSeasonSchema).check(z.describe('The season the figures are for; null when the league has no season yet.')),
  seasons: z.array(dashboardSeasonSchema).check(z.describe('Every season, newest first, for the picker.')),
  registrations_paid: z.number().check(z.describe('paid or confirmed')),
  registrations_unpaid: z.number().check(z.describe('pending_payment')),
  waitlist_size: z.number().check(z.describe('pending and invited waitlist entries of the season')),
  games_this_week: z.number().check(z.describe("Games of the season from Monday 00:00 to Sunday 24:00 in the league's time zone.")),
  week_start: instant().check(z.describe("The week's first day and the next week's first day (ISO 8601 instants).")),
  week_end: instant(),
  live_games: z.number(),
  revenue_season_cents: cents('What paid and confirmed registrations of this season paid (their amount_paid_cents)').check(
    z.describe('amount_paid_cents of paid and confirmed registrations: this season, and all seasons.'),
  ),
  revenue_all_time_cents: cents('What paid and confirmed registrations of every season paid'),
  unsigned_waivers: z.number().check(z.describe('Players registered in the season (not cancelled or refunded) without a signature of the active waiver.')),
  active_waiver_version: z.nullable(z.number()).check(z.describe('null when no waiver version is active.')),
  recent_activity: z.array(auditLogItemSchema).check(z.describe('The newest audit rows, newest first.')),
});
export type AdminDashboard = z.output<typeof adminDashboardSchema>;
