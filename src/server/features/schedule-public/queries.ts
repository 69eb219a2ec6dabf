import { z } from 'zod';
import { isCalendarDate } from '../../../shared/schemas/calendar-date';
import { SCHEDULE_VIEWS } from '../../../shared/schedule';
import { optionalIdParam, optionalParam } from '../../http/list-query';

// Server-only query string of GET /api/schedule (decision 006: full zod where the browser never loads it).

/** About a match day of a busy league: a phone's worth of scrolling. */
export const SCHEDULE_PAGE_SIZE = 25;
export const SCHEDULE_PAGE_SIZE_MAX = 100;

export const SCHEDULE_QUERY_MESSAGES = {
  date: 'Date must be a day written as YYYY-MM-DD.',
  from: 'From must be a day written as YYYY-MM-DD.',
  to: 'To must be a day written as YYYY-MM-DD.',
  range: 'To must be on or after From.',
  dayAndRange: 'Ask for one day or for a range, not both.',
  view: 'View must be upcoming or past.',
  viewAndDays: 'Ask for days or for upcoming or past games, not both.',
  page: 'Page must be a whole number of at least 1.',
  pageSize: `Page size must be between 1 and ${SCHEDULE_PAGE_SIZE_MAX}.`,
} as const;

const dayParam = (message: string) => optionalParam(z.string(message).refine(isCalendarDate, message).meta({ format: 'date' }));

export const publicScheduleQuerySchema = z
  .object({
    season_id: optionalIdParam('Season must be a season id.'),
    division_id: optionalIdParam('Division must be a division id.'),
    team_id: optionalIdParam('Team must be a team id.'),
    /** One day on the league's clocks. */
    date: dayParam(SCHEDULE_QUERY_MESSAGES.date),
    /** A range of days on the league's clocks, both ends included; either end may be left open. */
    from: dayParam(SCHEDULE_QUERY_MESSAGES.from),
    to: dayParam(SCHEDULE_QUERY_MESSAGES.to),
    /**
     * Upcoming (from the league's Monday on, kick-off order) or past (before it, latest first).
     * Left out without days: upcoming, or past once the filtered games are all past (decision 062).
     */
    view: optionalParam(z.enum(SCHEDULE_VIEWS, { error: SCHEDULE_QUERY_MESSAGES.view })),
    /** From 1, of the view (or of the days) asked for. */
    page: optionalParam(z.coerce.number(SCHEDULE_QUERY_MESSAGES.page).int(SCHEDULE_QUERY_MESSAGES.page).min(1, SCHEDULE_QUERY_MESSAGES.page)),
    page_size: z.coerce
      .number(SCHEDULE_QUERY_MESSAGES.pageSize)
      .int(SCHEDULE_QUERY_MESSAGES.pageSize)
      .min(1, SCHEDULE_QUERY_MESSAGES.pageSize)
      .max(SCHEDULE_PAGE_SIZE_MAX, SCHEDULE_QUERY_MESSAGES.pageSize)
      .default(SCHEDULE_PAGE_SIZE),
  })
  .refine((q) => !(q.date && (q.from || q.to)), { path: ['date'], message: SCHEDULE_QUERY_MESSAGES.dayAndRange })
  .refine((q) => !(q.from && q.to && q.to < q.from), { path: ['to'], message: SCHEDULE_QUERY_MESSAGES.range })
  .refine((q) => !(q.view && (q.date || q.from || q.to)), { path: ['view'], message: SCHEDULE_QUERY_MESSAGES.viewAndDays });
export type PublicScheduleQuery = z.infer<typeof publicScheduleQuerySchema>;
