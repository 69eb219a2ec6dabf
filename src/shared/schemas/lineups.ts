// zod/mini (decision 006): the formation page and the server share these (decisions 079, 080).
import { z } from 'zod/mini';
import { FORMATION_MESSAGES } from '../formations';

export const LINEUP_INPUT_MESSAGES = {
  formation: FORMATION_MESSAGES.formation,
  playerId: 'Each placement needs a player.',
  slot: 'A position is a slot of the formation, or null for the bench.',
  placements: 'A lineup lists at most 40 players.',
  teamId: 'Choose the team that needs a substitute.',
  note: 'The note can be at most 200 characters.',
  clientKey: 'client_key must be 8 to 100 letters, digits, dashes or underscores.',
} as const;

const placementSchema = z.object({
  player_id: z.guid({ error: LINEUP_INPUT_MESSAGES.playerId }),
  slot: z
    .nullable(z.string({ error: LINEUP_INPUT_MESSAGES.slot }).check(z.maxLength(8, LINEUP_INPUT_MESSAGES.slot)))
    .check(z.describe('A slot id of the formation (gk, d1, …); null: on the bench.')),
});

/** PUT /api/games/{gameId}/lineups/{teamId}: the whole lineup, replacing the one saved. */
export const saveLineupInputSchema = z.object({
  formation: z
    .string({ error: LINEUP_INPUT_MESSAGES.formation })
    .check(z.minLength(1, LINEUP_INPUT_MESSAGES.formation), z.maxLength(16, LINEUP_INPUT_MESSAGES.formation)),
  placements: z.array(placementSchema).check(z.maxLength(40, LINEUP_INPUT_MESSAGES.placements)),
});
export type SaveLineupInput = z.infer<typeof saveLineupInputSchema>;

const clientKey = () => z.string({ error: LINEUP_INPUT_MESSAGES.clientKey }).check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, LINEUP_INPUT_MESSAGES.clientKey));

/** POST /api/games/{gameId}/substitute-requests */
export const requestSubstituteInputSchema = z.object({
  team_id: z.guid({ error: LINEUP_INPUT_MESSAGES.teamId }),
  note: z.optional(z.string({ error: LINEUP_INPUT_MESSAGES.note }).check(z.maxLength(200, LINEUP_INPUT_MESSAGES.note))),
  client_key: clientKey(),
});
export type RequestSubstituteInput = z.infer<typeof requestSubstituteInputSchema>;
