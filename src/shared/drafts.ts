// Live drafts (issue 24, decision 081): formats, statuses, the pick order and the messages the
// server and the web share.

export const DRAFT_FORMATS = ['snake', 'linear'] as const;
export type DraftFormat = (typeof DRAFT_FORMATS)[number];

/** setup: being prepared; running: picks happen; paused: the clock is stopped; completed: rosters written. */
export const DRAFT_STATUSES = ['setup', 'running', 'paused', 'completed'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** How a pick was made: by a captain, by an admin for the team, by the clock (queue or best available), or kept. */
export const DRAFT_PICK_SOURCES = ['captain', 'admin', 'queue', 'best_available', 'keeper'] as const;
export type DraftPickSource = (typeof DRAFT_PICK_SOURCES)[number];

/** A pick sent this long after the deadline still counts (a pick in flight); past it the clock picks. */
export const DRAFT_PICK_GRACE_MS = 2_000;
export const DRAFT_MAX_ROUNDS = 30;
export const DRAFT_MAX_QUEUE = 50;
export const DRAFT_CLOCK_RANGE = { min: 5, max: 3_600 } as const;

export const DRAFT_MESSAGES = {
  notRunning: 'The draft is not running: picks happen only while it runs.',
  notYourTurn: 'Your team is not on the clock.',
  turnPassed: 'That turn is already over: the board shows the pick that was made.',
  taken: 'That player was already picked.',
  notInPool: 'That player is not in this draft’s pool.',
  ineligible: 'That player is not eligible for this division.',
  allPicked: 'Every pick of this draft is made.',
  notSetup: 'Only a draft in setup can be started.',
  notPaused: 'Only a paused draft can be resumed.',
  cannotPause: 'Only a running draft can be paused.',
  nothingToUndo: 'There is no pick to undo.',
  undoChanged: 'The last pick changed since you looked: check what the undo reverts and try again.',
  picksLeft: 'Some picks are still to be made: the draft can be completed once every pick is in.',
  completed: 'This draft is completed.',
  rosterClash: 'A drafted player is already on another team of this division.',
  teams: 'A draft needs at least two teams of the division, each once.',
  teamNotInDivision: 'Every team must belong to this season and division.',
  keeperTeam: 'A keeper’s team must be one of the draft’s teams.',
  keeperRound: 'A keeper’s round must be one of the draft’s rounds.',
  keeperTwice: 'A player can be kept once, and a team keeps one player per round.',
  rounds: `Rounds must be a whole number from 1 to ${DRAFT_MAX_ROUNDS}.`,
  clock: `The pick clock is ${DRAFT_CLOCK_RANGE.min} to ${DRAFT_CLOCK_RANGE.max} seconds, or none.`,
  name: 'The name can be at most 80 characters.',
  queue: `A queue holds at most ${DRAFT_MAX_QUEUE} different players of the pool.`,
} as const;

/** The index (0-based) into the team order of pick `pickNumber` (1-based). */
export function teamIndexOfPick(format: DraftFormat, teamCount: number, pickNumber: number): number {
  const round = roundOfPick(teamCount, pickNumber);
  const within = (pickNumber - 1) % teamCount;
  return format === 'snake' && round % 2 === 0 ? teamCount - 1 - within : within;
}

export const roundOfPick = (teamCount: number, pickNumber: number): number => Math.floor((pickNumber - 1) / teamCount) + 1;

/** The pick number a team holds in a round. */
export function pickNumberOf(format: DraftFormat, teamCount: number, round: number, teamIndex: number): number {
  const within = format === 'snake' && round % 2 === 0 ? teamCount - 1 - teamIndex : teamIndex;
  return (round - 1) * teamCount + within + 1;
}

/** The age group shown in the pool, from the age on the season's first day. */
export function ageGroupOf(age: number | null): string | null {
  if (age === null) return null;
  if (age < 18) return 'U18';
  if (age < 30) return '18–29';
  if (age < 40) return '30–39';
  if (age < 50) return '40–49';
  return '50+';
}

/** The draft's realtime channel (decision 036). */
export const draftChannel = (draftId: string): string => `draft:${draftId}`;
