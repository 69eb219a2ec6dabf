// zod/mini (decision 006).
import { z } from 'zod/mini';

const PLAYER_MESSAGE = 'Please choose a player.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PUT /api/admin/users/:userId/player */
export const linkUserPlayerInputSchema = z.object({
  player_id: z.string({ error: PLAYER_MESSAGE }).check(z.regex(UUID, PLAYER_MESSAGE)),
});
export type LinkUserPlayerInput = z.infer<typeof linkUserPlayerInputSchema>;
