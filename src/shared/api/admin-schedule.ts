// Response shapes of the admin schedule, venues and rainout APIs (decision 017, 038); the web imports types only.
import { z } from 'zod/mini';
import { calendarDay, instant, rowId } from '../schemas/formats';
import { accountOptionSchema, namedOptionSchema, pageOf } from './page';
import { GAME_STATUSES } from '../games';
import { SEASON_STATUSES } from '../seasons';

export const scheduleFieldSchema = z.object({ id: rowId(), name: z.string(), venue_name: z.string() });
export type ScheduleField = z.output<typeof scheduleFieldSchema>;

/** One game of /admin/schedule, and the answer of every change to a game. */
export const adminScheduleGameSchema = z.object({
  id: rowId(),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  division_name: z.string(),
  round: z.number(),
  starts_at: instant().check(z.describe('ISO 8601')),
  status: z.enum(GAME_STATUSES),
  is_live: z.boolean(),
  home_team: namedOptionSchema,
  away_team: namedOptionSchema,
  field: z.nullable(scheduleFieldSchema),
  referee: z.nullable(accountOptionSchema),
  home_score: z.nullable(z.number()),
  away_score: z.nullable(z.number()),
  forfeit_winner_team_id: z.nullable(rowId()),
  sequence: z.number().check(z.describe('iCalendar SEQUENCE: raised by every change a calendar shows.')),
  has_events: z.boolean().check(z.describe('A game with recorded events cannot be deleted.')),
});
export type AdminScheduleGame = z.output<typeof adminScheduleGameSchema>;

export const adminSchedulePageSchema = pageOf(adminScheduleGameSchema);
export type AdminSchedulePage = z.output<typeof adminSchedulePageSchema>;

/** GET /api/admin/schedule/options: what the filters and the game form choose from. */
export const adminScheduleOptionsSchema = z.object({
  seasons: z.array(z.object({ id: rowId(), name: z.string(), status: z.enum(SEASON_STATUSES) })).check(z.describe('Newest season first.')),
  divisions: z.array(namedOptionSchema),
  teams: z.array(z.object({ id: rowId(), name: z.string(), season_id: rowId(), division_id: rowId() })),
  fields: z.array(scheduleFieldSchema),
  referees: z.array(accountOptionSchema).check(z.describe('Users holding the referee role.')),
  forfeit_score: z.object({ winner: z.number(), loser: z.number() }).check(z.describe("The league's forfeit score (settings), winner first.")),
});
export type AdminScheduleOptions = z.output<typeof adminScheduleOptionsSchema>;

export const venueFieldSchema = z.object({
  id: rowId(),
  name: z.string(),
  active_games: z.number().check(z.describe('Scheduled or live games on it: a field with any cannot be deleted.')),
});

/** GET /api/admin/venues → items, and the answer of every venue or field change. */
export const adminVenueSchema = z.object({
  id: rowId(),
  name: z.string(),
  address: z.string(),
  fields: z.array(venueFieldSchema),
  games: z.number().check(z.describe('Games of any status on its fields: a venue with any cannot be deleted.')),
});
export type AdminVenue = z.output<typeof adminVenueSchema>;
export const adminVenuesSchema = z.object({ items: z.array(adminVenueSchema) });
export type AdminVenues = z.output<typeof adminVenuesSchema>;

/** POST /api/admin/schedule/rainout/preview: the active games the rainout would postpone. */
export const rainoutPreviewSchema = z.object({
  date: calendarDay(),
  games: z.array(adminScheduleGameSchema),
});
export type RainoutPreview = z.output<typeof rainoutPreviewSchema>;

/** A free make-up slot for a postponed game. */
export const makeupProposalSchema = z.object({
  game_id: rowId(),
  starts_at: instant(),
  field_id: z.nullable(rowId()),
});
export type MakeupProposal = z.output<typeof makeupProposalSchema>;

/** POST /api/admin/schedule/rainout */
export const rainoutResultSchema = z.object({
  date: calendarDay(),
  postponed: z.array(adminScheduleGameSchema).check(z.describe('The games this call postponed (none when another admin got there first).')),
  proposals: z.array(makeupProposalSchema),
  unplaced: z
    .array(z.object({ game_id: rowId(), reason: z.string() }))
    .check(z.describe('Postponed games with no free slot before their season ends (or in the weeks looked at), and why.')),
  notified: z.number().check(z.describe('People told of it: through the notification service, or by e-mail for players without an account (decision 074).')),
});
export type RainoutResult = z.output<typeof rainoutResultSchema>;

/**
 * POST /api/admin/schedule/makeups/proposal: the make-up slots proposed again for the games still
 * postponed on a date (and field), as the rainout proposed them; nothing is stored.
 */
export const makeupPlanSchema = z.object({
  date: calendarDay(),
  postponed: z.array(adminScheduleGameSchema),
  proposals: z.array(makeupProposalSchema),
  unplaced: z
    .array(z.object({ game_id: rowId(), reason: z.string() }))
    .check(z.describe('Postponed games with no free slot before their season ends, and why.')),
});
export type MakeupPlan = z.output<typeof makeupPlanSchema>;

/** POST /api/admin/schedule/makeups */
export const makeupsResultSchema = z.object({
  games: z.array(adminScheduleGameSchema),
  notified: z.number(),
});
export type MakeupsResult = z.output<typeof makeupsResultSchema>;
