// Response shapes of live drafts (decision 081); the web imports types only.
import { z } from 'zod/mini';
import { DRAFT_FORMATS } from '../drafts';
import { draftPickSchema, draftStateSchema } from '../schemas/draft-stream';

export { type DraftPick, type DraftState, type DraftStreamEvent, draftPickSchema, draftStateSchema, draftStreamEventSchema } from '../schemas/draft-stream';
import { instant, rowId } from '../schemas/formats';
import { namedOptionSchema } from './page';

export const draftSummarySchema = z.object({
  ...draftStateSchema.shape,
  name: z.string(),
  season: namedOptionSchema,
  division: namedOptionSchema,
  format: z.enum(DRAFT_FORMATS),
  rounds: z.number(),
  pick_clock_seconds: z.nullable(z.number()),
  team_count: z.number(),
  picks_made: z.number(),
  total_picks: z.number(),
  created_at: instant(),
});
export type DraftSummary = z.output<typeof draftSummarySchema>;

export const draftPoolPlayerSchema = z.object({
  player_id: rowId(),
  name: z.string(),
  skill: z.nullable(z.number()),
  positions: z.array(z.string()),
  age_group: z.nullable(z.string()),
  notes: z.nullable(z.string()).check(z.describe("The registration's notes: admins only (null for captains).")),
  eligible: z.boolean(),
  ineligible_reason: z.nullable(z.string()),
});
export type DraftPoolPlayer = z.output<typeof draftPoolPlayerSchema>;

export const draftTeamSchema = z.object({ id: rowId(), name: z.string(), position: z.number() });

/** GET /api/drafts/{draftId}/board */
export const draftBoardSchema = z.object({
  draft: draftSummarySchema,
  server_now: instant().check(z.describe("The server's clock when it answered: devices correct their countdown by it.")),
  grace_ms: z.number(),
  teams: z.array(draftTeamSchema),
  /** The team of each pick number, 1 to total_picks. */
  order: z.array(rowId()).check(z.describe('order[n - 1] is the team of pick n.')),
  picks: z.array(draftPickSchema),
  pool: z.array(draftPoolPlayerSchema).check(z.describe('Players not picked yet, highest skill first.')),
  my_team_ids: z.array(rowId()).check(z.describe('Teams of the draft the caller captains (admins: every team).')),
  is_admin: z.boolean(),
  last_event_id: z.number().check(z.describe("The draft channel's last message: open the stream with after= it.")),
});
export type DraftBoard = z.output<typeof draftBoardSchema>;

/** GET /api/seasons/{seasonId}/divisions/{divisionId}/drafts */
export const divisionDraftsSchema = z.object({
  season: namedOptionSchema,
  division: namedOptionSchema,
  teams: z.array(namedOptionSchema),
  pool: z.array(draftPoolPlayerSchema),
  drafts: z.array(draftSummarySchema),
});
export type DivisionDrafts = z.output<typeof divisionDraftsSchema>;

export const draftListSchema = z.object({ drafts: z.array(draftSummarySchema) });
export type DraftList = z.output<typeof draftListSchema>;

/** GET /api/drafts/{draftId}/undo-preview */
export const undoPreviewSchema = z.object({
  pick: z.nullable(draftPickSchema).check(z.describe('The pick the undo reverts: its player goes back to the pool and its team is on the clock again.')),
  team: z.nullable(namedOptionSchema),
});
export type UndoPreview = z.output<typeof undoPreviewSchema>;

/** GET/PUT /api/drafts/{draftId}/teams/{teamId}/queue */
export const draftQueueSchema = z.object({
  team: namedOptionSchema,
  players: z.array(draftPoolPlayerSchema).check(z.describe('The ranked queue, still available players only, first choice first.')),
});
export type DraftQueue = z.output<typeof draftQueueSchema>;

/** POST /api/drafts/{draftId}/picks */
export const draftPickResultSchema = z.object({ pick: draftPickSchema, state: draftStateSchema });
export type DraftPickResult = z.output<typeof draftPickResultSchema>;
