// zod/mini (decision 006): the merge form and the server share these.
import { z } from 'zod/mini';
import { PLAYER_MERGE_MESSAGES } from '../player-merge';
import { idField } from './ids';

/** POST /api/admin/player-merges, and the preview's query. */
export const playerMergeInputSchema = z
  .object({
    primary_id: idField(PLAYER_MERGE_MESSAGES.choosePrimary),
    duplicate_id: idField(PLAYER_MERGE_MESSAGES.chooseDuplicate),
  })
  .check(z.refine((v) => v.primary_id !== v.duplicate_id, { message: PLAYER_MERGE_MESSAGES.samePlayer, path: ['duplicate_id'] }));
export type PlayerMergeInput = z.output<typeof playerMergeInputSchema>;
