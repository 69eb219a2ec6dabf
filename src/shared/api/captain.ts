// Response shapes of the captain area's APIs (issue 23, decision 076). The web imports types only.
import { z } from 'zod/mini';
import { instant, rowId } from '../schemas/formats';
import { ROSTER_CHANGE_KINDS, ROSTER_CHANGE_STATUSES } from '../captain';
import { ROSTER_ROLES } from '../roster-roles';
import { availabilityCountsSchema } from './availability';
import { gameSummarySchema } from './games';
import { namedOptionSchema } from './page';

/** GET /api/captain/teams: the teams the caller leads (admins: every team of the current season). */
export const captainTeamSchema = z.object({
  id: rowId(),
  name: z.string(),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  division_name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  my_role: z.nullable(z.enum(ROSTER_ROLES)).check(z.describe("The caller's place on the team; null for an admin who is not on it.")),
});
export type CaptainTeam = z.output<typeof captainTeamSchema>;
export const captainTeamsSchema = z.object({ teams: z.array(captainTeamSchema) });
export type CaptainTeams = z.output<typeof captainTeamsSchema>;

/** GET /api/captain/teams/{teamId}/dashboard */
export const captainDashboardSchema = z.object({
  team_id: rowId(),
  roster_size: z.number(),
  unread_chat_messages: z.number().check(z.describe("Messages in the team's chat the caller has not read (others', not deleted).")),
  open_invites: z.number().check(z.describe('Invite links that still let someone join: not revoked, expired or used up.')),
  open_substitute_requests: z.number().check(z.describe("The team's substitute requests nobody has claimed, for games not started.")),
  pending_trades: z.number().check(z.describe("The team's trades waiting for a captain's answer or an admin's approval.")),
  next_game: z
    .nullable(
      z.object({
        game: gameSummarySchema,
        counts: availabilityCountsSchema,
        not_answered: z.array(namedOptionSchema).check(z.describe('Rostered players with no answer yet, roster order.')),
      }),
    )
    .check(z.describe("The team's next game (live, or scheduled and not past its slot), with its RSVP counts; null when none is scheduled.")),
});
export type CaptainDashboard = z.output<typeof captainDashboardSchema>;

/** One player on the roster, as the captains manage it. */
export const captainRosterMemberSchema = z.object({
  player_id: rowId(),
  name: z.string(),
  photo_url: z.nullable(z.string()),
  jersey_number: z.nullable(z.number()),
  roster_role: z.enum(ROSTER_ROLES),
  is_me: z.boolean().check(z.describe("The caller's own row (they cannot remove themselves).")),
});
export type CaptainRosterMember = z.output<typeof captainRosterMemberSchema>;

/** A captain's add or removal waiting for an admin (decision 076). */
export const rosterRequestSchema = z.object({
  id: rowId(),
  kind: z.enum(ROSTER_CHANGE_KINDS),
  status: z.enum(ROSTER_CHANGE_STATUSES),
  player: namedOptionSchema,
  team: namedOptionSchema,
  requested_by: z.nullable(z.string()),
  created_at: instant(),
  decided_at: z.nullable(instant()),
  decision_note: z.string(),
});
export type RosterRequest = z.output<typeof rosterRequestSchema>;

/** GET /api/captain/teams/{teamId}/roster */
export const captainRosterSchema = z.object({
  team_id: rowId(),
  approval_required: z.boolean().check(z.describe("The league's rule (admin settings): adds and removals are requests an admin approves.")),
  members: z.array(captainRosterMemberSchema),
  requests: z.array(rosterRequestSchema).check(z.describe('Pending requests, then the last decided ones (rejections say why).')),
});
export type CaptainRoster = z.output<typeof captainRosterSchema>;

/** An add or a removal: done at once, or waiting for an admin. */
export const captainRosterChangeSchema = z.object({
  outcome: z.enum(['applied', 'requested']),
  roster: captainRosterSchema,
});
export type CaptainRosterChange = z.output<typeof captainRosterChangeSchema>;

/** GET /api/captain/teams/{teamId}/roster/candidates: players who may join (on no team of the team's season and division). */
export const captainRosterCandidatesSchema = z.array(z.object({ player_id: rowId(), name: z.string(), photo_url: z.nullable(z.string()) }));
export type CaptainRosterCandidate = z.output<typeof captainRosterCandidatesSchema>[number];

/** GET /api/admin/roster-requests */
export const adminRosterRequestsSchema = z.object({ items: z.array(rosterRequestSchema) });
export type AdminRosterRequests = z.output<typeof adminRosterRequestsSchema>;

/** One private note of a team's captains. */
export const teamNoteSchema = z.object({
  id: rowId(),
  body: z.string(),
  author_name: z.nullable(z.string()),
  mine: z.boolean().check(z.describe('The caller wrote it: only they edit it.')),
  created_at: instant(),
  updated_at: instant(),
});
export type TeamNote = z.output<typeof teamNoteSchema>;
export const teamNotesSchema = z.object({ items: z.array(teamNoteSchema) });
export type TeamNotes = z.output<typeof teamNotesSchema>;
