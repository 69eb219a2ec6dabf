// The games' shapes as the public pages and the live stream carry them. They live outside
// src/shared/api because the web parses the live stream's messages with liveMessageSchema at
// runtime (a response schema reaches the web as a type only, decision 018); api/games.ts
// re-exports them as part of the games API's contract.
import { z } from 'zod/mini';
import { instant, rowId } from './formats';
import { namedOptionSchema } from '../api/page';
import { GAME_EVENT_TYPES, GAME_STATUSES } from '../games';

/** A game as public pages show it: no private fields. */
export const gameSummarySchema = z.object({
  id: rowId(),
  starts_at: instant().check(z.describe('ISO 8601')),
  status: z.enum(GAME_STATUSES),
  is_live: z.boolean(),
  round: z.number(),
  division_name: z.string(),
  venue_name: z.nullable(z.string()),
  field: z.nullable(z.string()),
  home_team: namedOptionSchema,
  away_team: namedOptionSchema,
  home_score: z.nullable(z.number()),
  away_score: z.nullable(z.number()),
});
export type GameSummary = z.output<typeof gameSummarySchema>;

/**
 * One event of a game's timeline (names only, no private fields). `note` is the referee's free
 * text: private (product.md: public data never includes notes; decision 037), so it is only in
 * the answers of the referee's page. Public answers leave it out, and leave out `note` events.
 */
export const gameEventSchema = z.object({
  id: rowId(),
  type: z.enum(GAME_EVENT_TYPES),
  minute: z.nullable(z.number()),
  team_id: z.nullable(rowId()).check(z.describe("The team it belongs to: the scoring team of a goal, the player's team of an own goal or a card.")),
  player: z.nullable(namedOptionSchema),
  assist: z.nullable(namedOptionSchema),
  note: z.optional(z.string()),
  correction_reason: z.nullable(z.string()).check(z.describe('Set when the event was corrected after it was first recorded.')),
  created_at: instant().check(z.describe('ISO 8601')),
});
export type GameEvent = z.output<typeof gameEventSchema>;

/** A game with its timeline: GET /api/games/{gameId}, and each game of /live and its stream. */
export const gameWithEventsSchema = z.object({
  ...gameSummarySchema.shape,
  season_id: rowId(),
  division_id: rowId(),
  revision: z.number().check(z.describe('Rises with every change to the game: of two answers for one game, the higher is the newer.')),
  events: z.array(gameEventSchema),
});
export type GameWithEvents = z.output<typeof gameWithEventsSchema>;

/**
 * A message of the live channel (SSE `data:`): a game changed (an event recorded, corrected or
 * deleted; kick-off; full time), with the whole game as it is now.
 */
export const liveMessageSchema = z.object({ type: z.literal('game'), game: gameWithEventsSchema });
export type LiveMessage = z.output<typeof liveMessageSchema>;
