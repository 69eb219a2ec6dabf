// zod/mini (decision 006): the admin season and period forms use these schemas too.
import { z } from 'zod/mini';
import { withFormat } from './formats';
import { isCalendarDate } from './calendar-date';
import { centsField } from './money';
import { PERIOD_STATUSES, SEASON_STATUSES } from '../seasons';

export const SEASON_MESSAGES = {
  name: 'Season name is required.',
  nameLong: 'Season name must be at most 100 characters.',
  startDate: 'Start date is required.',
  endDate: 'End date is required.',
  endBeforeStart: 'End date cannot be before the start date.',
  status: 'Please choose a status: Upcoming, Registration, Active or Completed.',
} as const;

export const PERIOD_MESSAGES = {
  division: 'Please select a division.',
  status: 'Please choose a status: Upcoming, Open or Closed.',
  opensAt: 'Opens at must be a date and time.',
  closesAt: 'Closes at must be a date and time.',
  closesBeforeOpens: 'Closes at must be after opens at.',
  capacity: 'Capacity must be a whole number of at least 1, or empty for no limit.',
  feeCents: 'Fee must be a whole number of cents, 0 or more.',
  fee: 'Fee must be 0 or more, in dollars (like 120 or 120.50).',
  duplicate: 'This season already has a registration period for that division.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A moment with its zone (what the API takes), e.g. 2030-03-01T14:00:00.000Z. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** What a datetime-local input holds: a wall time in the league's zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

// Cross-field rules act only on values that are themselves valid, so each field shows its
// own message first and the form shows every message at once.
const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

const endNotBeforeStart = z.superRefine<{ start_date: string; end_date: string }>((value, ctx) => {
  if (isCalendarDate(value.start_date) && isCalendarDate(value.end_date) && value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: SEASON_MESSAGES.endBeforeStart, input: value.end_date });
  }
}, whenObject);

const seasonFields = {
  name: z.string({ error: SEASON_MESSAGES.name }).check(z.trim(), z.minLength(1, SEASON_MESSAGES.name), z.maxLength(100, SEASON_MESSAGES.nameLong)),
  start_date: z.string({ error: SEASON_MESSAGES.startDate }).check(z.refine(isCalendarDate, SEASON_MESSAGES.startDate), withFormat('date')),
  end_date: z.string({ error: SEASON_MESSAGES.endDate }).check(z.refine(isCalendarDate, SEASON_MESSAGES.endDate), withFormat('date')),
};

export const seasonStatusSchema = z.enum(SEASON_STATUSES, { error: SEASON_MESSAGES.status });

/** POST /api/admin/seasons (status defaults to upcoming) */
export const createSeasonInputSchema = z.object({ ...seasonFields, status: z.optional(seasonStatusSchema) }).check(endNotBeforeStart);
export type CreateSeasonInput = z.infer<typeof createSeasonInputSchema>;

/** PUT /api/admin/seasons/:seasonId; the status has its own call (it is audited as such). */
export const updateSeasonInputSchema = z.object(seasonFields).check(endNotBeforeStart);
export type UpdateSeasonInput = z.infer<typeof updateSeasonInputSchema>;

/** POST /api/admin/seasons/:seasonId/status */
export const setSeasonStatusInputSchema = z.object({ status: seasonStatusSchema });
export type SetSeasonStatusInput = z.infer<typeof setSeasonStatusInputSchema>;

const closesAfterOpens = z.superRefine<{ opens_at?: string | null; closes_at?: string | null }>((value, ctx) => {
  if (!value.opens_at || !value.closes_at) return;
  const opens = Date.parse(value.opens_at);
  const closes = Date.parse(value.closes_at);
  if (!Number.isNaN(opens) && !Number.isNaN(closes) && closes <= opens) {
    ctx.addIssue({ code: 'custom', path: ['closes_at'], message: PERIOD_MESSAGES.closesBeforeOpens, input: value.closes_at });
  }
}, whenObject);

const moment = (message: string) =>
  z.optional(
    z.nullable(
      z.string({ error: message }).check(
        z.refine((v) => ISO_WITH_ZONE.test(v) && !Number.isNaN(Date.parse(v)), message),
        withFormat('date-time'),
      ),
    ),
  );

/** POST /api/admin/seasons/:seasonId/periods and PUT …/periods/:periodId */
export const registrationPeriodInputSchema = z
  .object({
    division_id: z.guid({ error: PERIOD_MESSAGES.division }),
    status: z.enum(PERIOD_STATUSES, { error: PERIOD_MESSAGES.status }),
    opens_at: moment(PERIOD_MESSAGES.opensAt),
    closes_at: moment(PERIOD_MESSAGES.closesAt),
    capacity: z.optional(
      z.nullable(
        z
          .number({ error: PERIOD_MESSAGES.capacity })
          .check(z.int(PERIOD_MESSAGES.capacity), z.gte(1, PERIOD_MESSAGES.capacity), z.lte(100_000, PERIOD_MESSAGES.capacity)),
      ),
    ),
    fee_cents: centsField(0, { invalid: PERIOD_MESSAGES.feeCents }),
  })
  .check(closesAfterOpens);
export type RegistrationPeriodInput = z.infer<typeof registrationPeriodInputSchema>;

const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;

/**
 * The period form as typed: wall times of the league's zone (datetime-local), capacity as
 * text (empty: unlimited) and the fee in dollars. The page turns it into the API input.
 */
export const registrationPeriodFormSchema = z
  .object({
    division_id: z.string().check(z.regex(UUID, PERIOD_MESSAGES.division)),
    status: z.enum(PERIOD_STATUSES, { error: PERIOD_MESSAGES.status }),
    opens_at: z.string().check(z.refine((v) => v === '' || LOCAL_DATE_TIME.test(v), PERIOD_MESSAGES.opensAt)),
    closes_at: z.string().check(z.refine((v) => v === '' || LOCAL_DATE_TIME.test(v), PERIOD_MESSAGES.closesAt)),
    capacity: z.string().check(z.refine((v) => v.trim() === '' || (/^\d{1,6}$/.test(v.trim()) && Number(v) >= 1), PERIOD_MESSAGES.capacity)),
    fee: z.string().check(z.refine((v) => DOLLARS.test(v.trim()), PERIOD_MESSAGES.fee)),
  })
  .check(
    z.superRefine<{ opens_at: string; closes_at: string }>((value, ctx) => {
      // Both are wall times of the same zone: their text orders as the times do.
      if (LOCAL_DATE_TIME.test(value.opens_at) && LOCAL_DATE_TIME.test(value.closes_at) && value.closes_at <= value.opens_at) {
        ctx.addIssue({ code: 'custom', path: ['closes_at'], message: PERIOD_MESSAGES.closesBeforeOpens, input: value.closes_at });
      }
    }, whenObject),
  );
export type RegistrationPeriodFormValues = z.infer<typeof registrationPeriodFormSchema>;

/** "120.50" → 12050 (the form's text has at most two decimals). */
export function dollarsToCents(dollars: string): number {
  return Math.round(Number(dollars.trim()) * 100);
}
