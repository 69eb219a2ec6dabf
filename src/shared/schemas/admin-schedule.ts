// zod/mini (decision 006): the admin schedule's forms (games, venues, rainout) and its routes share these.
import { z } from 'zod/mini';
import { withFormat } from './formats';
import { idField } from './ids';
import { isCalendarDate } from './calendar-date';

export const SCHEDULE_PAGE_SIZE_DEFAULT = 25;
export const SCHEDULE_PAGE_SIZE_MAX = 100;
export const VENUE_NAME_MAX = 80;
export const VENUE_ADDRESS_MAX = 200;
export const FIELD_NAME_MAX = 40;
/** A rainout's make-up proposals keep each team this many days from its other games unless told (decision 038). */
export const MIN_REST_DAYS_DEFAULT = 6;
export const MIN_REST_DAYS_MAX = 14;
/** How far a make-up proposal looks ahead, in weeks of the same weekday. */
export const MAKEUP_WEEKS_AHEAD = 26;
export const MAKEUPS_MAX = 200;

/** What an admin may set a game's status to; live and final come from the referee's events (decision 035). */
export const ADMIN_GAME_STATUSES = ['scheduled', 'postponed', 'cancelled', 'forfeit'] as const;
export type AdminGameStatus = (typeof ADMIN_GAME_STATUSES)[number];

export const ADMIN_SCHEDULE_MESSAGES = {
  homeTeam: 'Choose the home team.',
  awayTeam: 'Choose the away team.',
  sameTeams: 'A team cannot play itself: choose two different teams.',
  startsAt: 'Enter the date and time of kick-off.',
  field: 'Choose a field from the list.',
  referee: 'Choose a referee from the list.',
  round: 'Round must be a whole number from 1 to 99.',
  nothingToChange: 'Change the time, the field, the teams, the round or the referee.',
  status: 'Choose Scheduled, Postponed, Cancelled or Forfeit.',
  forfeitWinner: 'Choose the team that wins by forfeit.',
  venueName: `Venue name must be 1 to ${VENUE_NAME_MAX} characters.`,
  venueAddress: `Address must be at most ${VENUE_ADDRESS_MAX} characters.`,
  fieldName: `Field name must be 1 to ${FIELD_NAME_MAX} characters.`,
  date: 'Enter a date.',
  minRest: `Minimum rest must be a whole number of days from 0 to ${MIN_REST_DAYS_MAX}.`,
  game: 'Choose a game.',
  moves: `Choose from 1 to ${MAKEUPS_MAX} make-up games.`,
} as const;

/** An ISO 8601 instant with its offset (what toISOString gives; the form converts the league's local time). */
function isInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

const instant = (message: string) => z.string({ error: message }).check(z.refine(isInstant, message), withFormat('date-time'));
const calendarDate = (message: string) => z.string({ error: message }).check(z.trim(), z.refine(isCalendarDate, message), withFormat('date'));
/** User ids are Better Auth's text ids, not UUIDs. */
const userId = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(100, message));
const round = z
  .number({ error: ADMIN_SCHEDULE_MESSAGES.round })
  .check(z.int(ADMIN_SCHEDULE_MESSAGES.round), z.gte(1, ADMIN_SCHEDULE_MESSAGES.round), z.lte(99, ADMIN_SCHEDULE_MESSAGES.round));
