// zod/mini (decision 006): the admin team forms use these schemas too.
import { z } from 'zod/mini';
import { ROSTER_ROLES } from '../roster-roles';
import { exceptionReasonField } from './eligibility';
import { idField } from './ids';

export const TEAM_NAME_MAX = 60;

const MESSAGES = {
  season: 'Please select a season.',
  division: 'Please select a division.',
  name: 'Team name is required.',
  nameLength: `Team name must be at most ${TEAM_NAME_MAX} characters.`,
  primaryColor: 'Primary colour must be a hex colour like #1c7ed6.',
  secondaryColor: 'Secondary colour must be a hex colour like #ffffff.',
  player: 'Please select a player.',
  jersey: 'Jersey number must be a whole number from 1 to 99.',
  role: 'Role must be Player, Captain or Co-captain.',
  rosterChange: 'Change the jersey number or the role.',
} as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const teamName = z.string({ error: MESSAGES.name }).check(z.trim(), z.minLength(1, MESSAGES.name), z.maxLength(TEAM_NAME_MAX, MESSAGES.nameLength));
// Stored lower-case, so "#FF0000" and "#ff0000" are one colour.
const color = (message: string) => z.string({ error: message }).check(z.trim(), z.regex(HEX_COLOR, message), z.toLowerCase());

/** PATCH /api/admin/teams/:teamId */
export const updateTeamInputSchema = z.object({
  name: teamName,
  primary_color: color(MESSAGES.primaryColor),
  secondary_color: color(MESSAGES.secondaryColor),
});
export type UpdateTeamInput = z.infer<typeof updateTeamInputSchema>;

/** POST /api/admin/teams */
export const createTeamInputSchema = z.extend(updateTeamInputSchema, {
  season_id: idField(MESSAGES.season),
  division_id: idField(MESSAGES.division),
});
export type CreateTeamInput = z.infer<typeof createTeamInputSchema>;

/** POST /api/admin/teams/:teamId/roster */
export const addRosterPlayerInputSchema = z.object({
  player_id: idField(MESSAGES.player),
  eligibility_exception_reason: z
    .optional(exceptionReasonField)
    .check(z.describe('"Add anyway" for a player the division\'s rules refuse: grants an eligibility exception with this reason (decision 044).')),
});
export type AddRosterPlayerInput = z.infer<typeof addRosterPlayerInputSchema>;

/** PATCH /api/admin/teams/:teamId/roster/:playerId: either or both; a null jersey clears it. */
export const updateRosterMemberInputSchema = z
  .object({
    jersey_number: z.optional(
      z.nullable(z.number({ error: MESSAGES.jersey }).check(z.int(MESSAGES.jersey), z.gte(1, MESSAGES.jersey), z.lte(99, MESSAGES.jersey))),
    ),
    roster_role: z.optional(z.enum(ROSTER_ROLES, { error: MESSAGES.role })),
  })
  .check(z.refine((value) => value.jersey_number !== undefined || value.roster_role !== undefined, MESSAGES.rosterChange));
export type UpdateRosterMemberInput = z.infer<typeof updateRosterMemberInputSchema>;
