// zod/mini (decision 006): the captain area's forms use these schemas too (issue 23, decision 076).
import { z } from 'zod/mini';
import { CAPTAIN_MESSAGES, JERSEY_NUMBER_RANGE, TEAM_NOTE_MAX } from '../captain';
import { idField } from './ids';

const M = CAPTAIN_MESSAGES;

/** POST /api/captain/teams/:teamId/roster */
export const captainAddPlayerInputSchema = z.object({ player_id: idField(M.player) });
export type CaptainAddPlayerInput = z.infer<typeof captainAddPlayerInputSchema>;

/** PATCH /api/captain/teams/:teamId/roster/:playerId: either or both; a null jersey clears it. A captain names co-captains, not captains. */
export const captainUpdateMemberInputSchema = z
  .object({
    jersey_number: z.optional(
      z.nullable(
        z
          .number({ error: M.jerseyNumber })
          .check(z.int(M.jerseyNumber), z.gte(JERSEY_NUMBER_RANGE.min, M.jerseyNumber), z.lte(JERSEY_NUMBER_RANGE.max, M.jerseyNumber)),
      ),
    ),
    roster_role: z.optional(z.enum(['player', 'co_captain'], { error: M.rosterRole })),
  })
  .check(z.refine((value) => value.jersey_number !== undefined || value.roster_role !== undefined, M.rosterChange));
export type CaptainUpdateMemberInput = z.infer<typeof captainUpdateMemberInputSchema>;

/** POST /api/admin/roster-requests/:requestId/reject */
export const rejectRosterRequestInputSchema = z.object({
  note: z.optional(z.string({ error: M.decisionNote }).check(z.trim(), z.maxLength(500, M.decisionNote))),
});
export type RejectRosterRequestInput = z.infer<typeof rejectRosterRequestInputSchema>;

const noteBody = z.string({ error: M.noteBody }).check(z.trim(), z.minLength(1, M.noteBody), z.maxLength(TEAM_NOTE_MAX, M.noteBody));

/** POST /api/captain/teams/:teamId/notes: `client_key` makes a retry one note. */
export const createTeamNoteInputSchema = z.object({
  body: noteBody,
  client_key: z
    .string({ error: 'client_key must be 8 to 100 letters, digits, dashes or underscores.' })
    .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'client_key must be 8 to 100 letters, digits, dashes or underscores.')),
});
export type CreateTeamNoteInput = z.infer<typeof createTeamNoteInputSchema>;

/** PATCH /api/captain/teams/:teamId/notes/:noteId */
export const updateTeamNoteInputSchema = z.object({ body: noteBody });
export type UpdateTeamNoteInput = z.infer<typeof updateTeamNoteInputSchema>;
