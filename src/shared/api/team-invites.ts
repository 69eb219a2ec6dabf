// Response shapes of team invites and the captain's team schedule (decision 077); the web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl, instant, rowId } from '../schemas/formats';
import { TEAM_INVITE_STATES } from '../team-invites';
import { availabilityCountsSchema, teamAnswerSchema } from './availability';
import { gameSummarySchema } from './games';
import { namedOptionSchema } from './page';

const inviteStateSchema = z.enum(TEAM_INVITE_STATES);

/** An invite as the captain's list shows it: never its token (only a hash is stored). */
export const teamInviteSchema = z.object({
  id: rowId(),
  team_id: rowId(),
  state: inviteStateSchema,
  expires_at: instant(),
  max_uses: z.number(),
  uses: z.number(),
  revoked_at: z.nullable(instant()),
  created_at: instant(),
  created_by_name: z.nullable(z.string()),
  joined: z.array(z.object({ player: namedOptionSchema, joined_at: instant() })).check(z.describe('Who joined with it, first first.')),
});
export type TeamInvite = z.output<typeof teamInviteSchema>;

export const teamInviteListSchema = z.object({ items: z.array(teamInviteSchema) });
export type TeamInviteList = z.output<typeof teamInviteListSchema>;

/** POST …/invites: the new invite with its link, shown this once. */
export const createdTeamInviteSchema = z.object({
  invite: teamInviteSchema,
  token: z.string(),
  url: absoluteUrl(),
});
export type CreatedTeamInvite = z.output<typeof createdTeamInviteSchema>;

/** What the /join-team page knows about the signed-in visitor. */
export const joinTeamViewerSchema = z.object({
  on_team: z.boolean().check(z.describe('Already on this team: the page links to it instead of a Join button.')),
  blocked: z.nullable(z.string()).check(z.describe('On another team of the same season and division: joining is refused, with this message.')),
  needs: z
    .array(z.enum(['first_name', 'last_name', 'date_of_birth', 'gender']))
    .check(z.describe('Details the join must carry: the account has no player record, or it lacks these.')),
  first_name: z.string().check(z.describe("The name on the player record (or the account's), to sign the waiver with.")),
  last_name: z.string(),
  waiver: z
    .nullable(z.object({ id: rowId(), version: z.number(), title: z.string() }))
    .check(z.describe('The active waiver when this player has not signed it; null when signed or none is active.')),
});
export type JoinTeamViewer = z.output<typeof joinTeamViewerSchema>;

/** GET /api/team-invites/{inviteToken}: the public summary behind /join-team. */
export const teamInviteSummarySchema = z.object({
  team: z.object({ id: rowId(), name: z.string(), primary_color: z.string(), secondary_color: z.string() }),
  division: namedOptionSchema,
  season: namedOptionSchema,
  state: inviteStateSchema,
  message: z.nullable(z.string()).check(z.describe('Plain words for a state other than open; null while open.')),
  expires_at: instant(),
  viewer: z.nullable(joinTeamViewerSchema).check(z.describe('Null for a visitor who is not signed in.')),
});
export type TeamInviteSummary = z.output<typeof teamInviteSummarySchema>;

/** POST /api/team-invites/{inviteToken}/join */
export const joinTeamResultSchema = z.object({
  team: namedOptionSchema,
  player_id: rowId(),
  joined: z.boolean().check(z.describe('false: the caller was on the team already (a retry); no use was counted.')),
});
export type JoinTeamResult = z.output<typeof joinTeamResultSchema>;

/** One game on /captain/team-schedule: every rostered player's answer and the nudge's state. */
export const teamScheduleGameSchema = z.object({
  game: gameSummarySchema,
  counts: availabilityCountsSchema,
  answers: z.array(teamAnswerSchema),
  can_answer: z.boolean().check(z.describe('Answers are still taken (scheduled, before kick-off): a nudge is possible.')),
  nudged_at: z.nullable(instant()).check(z.describe("When the team's players were last nudged about this game, and whether that was today (league day).")),
  nudged_today: z.boolean(),
});
export type TeamScheduleGame = z.output<typeof teamScheduleGameSchema>;

/** GET /api/captain/teams/{teamId}/schedule */
export const teamScheduleSchema = z.object({
  team: namedOptionSchema,
  upcoming: z.array(teamScheduleGameSchema),
  recent: z.array(teamScheduleGameSchema),
});
export type TeamSchedule = z.output<typeof teamScheduleSchema>;

/** POST /api/captain/teams/{teamId}/games/{gameId}/nudge */
export const nudgeResultSchema = z.object({ nudged: z.number(), nudged_at: instant() });
export type NudgeResult = z.output<typeof nudgeResultSchema>;
