// Response shapes of formations and substitutes (decisions 079, 080); the web imports types only.
import { z } from 'zod/mini';
import { instant, rowId } from '../schemas/formats';
import { AVAILABILITY_STATUSES } from '../games';
import { SUBSTITUTE_REQUEST_STATUSES } from '../substitutes';
import { gameSummarySchema } from './games';
import { namedOptionSchema } from './page';

export const formationSlotSchema = z.object({ id: z.string(), label: z.string(), x: z.number(), y: z.number() });
export const formationSchema = z.object({ key: z.string(), players_per_side: z.number(), slots: z.array(formationSlotSchema) });
export type FormationAnswer = z.output<typeof formationSchema>;

/** One player the lineup may hold: from the roster (answered going) or a confirmed substitute. */
export const lineupPlayerSchema = z.object({
  id: rowId(),
  name: z.string(),
  jersey_number: z.nullable(z.number()),
  rsvp: z.nullable(z.enum(AVAILABILITY_STATUSES)).check(z.describe("The player's RSVP; null for a substitute or no answer.")),
  is_substitute: z.boolean(),
  suspended: z.boolean().check(z.describe('Suspended for this game (decision 042): placed only with care, flagged on the pitch.')),
  placement: z.nullable(z.string()).check(z.describe("Where the saved lineup puts them: a slot id, 'bench', or null when not in it.")),
});
export type LineupPlayer = z.output<typeof lineupPlayerSchema>;

export const substituteRequestSchema = z.object({
  id: rowId(),
  game_id: rowId(),
  team: namedOptionSchema,
  status: z.enum(SUBSTITUTE_REQUEST_STATUSES),
  note: z.string(),
  substitute: z.nullable(namedOptionSchema).check(z.describe('The player who claimed it (filled requests).')),
  created_at: instant(),
});
export type SubstituteRequest = z.output<typeof substituteRequestSchema>;

/** GET /api/games/{gameId}/lineups/{teamId} */
export const teamLineupSchema = z.object({
  game: gameSummarySchema,
  team: namedOptionSchema,
  players_per_side: z.number().check(z.describe("The league's players per side now, and its formations.")),
  formations: z.array(formationSchema),
  formation: z.nullable(z.string()).check(z.describe("The saved formation's key; null before the first save.")),
  slots: z
    .array(z.object({ slot: z.string(), label: z.string(), player: namedOptionSchema }))
    .check(z.describe('The saved lineup: slot id → player, bench last.')),
  bench: z.array(namedOptionSchema),
  candidates: z.nullable(z.array(lineupPlayerSchema)).check(z.describe("Who may be placed (captains and admins); null for the team's players, who only read.")),
  may_edit: z.boolean(),
  editable: z.boolean().check(z.describe('Lineups change until kick-off of a scheduled game.')),
  substitute_requests: z.array(substituteRequestSchema),
  updated_at: z.nullable(instant()),
});
export type TeamLineup = z.output<typeof teamLineupSchema>;

/** A coming game of a team, for choosing which lineup to set. */
export const lineupGameSchema = z.object({
  game: gameSummarySchema,
  team: namedOptionSchema,
  formation: z.nullable(z.string()),
  placed: z.number(),
  going: z.number(),
  open_substitute_requests: z.number(),
});
export const lineupGamesSchema = z.object({ items: z.array(lineupGameSchema) });
export type LineupGames = z.output<typeof lineupGamesSchema>;

/** GET /api/games/{gameId}/my-lineup: where the caller plays in a game of their team. */
export const myLineupSchema = z.object({
  team: z.nullable(namedOptionSchema),
  formation: z.nullable(z.string()),
  my_position: z.nullable(z.string()).check(z.describe('The caller\'s slot\'s name ("Midfielder 2"), "Bench", or null when not placed.')),
  slots: z.array(z.object({ slot: z.string(), label: z.string(), player: namedOptionSchema })),
  bench: z.array(namedOptionSchema),
});
export type MyLineup = z.output<typeof myLineupSchema>;

/** An open request the caller could claim, or one they claimed. */
export const claimableRequestSchema = z.object({
  request: substituteRequestSchema,
  game: gameSummarySchema,
  claimed_by_me: z.boolean(),
});
export type ClaimableRequest = z.output<typeof claimableRequestSchema>;
export const mySubstituteRequestsSchema = z.object({ open: z.array(claimableRequestSchema), claimed: z.array(claimableRequestSchema) });
export type MySubstituteRequests = z.output<typeof mySubstituteRequestsSchema>;
