// Response shapes of the referee and game-events APIs (decision 017, 037); the web imports types only.
import { z } from 'zod/mini';
import { instant, rowId } from '../schemas/formats';
import { gameSummarySchema, gameWithEventsSchema } from './games';

/**
 * What a write of an event answers: the event's id and the game as it is now (status, score,
 * timeline). A replay of a client_key answers the event first stored under it.
 */
export const gameEventChangeSchema = z.object({
  event_id: rowId(),
  game: gameWithEventsSchema,
});
export type GameEventChange = z.output<typeof gameEventChangeSchema>;

/** GET/PUT /api/games/{gameId}/report: the referee's post-game report (empty until written). */
export const gameReportSchema = z.object({
  game_id: rowId(),
  notes: z.string(),
  incidents: z.string(),
  submitted_by: z.nullable(z.string()).check(z.describe('Who saved it last; null before the first save.')),
  updated_at: z.nullable(instant()).check(z.describe('ISO 8601; null before the first save.')),
});
export type GameReport = z.output<typeof gameReportSchema>;

/** A game on the referee dashboard. */
export const refereeGameItemSchema = z.object({
  ...gameSummarySchema.shape,
  referee_name: z.nullable(z.string()).check(z.describe("The referee's name, null when none is assigned.")),
  has_report: z.boolean(),
});
export type RefereeGameItem = z.output<typeof refereeGameItemSchema>;

/** Whose games the dashboard lists: a referee's own, or the whole league's (admins, statisticians). */
export const REFEREE_DASHBOARD_SCOPES = ['assigned', 'league'] as const;

/** GET /api/referee/games */
export const refereeDashboardSchema = z.object({
  scope: z.enum(REFEREE_DASHBOARD_SCOPES),
  today: z.array(refereeGameItemSchema).check(z.describe("Games on the league's calendar today, and any game still live.")),
  upcoming: z.array(refereeGameItemSchema).check(z.describe('The next games after today, soonest first.')),
  awaiting_report: z.array(refereeGameItemSchema).check(z.describe('Final games with a referee and no report yet, newest first.')),
  recent: z.array(refereeGameItemSchema).check(z.describe('Games that ended in the last week, newest first (to correct their events).')),
});
export type RefereeDashboard = z.output<typeof refereeDashboardSchema>;

/** A player of a roster, for the scorer, assist and card pickers. */
export const rosterPlayerSchema = z.object({
  id: rowId(),
  name: z.string(),
  jersey_number: z.nullable(z.number()),
  suspended: z.boolean().check(z.describe('Suspended for this game by the discipline rules (decision 042).')),
  suspension_games_left: z.number().check(z.describe('Games of suspension the player still has to serve (0 when not suspended).')),
  is_substitute: z.boolean().check(z.describe("A confirmed substitute for this game (decision 080), not on the team's roster.")),
});
export type RosterPlayer = z.output<typeof rosterPlayerSchema>;

/** referee: every control of the game; stats: goals, own goals, cards and notes only. */
export const REFEREE_MODES = ['referee', 'stats'] as const;
export type RefereeMode = (typeof REFEREE_MODES)[number];

/** GET /api/referee/games/{gameId} */
export const refereeGameSchema = z.object({
  game: gameWithEventsSchema,
  mode: z.enum(REFEREE_MODES),
  may_change_final: z.boolean().check(z.describe('Admins and statisticians may still add and correct events after full time; the referee may not.')),
  home_roster: z.array(rosterPlayerSchema),
  away_roster: z.array(rosterPlayerSchema),
  referee_name: z.nullable(z.string()),
  has_report: z.boolean(),
});
export type RefereeGame = z.output<typeof refereeGameSchema>;
