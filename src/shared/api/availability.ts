// Response shapes of RSVP and the player's schedule (decision 040); the web imports types only.
import { z } from 'zod/mini';
import { cents, rowId } from '../schemas/formats';
import { AVAILABILITY_STATUSES } from '../games';
import { gameSummarySchema } from './games';
import { seasonChoiceSchema } from './league-directory';
import { namedOptionSchema } from './page';

const availabilityStatusSchema = z.enum(AVAILABILITY_STATUSES);

/** How a team's current roster answered for a game. */
export const availabilityCountsSchema = z.object({
  going: z.number(),
  maybe: z.number(),
  not_going: z.number(),
  no_answer: z.number(),
});
export type AvailabilityCounts = z.output<typeof availabilityCountsSchema>;

/** One rostered player and their answer (null: none yet). */
export const teamAnswerSchema = z.object({
  player: namedOptionSchema,
  status: z.nullable(availabilityStatusSchema),
});
export type TeamAnswer = z.output<typeof teamAnswerSchema>;

/** A game of the caller's team, with the caller's answer and the team's. */
export const myScheduleGameSchema = z.object({
  game: gameSummarySchema,
  /** The caller's team in this game. */
  team: namedOptionSchema,
  my_status: z.nullable(availabilityStatusSchema),
  my_position: z
    .nullable(z.string())
    .check(z.describe('The caller\'s place in the team\'s saved lineup ("Midfielder 2", "Bench"); null when not placed (decision 079).')),
  can_answer: z.boolean().check(z.describe('Answers are taken for scheduled games until kick-off.')),
  counts: availabilityCountsSchema,
  answers: z
    .nullable(z.array(teamAnswerSchema))
    .check(z.describe("Who answered what, roster order: for the team's captains and co-captains and for admins; null for everyone else.")),
});
export type MyScheduleGame = z.output<typeof myScheduleGameSchema>;

export const myScheduleTeamSchema = z.object({
  id: rowId(),
  name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  division: namedOptionSchema,
  is_captain: z.boolean().check(z.describe('The caller captains or co-captains it.')),
});
export type MyScheduleTeam = z.output<typeof myScheduleTeamSchema>;

/** GET /api/me/schedule: the caller's team games of their season (the current one, else the soonest season not completed in which they have a team). */
export const myScheduleSchema = z.object({
  season: z.nullable(seasonChoiceSchema),
  player_id: z.nullable(rowId()).check(z.describe("The caller's player record; null when the account has none yet (nothing to answer for).")),
  teams: z.array(myScheduleTeamSchema),
  upcoming: z.array(myScheduleGameSchema).check(z.describe('Live games, then games still ahead, soonest first.')),
  recent: z.array(myScheduleGameSchema).check(z.describe('Games played (or whose time has passed), latest first.')),
});
export type MySchedule = z.output<typeof myScheduleSchema>;

/** A registration of the caller's with something still to pay (paid where the profile lists it). */
export const paymentDueSchema = z.object({
  registration_id: rowId(),
  season_name: z.string(),
  division_name: z.string(),
  amount_due_cents: cents('What is still to pay (total less what was paid)'),
});
export type PaymentDue = z.output<typeof paymentDueSchema>;

/** GET /api/me/next-game: the home page's panel for the signed-in player (decision 049). */
export const myNextGameSchema = z.object({
  player_id: z.nullable(rowId()).check(z.describe('null: the account has no player record, and the panel shows nothing.')),
  teams: z.array(namedOptionSchema).check(z.describe("The caller's teams in seasons not completed yet, soonest season first.")),
  next_game: z
    .nullable(myScheduleGameSchema)
    .check(z.describe("The soonest game of those teams that is live or still ahead; its `team` is the caller's side.")),
  payments_due: z.array(paymentDueSchema),
});
export type MyNextGame = z.output<typeof myNextGameSchema>;
