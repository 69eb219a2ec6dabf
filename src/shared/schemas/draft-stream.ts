// The draft's stream messages (decision 081): the web parses them at run time, so they live here.
import { z } from 'zod/mini';
import { DRAFT_PICK_SOURCES, DRAFT_STATUSES } from '../drafts';
import { instant, rowId } from './formats';
import { namedOptionSchema } from '../api/page';

/** The clock and where the draft is: what every change sends to the board. */
export const draftStateSchema = z.object({
  id: rowId(),
  status: z.enum(DRAFT_STATUSES),
  current_pick: z.nullable(z.number()).check(z.describe('The pick number on the clock; null before the start and once every pick is made.')),
  pick_deadline: z.nullable(instant()).check(z.describe("The server's deadline of the pick on the clock (no clock, or paused: null).")),
  paused_remaining_ms: z.nullable(z.number()).check(z.describe('What was left on the clock when it was paused.')),
});
export type DraftState = z.output<typeof draftStateSchema>;

export const draftPickSchema = z.object({
  pick_number: z.number(),
  round: z.number(),
  team_id: rowId(),
  player: namedOptionSchema,
  source: z.enum(DRAFT_PICK_SOURCES),
  picked_at: instant(),
});
export type DraftPick = z.output<typeof draftPickSchema>;

/** What the draft's stream sends: a pick with the new state, or a change of state (undo, pause, …: reload the board). */
export const draftStreamEventSchema = z.object({
  type: z.enum(['pick', 'changed']),
  state: draftStateSchema,
  pick: z.optional(draftPickSchema),
});
export type DraftStreamEvent = z.output<typeof draftStreamEventSchema>;
