// Response shapes of the player merge API (decision 017, decision 084); the web imports types only.
import { z } from 'zod/mini';
import { calendarDay, instant, rowId } from '../schemas/formats';
import { CONFLICT_RESOLUTIONS, MATCH_REASON_KINDS, USER_LINK_OUTCOMES } from '../player-merge';
import { pageOf } from './page';

export const mergePlayerSchema = z.object({
  id: rowId(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  date_of_birth: z.nullable(calendarDay()),
  account_email: z.nullable(z.string()).check(z.describe('The e-mail of the user account linked to the player, if any')),
});
export type MergePlayer = z.output<typeof mergePlayerSchema>;

export const matchReasonSchema = z.object({ kind: z.enum(MATCH_REASON_KINDS), text: z.string() });

/** GET /api/admin/player-merges/duplicates: likely duplicate pairs, best first. */
export const likelyDuplicateSchema = z.object({
  score: z.number().check(z.describe('0 to 100')),
  reasons: z.array(matchReasonSchema),
  players: z.tuple([mergePlayerSchema, mergePlayerSchema]),
});
export type LikelyDuplicate = z.output<typeof likelyDuplicateSchema>;
export const likelyDuplicatesPageSchema = pageOf(likelyDuplicateSchema);
export type LikelyDuplicatesPage = z.output<typeof likelyDuplicatesPageSchema>;

export const mergeMoveSchema = z.object({
  key: z.string(),
  label: z.string(),
  rows: z.number().check(z.describe("The duplicate's rows")),
  moving: z.number().check(z.describe('How many move to the primary')),
  conflicts: z.number(),
  resolution: z.nullable(z.enum(CONFLICT_RESOLUTIONS)),
  explanation: z.nullable(z.string()),
});
export type MergeMove = z.output<typeof mergeMoveSchema>;

/** GET /api/admin/player-merges/preview: what a merge would move, and its conflicts. */
export const mergePreviewSchema = z.object({
  primary: mergePlayerSchema,
  duplicate: mergePlayerSchema,
  moves: z.array(mergeMoveSchema),
  user_link: z.object({ outcome: z.enum(USER_LINK_OUTCOMES), explanation: z.string() }),
  chat_messages: z.object({ count: z.number(), explanation: z.string() }),
});
export type MergePreview = z.output<typeof mergePreviewSchema>;

export const playerMergeSchema = z.object({
  id: rowId(),
  primary: z.object({ id: rowId(), name: z.string() }),
  duplicate: z.object({ id: rowId(), name: z.string() }),
  moved: z.number().check(z.describe('Rows moved to the primary')),
  set_aside: z.number().check(z.describe('Conflicting rows removed (an undo puts them back)')),
  merged_at: instant(),
  merged_by: z.nullable(z.string()),
  undone_at: z.nullable(instant()),
  undone_by: z.nullable(z.string()),
});
export type PlayerMerge = z.output<typeof playerMergeSchema>;
export const playerMergesPageSchema = pageOf(playerMergeSchema);
export type PlayerMergesPage = z.output<typeof playerMergesPageSchema>;
