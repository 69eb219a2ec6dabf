// Response shapes of the calendar feeds' links (decision 040); the web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl, instant } from '../schemas/formats';

/** The caller's private feed: its address, which works without signing in until revoked. */
export const calendarFeedSchema = z.object({
  url: absoluteUrl(),
  created_at: instant().check(z.describe('ISO 8601')),
});
export type CalendarFeed = z.output<typeof calendarFeedSchema>;

/** GET /api/me/calendar */
export const myCalendarSchema = z.object({ feed: z.nullable(calendarFeedSchema) });
export type MyCalendar = z.output<typeof myCalendarSchema>;
