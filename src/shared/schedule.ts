// The public schedule's two views (decision 062), shared by GET /api/schedule and /schedule.

/**
 * upcoming: the games from the start of the league's week (Monday 00:00 on its clocks) on, in
 * kick-off order, so this week's games come first; past: the games before, latest first.
 */
export const SCHEDULE_VIEWS = ['upcoming', 'past'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

export const SCHEDULE_VIEW_LABELS: Record<ScheduleView, string> = { upcoming: 'Upcoming', past: 'Past results' };

export const isScheduleView = (value: string | null): value is ScheduleView => (SCHEDULE_VIEWS as readonly (string | null)[]).includes(value);
