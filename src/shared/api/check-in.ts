// Response shapes of the check-in and player pass APIs (issue 24, decision 083); the web imports types only.
import { z } from 'zod/mini';
import { CHECK_IN_FLAGS, CHECK_IN_METHODS, CHECK_IN_OUTCOMES } from '../check-in';
import { instant, rowId } from '../schemas/formats';
import { gameSummarySchema } from './games';

/** GET/POST /api/me/pass: the caller's pass (null token once revoked). */
export const playerPassSchema = z.object({
  token: z.nullable(z.string()).check(z.describe('The pass token shown as a QR code ("LP1.<lookup>.<signature>"); null when revoked.')),
  player_name: z.string(),
  created_at: z.nullable(instant()),
});
export type PlayerPass = z.output<typeof playerPassSchema>;

/** A player of a game's check-in sheet: a roster player or an approved substitute, with the statuses the checker needs. */
export const checkInPlayerSchema = z.object({
  id: rowId(),
  team_id: rowId(),
  name: z.string(),
  jersey_number: z.nullable(z.number()),
  photo_url: z.nullable(z.string()),
  is_substitute: z.boolean(),
  paid: z.boolean().check(z.describe("A paid or confirmed registration in the game's season.")),
  waiver_signed: z.boolean().check(z.describe('Signed the active waiver version (true when no waiver is active).')),
  suspended: z.boolean(),
  flags: z.array(z.enum(CHECK_IN_FLAGS)).check(z.describe('Why a check-in needs a confirmation with a reason (empty: one tap).')),
  pass_lookup: z
    .nullable(z.string())
    .check(z.describe("The public part of the player's pass, so a device can answer a scan offline; the server checks the signature at sync.")),
});
export type CheckInPlayer = z.output<typeof checkInPlayerSchema>;

export const checkInSchema = z.object({
  id: rowId(),
  game_id: rowId(),
  player_id: rowId(),
  team_id: rowId(),
  client_key: z.string(),
  method: z.enum(CHECK_IN_METHODS),
  flags: z.array(z.enum(CHECK_IN_FLAGS)),
  reason: z.nullable(z.string()),
  scanned_at: instant(),
  recorded_at: instant(),
  checked_in_by: z.nullable(z.string()).check(z.describe("The checker's name.")),
});
export type CheckIn = z.output<typeof checkInSchema>;

/** GET /api/games/{gameId}/check-in: a game's sheet, both rosters with substitutes and who is in. */
export const checkInSheetSchema = z.object({
  game: gameSummarySchema,
  players: z.array(checkInPlayerSchema),
  check_ins: z.array(checkInSchema),
});
export type CheckInSheet = z.output<typeof checkInSheetSchema>;

/** GET /api/check-in/games: today's sheets (kept on the device for the field) and the next games to pick from. */
export const checkInDaySchema = z.object({
  today: z.array(checkInSheetSchema),
  upcoming: z.array(gameSummarySchema),
});
export type CheckInDay = z.output<typeof checkInDaySchema>;

/** POST /api/games/{gameId}/check-ins: the check-in that stands, and how this write came to it. */
export const checkInResultSchema = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  check_in: checkInSchema,
  player_name: z.string(),
});
export type CheckInResult = z.output<typeof checkInResultSchema>;
