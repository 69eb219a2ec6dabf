// Substitute requests (issue 23, decision 080): a captain short of players asks for a sub for
// one game; the first eligible player to claim it plays.

/** open: waiting for a claim; filled: a player claimed it; cancelled: the captain withdrew it. */
export const SUBSTITUTE_REQUEST_STATUSES = ['open', 'filled', 'cancelled'] as const;
export type SubstituteRequestStatus = (typeof SUBSTITUTE_REQUEST_STATUSES)[number];

export const SUBSTITUTE_MESSAGES = {
  taken: 'Sorry, another player already claimed this substitute spot.',
  cancelled: 'The captain withdrew this request.',
  closed: 'This game is no longer taking substitutes.',
  noPlayer: 'You need a player profile to claim a substitute spot.',
  onTeam: 'You are on a team in this game, so you cannot be its substitute.',
  busy: 'You have another game at that time.',
  suspended: 'You are suspended, so you cannot play as a substitute now.',
  notRegistered: 'Only players with a paid registration this season and a signed waiver can be substitutes.',
  alreadyClaimed: 'You are already a substitute in this game.',
  notOpen: 'Only an open request can be withdrawn.',
  tooMany: 'This game already has 5 open requests for your team.',
} as const;

/** Open requests a team may have for one game at once: enough for any short-handed side. */
export const MAX_OPEN_SUBSTITUTE_REQUESTS = 5;