const name = (max: number, message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

/** POST /api/admin/games: one game; its season and division are its teams'. */
export const createGameInputSchema = z
  .object({
    home_team_id: idField(ADMIN_SCHEDULE_MESSAGES.homeTeam),
    away_team_id: idField(ADMIN_SCHEDULE_MESSAGES.awayTeam),
    starts_at: instant(ADMIN_SCHEDULE_MESSAGES.startsAt),
    field_id: z.optional(z.nullable(idField(ADMIN_SCHEDULE_MESSAGES.field))),
    referee_user_id: z.optional(z.nullable(userId(ADMIN_SCHEDULE_MESSAGES.referee))),
    round: z.optional(round),
  })
  .check(z.refine((v) => v.home_team_id !== v.away_team_id, { path: ['away_team_id'], message: ADMIN_SCHEDULE_MESSAGES.sameTeams }));
export type CreateGameInput = z.infer<typeof createGameInputSchema>;

/**
 * PATCH /api/admin/games/:gameId: edit or move (any of time, field, teams, round), or assign
 * (a user id) or clear (null) the referee. Moving a postponed game reschedules it (decision 038).
 */
export const updateGameInputSchema = z
  .object({
    home_team_id: z.optional(idField(ADMIN_SCHEDULE_MESSAGES.homeTeam)),
    away_team_id: z.optional(idField(ADMIN_SCHEDULE_MESSAGES.awayTeam)),
    starts_at: z.optional(instant(ADMIN_SCHEDULE_MESSAGES.startsAt)),
    field_id: z.optional(z.nullable(idField(ADMIN_SCHEDULE_MESSAGES.field))),
    referee_user_id: z.optional(z.nullable(userId(ADMIN_SCHEDULE_MESSAGES.referee))),
    round: z.optional(round),
  })
  .check(
    z.refine((v) => Object.values(v).some((value) => value !== undefined), ADMIN_SCHEDULE_MESSAGES.nothingToChange),
    z.refine((v) => !v.home_team_id || v.home_team_id !== v.away_team_id, { path: ['away_team_id'], message: ADMIN_SCHEDULE_MESSAGES.sameTeams }),
  );
export type UpdateGameInput = z.infer<typeof updateGameInputSchema>;

/** POST /api/admin/games/:gameId/status: postpone, cancel, forfeit (with the winner) or restore to scheduled. */
export const gameStatusInputSchema = z
  .object({
    status: z.enum(ADMIN_GAME_STATUSES, { error: ADMIN_SCHEDULE_MESSAGES.status }),
    forfeit_winner_team_id: z.optional(z.nullable(idField(ADMIN_SCHEDULE_MESSAGES.forfeitWinner))),
  })
  .check(
    z.refine((v) => v.status !== 'forfeit' || Boolean(v.forfeit_winner_team_id), {
      path: ['forfeit_winner_team_id'],
      message: ADMIN_SCHEDULE_MESSAGES.forfeitWinner,
    }),
  );
export type GameStatusInput = z.infer<typeof gameStatusInputSchema>;

/** POST /api/admin/venues and PATCH /api/admin/venues/:venueId */
export const venueInputSchema = z.object({
  name: name(VENUE_NAME_MAX, ADMIN_SCHEDULE_MESSAGES.venueName),
  address: z._default(
    z.string({ error: ADMIN_SCHEDULE_MESSAGES.venueAddress }).check(z.trim(), z.maxLength(VENUE_ADDRESS_MAX, ADMIN_SCHEDULE_MESSAGES.venueAddress)),
    '',
  ),
});
export type VenueInput = z.input<typeof venueInputSchema>;

/** POST /api/admin/venues/:venueId/fields and PATCH …/fields/:fieldId */
export const fieldInputSchema = z.object({
  name: name(FIELD_NAME_MAX, ADMIN_SCHEDULE_MESSAGES.fieldName),
});
export type FieldInput = z.infer<typeof fieldInputSchema>;

/** POST /api/admin/schedule/rainout/preview, /rainout and /makeups/proposal: a date on the league's clocks, and optionally one field. */
export const rainoutInputSchema = z.object({
  date: calendarDate(ADMIN_SCHEDULE_MESSAGES.date),
  field_id: z.optional(z.nullable(idField(ADMIN_SCHEDULE_MESSAGES.field))),
  min_rest_days: z.optional(
    z
      .number({ error: ADMIN_SCHEDULE_MESSAGES.minRest })
      .check(z.int(ADMIN_SCHEDULE_MESSAGES.minRest), z.gte(0, ADMIN_SCHEDULE_MESSAGES.minRest), z.lte(MIN_REST_DAYS_MAX, ADMIN_SCHEDULE_MESSAGES.minRest)),
  ),
});
export type RainoutInput = z.infer<typeof rainoutInputSchema>;

/** POST /api/admin/schedule/makeups: accept make-up slots (the proposals, or the admin's own). */
export const makeupsInputSchema = z.object({
  moves: z
    .array(
      z.object({
        game_id: idField(ADMIN_SCHEDULE_MESSAGES.game),
        starts_at: instant(ADMIN_SCHEDULE_MESSAGES.startsAt),
        field_id: z.nullable(idField(ADMIN_SCHEDULE_MESSAGES.field)),
      }),
      { error: ADMIN_SCHEDULE_MESSAGES.moves },
    )
    .check(z.minLength(1, ADMIN_SCHEDULE_MESSAGES.moves), z.maxLength(MAKEUPS_MAX, ADMIN_SCHEDULE_MESSAGES.moves)),
});
export type MakeupsInput = z.infer<typeof makeupsInputSchema>;
