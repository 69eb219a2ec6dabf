// Trades between two teams of a season and division (issue 24, decision 082). Server and web
// share the states and the messages.

/** proposed → accepted | declined | withdrawn; accepted → approved | rejected. */
export const TRADE_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn', 'approved', 'rejected'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** What happened at a step of a trade, kept as its history. */
export const TRADE_STEPS = ['proposed', 'accepted', 'declined', 'withdrawn', 'edited', 'approved', 'rejected'] as const;
export type TradeStep = (typeof TRADE_STEPS)[number];

/** States a trade still waits in: shown as "pending" to captains and admins. */
export const PENDING_TRADE_STATUSES = ['proposed', 'accepted'] as const satisfies readonly TradeStatus[];

export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  proposed: 'Waiting for the other captain',
  accepted: 'Waiting for an admin',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const TRADE_STEP_LABELS: Record<TradeStep, string> = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  edited: 'Players edited',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Players on each side of one trade, at most. */
export const TRADE_MAX_PLAYERS_PER_SIDE = 10;
export const TRADE_MESSAGE_MAX = 500;

export const TRADE_MESSAGES = {
  givePlayers: 'Choose at least one of your players to give.',
  getPlayers: 'Choose at least one of their players to get.',
  tooMany: `At most ${TRADE_MAX_PLAYERS_PER_SIDE} players on each side.`,
  toTeam: 'Choose the team to trade with.',
  sameTeam: 'A team cannot trade with itself.',
  otherDivision: 'Trades are between teams of the same season and division.',
  notOnTeam: (name: string, team: string) => `${name} is no longer on ${team}.`,
  notOnTeamChoice: 'That player is not on the team.',
  captainTraded: (name: string) => `${name} captains the team: name another captain before trading them.`,
  deadlinePassed: (day: string) => `The trade deadline (${day}) has passed.`,
  notPending: (status: string) => `This trade is ${status.toLowerCase()}: it can no longer change.`,
  notProposed: 'Only a trade waiting for the other captain can be accepted, declined or withdrawn.',
  notAccepted: 'Only a trade both captains agreed to can be approved.',
  notYourTurn: 'Only the captains of the team the trade was proposed to can answer it.',
  notYours: 'Only the captains of the team that proposed the trade can withdraw it.',
  ineligible: (name: string, message: string) => `${name}: ${message}`,
  rosterChanged: 'The rosters changed since this trade was made; nothing moved. Check the players and try again.',
} as const;
