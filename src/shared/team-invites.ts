// Team invites and the captain's nudge (issue 23, decision 077): what the server, the captain's
// invites view and the /join-team page share.

export const TEAM_INVITE_STATES = ['open', 'expired', 'revoked', 'used_up'] as const;
export type TeamInviteState = (typeof TEAM_INVITE_STATES)[number];

/** Expiry choices on the captain's form, in days; a week unless chosen. */
export const TEAM_INVITE_EXPIRY_DAYS = [1, 3, 7, 14, 30] as const;
export const TEAM_INVITE_DEFAULT_EXPIRY_DAYS = 7;
/** A roster is 10-18 players (product.md): 50 uses is more than any link needs. */
export const TEAM_INVITE_MAX_USES = 50;
export const TEAM_INVITE_DEFAULT_MAX_USES = 10;
/** Open invites a team may hold at once. */
export const TEAM_INVITE_OPEN_LIMIT = 20;

export const TEAM_INVITE_MESSAGES = {
  notFound: 'This invite link is not valid. Check that you copied all of it, or ask your captain for a new one.',
  expired: 'This invite link has expired. Ask your captain for a new one.',
  revoked: 'This invite link was cancelled by the team. Ask your captain for a new one.',
  usedUp: 'This invite link has already been used as many times as it allows. Ask your captain for a new one.',
  openLimit: `A team can have at most ${TEAM_INVITE_OPEN_LIMIT} open invites. Revoke one first.`,
  replayUsed: 'That invite was already made and someone has joined with it. Make a new one for a new link.',
  alreadyOnOtherTeam: (teamName: string, divisionName: string) =>
    `You are already on ${teamName} in ${divisionName}. A player can be on one team per division.`,
  expiresInDays: 'Choose when the link expires.',
  maxUses: `Choose how many people can join with it: 1 to ${TEAM_INVITE_MAX_USES}.`,
  clientKey: 'The form is out of date: reload the page and try again.',
  waiverOutdated: 'The waiver has changed since the page was opened. Read the new version and sign again.',
  signedName: 'Type your full name exactly as above to sign the waiver.',
} as const;

/** What each state says, plainly, on the join page and in a refused join. */
export const TEAM_INVITE_STATE_MESSAGES: Record<Exclude<TeamInviteState, 'open'>, string> = {
  expired: TEAM_INVITE_MESSAGES.expired,
  revoked: TEAM_INVITE_MESSAGES.revoked,
  used_up: TEAM_INVITE_MESSAGES.usedUp,
};

export const TEAM_INVITE_STATE_LABELS: Record<TeamInviteState, string> = {
  open: 'Open',
  expired: 'Expired',
  revoked: 'Revoked',
  used_up: 'Used up',
};

/** The state of an invite at `now`: revoked first, then expired, then used up. */
export function teamInviteState(
  invite: { revokedAt: Date | string | null; expiresAt: Date | string; uses: number; maxUses: number },
  now: Date,
): TeamInviteState {
  if (invite.revokedAt) return 'revoked';
  if (new Date(invite.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (invite.uses >= invite.maxUses) return 'used_up';
  return 'open';
}

/** The link's path; the page puts the site's origin in front. */
export const joinTeamPath = (token: string) => `/join-team/${token}`;

export const NUDGE_MESSAGES = {
  alreadyToday: 'Players were already nudged about this game today. You can nudge again tomorrow.',
  everyoneAnswered: 'Everyone on the roster has answered for this game.',
  noAccounts: 'No one who has not answered has an account to be nudged through.',
  closed: 'Answers are closed for this game: it has started, finished or is not scheduled.',
  notTeamGame: "That game is not one of this team's games.",
} as const;
