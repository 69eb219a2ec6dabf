// zod/mini (decision 006).
import { z } from 'zod/mini';
import { idField } from './ids';

/** PUT /api/admin/users/:userId/player */
export const linkUserPlayerInputSchema = z.object({
  player_id: idField('Please choose a player.'),
});
export type LinkUserPlayerInput = z.infer<typeof linkUserPlayerInputSchema>;
