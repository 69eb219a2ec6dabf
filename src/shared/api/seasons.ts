// Response shapes of the seasons and registration periods API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { calendarDay, cents, instant, rowId } from '../schemas/formats';
import { PERIOD_STATUSES, SEASON_STATUSES } from '../seasons';
import { namedOptionSchema, pageOf } from './page';

/** GET /api/admin/seasons → items; also the answer of each change to a season. */
export const adminSeasonSchema = z.object({
  id: rowId(),
  name: z.string(),
  start_date: calendarDay().check(z.describe('yyyy-MM-dd')),
  end_date: calendarDay().check(z.describe('yyyy-MM-dd')),
  status: z.enum(SEASON_STATUSES),
  team_count: z.number(),
  period_count: z.number(),
  created_at: instant(),
});
export type AdminSeason = z.output<typeof adminSeasonSchema>;

export const adminSeasonPageSchema = pageOf(adminSeasonSchema);
export type AdminSeasonPage = z.output<typeof adminSeasonPageSchema>;

/** GET /api/admin/seasons/:seasonId/periods → array; also the answer of each change. */
export const adminRegistrationPeriodSchema = z.object({
  id: rowId(),
  season_id: rowId(),
  division_id: rowId(),
  division_name: z.string(),
  status: z.enum(PERIOD_STATUSES),
  opens_at: z.nullable(instant()).check(z.describe('ISO 8601, or null when not set')),
  closes_at: z.nullable(instant()),
  capacity: z.nullable(z.number()).check(z.describe('null: unlimited')),
  fee_cents: cents("The division's fee for the season, before any discount"),
  created_at: instant(),
});
export type AdminRegistrationPeriod = z.output<typeof adminRegistrationPeriodSchema>;

export const adminRegistrationPeriodsSchema = z.array(adminRegistrationPeriodSchema);

/** GET /api/seasons (public): season and division pickers of the public pages. */
export const publicSeasonSchema = z.object({
  id: rowId(),
  name: z.string(),
  status: z.enum(SEASON_STATUSES),
  start_date: calendarDay(),
  end_date: calendarDay(),
  divisions: z.array(namedOptionSchema).check(z.describe('Divisions with teams or a registration period in this season, by name.')),
});
export type PublicSeason = z.output<typeof publicSeasonSchema>;

export const publicSeasonsSchema = z.array(publicSeasonSchema);
