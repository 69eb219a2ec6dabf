// Response shapes of the teams APIs (decision 017): /api/teams/options and /api/admin/teams.
// The web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl, emailAddress, instant, rowId } from '../schemas/formats';
import { ROSTER_ROLES } from '../roster-roles';
import { namedOptionSchema, pageOf } from './page';
import { SEASON_STATUSES } from '../seasons';

/** GET /api/teams/options: every team, for choosing a previous team (spec §7 "Teams"). */
export const teamOptionSchema = z.object({
  id: rowId(),
  name: z.string(),
  season_name: z.string().check(z.describe('Tells same-named teams of different seasons apart.')),
});
export type TeamOption = z.output<typeof teamOptionSchema>;
export const teamOptionsSchema = z.array(teamOptionSchema);

/** GET /api/admin/teams → items */
export const adminTeamListItemSchema = z.object({
  id: rowId(),
  name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  division_name: z.string(),
  roster_size: z.number(),
  captain_name: z.nullable(z.string()).check(z.describe("The team's one captain, if it has one.")),
  co_captain_names: z.array(z.string()),
});
export type AdminTeamListItem = z.output<typeof adminTeamListItemSchema>;

export const adminTeamsPageSchema = pageOf(adminTeamListItemSchema);
export type AdminTeamsPage = z.output<typeof adminTeamsPageSchema>;

/** GET /api/admin/teams/options: what the filters and the create form choose from. */
export const adminTeamOptionsSchema = z.object({
  seasons: z.array(z.object({ id: rowId(), name: z.string(), status: z.enum(SEASON_STATUSES) })).check(z.describe('Newest season first.')),
  divisions: z.array(namedOptionSchema),
});
export type AdminTeamOptions = z.output<typeof adminTeamOptionsSchema>;

export const rosterMemberSchema = z.object({
  player_id: rowId(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  photo_url: z.nullable(absoluteUrl()),
  jersey_number: z.nullable(z.number()),
  roster_role: z.enum(ROSTER_ROLES),
  has_account: z.boolean().check(z.describe('Linked to a user account: making them captain also grants the account the captain role.')),
});
export type RosterMember = z.output<typeof rosterMemberSchema>;

/** GET /api/admin/teams/:teamId, and the answer of every change to the team or its roster. */
export const adminTeamDetailSchema = z.object({
  id: rowId(),
  name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  division_name: z.string(),
  game_count: z.number().check(z.describe('Games the team plays in (home or away); a team with games cannot be deleted.')),
  roster: z.array(rosterMemberSchema).check(z.describe('Captain first, then co-captains, then players; by last name within each.')),
  coed_shortfalls: z
    .array(z.string())
    .check(
      z.describe(
        'A coed division\'s minimum of each gender the roster does not meet yet ("Needs at least 3 women (has 2)."): reported, not enforced (decision 044).',
      ),
    ),
});
export type AdminTeamDetail = z.output<typeof adminTeamDetailSchema>;

/** GET /api/admin/teams/:teamId/candidates?q= */
export const rosterCandidateSchema = z.object({
  player_id: rowId(),
  full_name: z.string(),
  email: z.nullable(emailAddress()).check(z.describe('Tells two players of the same name apart (admins only).')),
  photo_url: z.nullable(absoluteUrl()),
  has_account: z.boolean().check(z.describe("False: the player has no account and would not see the team's pages (decision 047).")),
});
export type RosterCandidate = z.output<typeof rosterCandidateSchema>;
export const rosterCandidatesSchema = z.array(rosterCandidateSchema);

/** POST /api/admin/teams/:teamId/roster/:playerId/invitation (decision 047). */
export const rosterInvitationSchema = z.object({
  sent_to: emailAddress().check(z.describe('The address the sign-up invitation was queued to.')),
  expires_at: instant().check(z.describe('ISO 8601: when the link stops working.')),
});
export type RosterInvitation = z.output<typeof rosterInvitationSchema>;
