// The captain area's values (issue 23, decision 076): roster change requests and team notes.

/** What a captain asks of the roster. */
export const ROSTER_CHANGE_KINDS = ['add', 'remove'] as const;
export type RosterChangeKind = (typeof ROSTER_CHANGE_KINDS)[number];

/** A request's life: pending until an admin approves or rejects it, or its captain withdraws it. */
export const ROSTER_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type RosterChangeStatus = (typeof ROSTER_CHANGE_STATUSES)[number];

export const JERSEY_NUMBER_RANGE = { min: 1, max: 99 } as const;
export const TEAM_NOTE_MAX = 4000;

export const CAPTAIN_MESSAGES = {
  jerseyNumber: `Jersey number must be a whole number from ${JERSEY_NUMBER_RANGE.min} to ${JERSEY_NUMBER_RANGE.max}, or empty.`,
  rosterRole: 'Role must be Player or Co-captain.',
  rosterChange: 'Change the jersey number or the role.',
  player: 'Please select a player.',
  decisionNote: 'A note for the captains must be at most 500 characters.',
  notOnRoster: 'That player is not on this team.',
  captainStays: "The captain stays a captain: an admin changes a team's captain.",
  selfRemove: 'You cannot remove yourself; ask an admin or another captain.',
  captainRemove: "The team's captain cannot be removed here; an admin changes a team's captain.",
  alreadyPending: 'A change for this player is already waiting for an admin.',
  suspended: (name: string, games: number) => `${name} is serving a suspension (${games} game${games === 1 ? '' : 's'} to go) and cannot join a team now.`,
  noteBody: `A note needs some text, at most ${TEAM_NOTE_MAX} characters.`,
  noteNotYours: 'Only its author can edit a note.',
  requestDecided: 'That request was already decided.',
} as const;
