// zod/mini (decision 006): the draft pages and the server share these (decision 081).
import { z } from 'zod/mini';
import { DRAFT_CLOCK_RANGE, DRAFT_FORMATS, DRAFT_MAX_QUEUE, DRAFT_MAX_ROUNDS, DRAFT_MESSAGES } from '../drafts';

const id = (message: string) => z.guid({ error: message });

/** POST /api/seasons/{seasonId}/divisions/{divisionId}/drafts */
export const createDraftInputSchema = z.object({
  name: z.optional(z.string({ error: DRAFT_MESSAGES.name }).check(z.maxLength(80, DRAFT_MESSAGES.name))),
  format: z._default(z.enum(DRAFT_FORMATS, { error: 'The format is snake or linear.' }), 'snake'),
  rounds: z.int({ error: DRAFT_MESSAGES.rounds }).check(z.minimum(1, DRAFT_MESSAGES.rounds), z.maximum(DRAFT_MAX_ROUNDS, DRAFT_MESSAGES.rounds)),
  team_ids: z
    .array(id(DRAFT_MESSAGES.teams))
    .check(z.minLength(2, DRAFT_MESSAGES.teams), z.maxLength(40, DRAFT_MESSAGES.teams))
    .check(z.describe('The teams in pick order (given); with random_order they are drawn anew.')),
  random_order: z._default(z.boolean(), false),
  pick_clock_seconds: z._default(
    z.nullable(
      z
        .int({ error: DRAFT_MESSAGES.clock })
        .check(z.minimum(DRAFT_CLOCK_RANGE.min, DRAFT_MESSAGES.clock), z.maximum(DRAFT_CLOCK_RANGE.max, DRAFT_MESSAGES.clock)),
    ),
    null,
  ),
  keepers: z._default(
    z
      .array(z.object({ team_id: id(DRAFT_MESSAGES.keeperTeam), player_id: id(DRAFT_MESSAGES.notInPool), round: z.int({ error: DRAFT_MESSAGES.keeperRound }) }))
      .check(z.maxLength(400, DRAFT_MESSAGES.keeperTwice)),
    [],
  ),
});
export type CreateDraftInput = z.infer<typeof createDraftInputSchema>;

/** POST /api/drafts/{draftId}/picks */
export const makePickInputSchema = z.object({
  player_id: id('Choose a player of the pool.'),
  pick_number: z.optional(
    z
      .int()
      .check(z.minimum(1), z.describe('The turn the caller picks for, as its board showed it: a turn already over is a 409, not a pick for the next team.')),
  ),
});
export type MakePickInput = z.infer<typeof makePickInputSchema>;

/** POST /api/drafts/{draftId}/undo */
export const undoPickInputSchema = z.object({
  pick_number: z.int({ error: 'Say which pick the undo reverts (its number, from the preview).' }).check(z.minimum(1)),
});
export type UndoPickInput = z.infer<typeof undoPickInputSchema>;

/** PUT /api/drafts/{draftId}/teams/{teamId}/queue */
export const saveDraftQueueInputSchema = z.object({
  player_ids: z.array(id(DRAFT_MESSAGES.queue)).check(z.maxLength(DRAFT_MAX_QUEUE, DRAFT_MESSAGES.queue)),
});
export type SaveDraftQueueInput = z.infer<typeof saveDraftQueueInputSchema>;
