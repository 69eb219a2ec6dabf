// The game-day vocabulary shared by server and web (decision 035).

export const GAME_STATUSES = ['scheduled', 'live', 'final', 'postponed', 'cancelled', 'forfeit'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const GAME_STATUS_LABELS: Record<GameStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  final: 'Final',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
  forfeit: 'Forfeit',
};

/**
 * Games with a result: standings, player stats and served suspensions count these (played to
 * the end, or settled by forfeit); postponed and cancelled ones count nowhere.
 */
export const RESULT_GAME_STATUSES: readonly GameStatus[] = ['final', 'forfeit'];
export const hasResult = (status: string): boolean => (RESULT_GAME_STATUSES as readonly string[]).includes(status);

/** Games that still hold their team, field and referee for the slot (conflicts count only these). */
export const ACTIVE_GAME_STATUSES: readonly GameStatus[] = ['scheduled', 'live'];

/**
 * What a referee or statistician records. kick_off makes a game live and full_time final: the
 * game's status and score are derived from its events (decision 035).
 */
export const GAME_EVENT_TYPES = ['kick_off', 'goal', 'own_goal', 'yellow_card', 'red_card', 'half_time', 'full_time', 'note'] as const;
export type GameEventType = (typeof GAME_EVENT_TYPES)[number];

export const GAME_EVENT_LABELS: Record<GameEventType, string> = {
  kick_off: 'Kick-off',
  goal: 'Goal',
  own_goal: 'Own goal',
  yellow_card: 'Yellow card',
  red_card: 'Red card',
  half_time: 'Half time',
  full_time: 'Full time',
  note: 'Note',
};

/** Events only a referee (or admin) records: they start and end the game. */
export const GAME_CONTROL_EVENTS: readonly GameEventType[] = ['kick_off', 'half_time', 'full_time'];

/** A player's answer for a game (RSVP). */
export const AVAILABILITY_STATUSES = ['going', 'maybe', 'not_going'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  going: 'Going',
  maybe: 'Maybe',
  not_going: 'Not going',
};

/**
 * How long a game holds its team, field and referee: two games of one of them closer than
 * this are a double-booking. It is also the calendar event's length.
 */
export const GAME_SLOT_MINUTES = 90;

/**
 * A kick-off this long before the scheduled time is an early start: the referee's page asks to
 * confirm it, naming the scheduled time, and the game then takes its real kick-off time (a game
 * started on Friday by mistake must not be listed as Sunday's final).
 */
export const EARLY_KICK_OFF_MS = 60 * 60_000;

/** How often the header asks whether a game is live (spec §9: every 30 s). */
export const LIVE_CHECK_INTERVAL_MS = 30_000;

/** The realtime channel of live games (SSE at /api/live/stream). */
export const LIVE_CHANNEL = 'live';
