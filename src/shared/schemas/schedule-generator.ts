// zod/mini (decision 006): the generator's form and its routes share these (decision 039).
import { z } from 'zod/mini';
import { withFormat } from './formats';
import { GAME_SLOT_MINUTES } from '../games';
import { ADMIN_SCHEDULE_MESSAGES, MIN_REST_DAYS_MAX } from './admin-schedule';
import { idField } from './ids';
import { isCalendarDate } from './calendar-date';

export const SCHEDULE_FORMATS = ['single', 'double', 'games_per_team'] as const;
export type ScheduleFormatKind = (typeof SCHEDULE_FORMATS)[number];

export const SCHEDULE_FORMAT_LABELS: Record<ScheduleFormatKind, string> = {
  single: 'Single round robin',
  double: 'Double round robin',
  games_per_team: 'Games per team',
};

/** Monday first, as a league's week is read (dashboard/league-week.ts). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const SCHEDULE_GENERATOR_LIMITS = {
  gamesPerTeamMax: 60,
  timeSlotsMax: 8,
  fieldsMax: 30,
  blackoutDatesMax: 100,
  /** 32 teams play 992 games in a double round robin. */
  teamsMax: 32,
  gamesMax: 1000,
} as const;

const L = SCHEDULE_GENERATOR_LIMITS;

export const SCHEDULE_GENERATOR_MESSAGES = {
  format: 'Choose a format: single round robin, double round robin or games per team.',
  gamesPerTeam: `Games per team must be a whole number from 1 to ${L.gamesPerTeamMax}.`,
  gamesPerTeamOdd: 'With an odd number of teams, games per team must be even: every game takes two teams.',
  firstDate: 'Enter the first date, like 2030-05-04.',
  firstDateAfterSeason: (lastDay: string) => `The first date must be on or before the season's last day (${lastDay}).`,
  gameDays: 'Choose at least one game day.',
  timeSlots: `Add from 1 to ${L.timeSlotsMax} time slots.`,
  timeSlot: 'Each time slot must be a time like 19:30.',
  timeSlotsApart: `Time slots must be at least ${GAME_SLOT_MINUTES} minutes apart: a game holds its field that long.`,
  fields: `Choose from 1 to ${L.fieldsMax} fields.`,
  field: 'Choose fields from the list.',
  unknownField: 'One of the chosen fields no longer exists: reload the page and choose again.',
  blackoutDates: `Add at most ${L.blackoutDatesMax} blackout dates, each a date like 2030-05-18.`,
  minRest: ADMIN_SCHEDULE_MESSAGES.minRest,
  tooFewTeams: 'The division needs at least two teams in this season to make a schedule.',
  tooManyTeams: `The generator makes schedules of up to ${L.teamsMax} teams.`,
  games: `Save from 1 to ${L.gamesMax} games: generate a preview first.`,
  game: 'Each game needs its round, two different teams of the division, a field and a kick-off.',
  teamNotInDivision: 'A game names a team that is not in this division and season: generate the preview again.',
  hasGames: (count: number) =>
    `This division already has ${count} ${count === 1 ? 'game' : 'games'} in this season. Choose "Replace its unplayed games" to save a new schedule.`,
  conflicts: 'Some games now clash with games saved since the preview: generate the preview again.',
  playedSincePreview: "This division's played games changed since the preview: generate the preview again.",
} as const;

const M = SCHEDULE_GENERATOR_MESSAGES;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slots, once each and in order, are a whole game apart (on one field, each would clash with the next). */
export function timeSlotsApart(slots: readonly string[]): boolean {
  const minutes = [...new Set(slots)].filter((t) => TIME.test(t)).map(minutesOf);
  minutes.sort((a, b) => a - b);
  return minutes.every((m, i) => i === 0 || m - (minutes[i - 1] ?? 0) >= GAME_SLOT_MINUTES);
}

const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** POST /api/admin/seasons/:seasonId/divisions/:divisionId/schedule/preview */
export const schedulePreviewInputSchema = z
  .object({
    format: z.enum(SCHEDULE_FORMATS, { error: M.format }),
    games_per_team: z.optional(
      z.nullable(z.number({ error: M.gamesPerTeam }).check(z.int(M.gamesPerTeam), z.gte(1, M.gamesPerTeam), z.lte(L.gamesPerTeamMax, M.gamesPerTeam))),
    ),
    first_date: z.string({ error: M.firstDate }).check(z.trim(), z.refine(isCalendarDate, M.firstDate), withFormat('date')),
    game_days: z.array(z.enum(WEEKDAYS, { error: M.gameDays }), { error: M.gameDays }).check(z.minLength(1, M.gameDays), z.maxLength(7, M.gameDays)),
    time_slots: z
      .array(z.string({ error: M.timeSlot }).check(z.trim(), z.regex(TIME, M.timeSlot)), { error: M.timeSlots })
      .check(z.minLength(1, M.timeSlots), z.maxLength(L.timeSlotsMax, M.timeSlots), z.refine(timeSlotsApart, M.timeSlotsApart)),
    field_ids: z.array(idField(M.field), { error: M.fields }).check(z.minLength(1, M.fields), z.maxLength(L.fieldsMax, M.fields)),
    blackout_dates: z._default(
      z
        .array(z.string({ error: M.blackoutDates }).check(z.trim(), z.refine(isCalendarDate, M.blackoutDates), withFormat('date')), { error: M.blackoutDates })
        .check(z.maxLength(L.blackoutDatesMax, M.blackoutDates)),
      [],
    ),
    min_rest_days: z.number({ error: M.minRest }).check(z.int(M.minRest), z.gte(0, M.minRest), z.lte(MIN_REST_DAYS_MAX, M.minRest)),
    /** Plan as if the division's unplayed games were gone (what a save with replace_unplayed does). */
    replace_unplayed: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine<{ format: ScheduleFormatKind; games_per_team?: number | null }>((value, ctx) => {
      if (value.format === 'games_per_team' && (value.games_per_team === undefined || value.games_per_team === null)) {
        ctx.addIssue({ code: 'custom', path: ['games_per_team'], message: M.gamesPerTeam, input: value.games_per_team });
      }
    }, whenObject),
  );
export type SchedulePreviewInput = z.input<typeof schedulePreviewInputSchema>;
export type SchedulePreviewRequest = z.output<typeof schedulePreviewInputSchema>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One proposed game as the preview gave it. */
export const scheduleGameInputSchema = z
  .object({
    round: z.number({ error: M.game }).check(z.int(M.game), z.gte(1, M.game), z.lte(999, M.game)),
    home_team_id: z.guid({ error: M.game }),
    away_team_id: z.guid({ error: M.game }),
    field_id: z.guid({ error: M.game }),
    starts_at: z.string({ error: M.game }).check(z.refine((v) => ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)), M.game)),
  })
  .check(z.refine((g) => g.home_team_id !== g.away_team_id, { message: M.game, path: ['away_team_id'] }));

/** POST /api/admin/seasons/:seasonId/divisions/:divisionId/schedule: save the previewed games. */
export const scheduleSaveInputSchema = z.object({
  games: z.array(scheduleGameInputSchema, { error: M.games }).check(z.minLength(1, M.games), z.maxLength(L.gamesMax, M.games)),
  replace_unplayed: z._default(z.boolean(), false),
  played_game_ids: z
    ._default(z.array(idField(M.playedSincePreview)).check(z.maxLength(L.gamesMax, M.playedSincePreview)), [])
    .check(z.describe('The played games the preview counted (its division_games.played_game_ids).')),
});
export type ScheduleSaveInput = z.input<typeof scheduleSaveInputSchema>;
