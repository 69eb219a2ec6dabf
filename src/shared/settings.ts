/** Keys of site_settings rows. The waitlist switch's key and "true" value are the spec's. */
export const SETTING_KEYS = {
  waitlistEnabled: 'waitlist_enabled',
  leagueName: 'league_name',
  timeZone: 'time_zone',
  contactEmail: 'contact_email',
  playersPerSide: 'players_per_side',
  pointsForWin: 'points_for_win',
  pointsForDraw: 'points_for_draw',
  pointsForLoss: 'points_for_loss',
  /** The score a forfeit is recorded as, winner first: "3-0". */
  forfeitScore: 'forfeit_score',
  rulesText: 'rules_text',
  /** yyyy-MM-dd, the last day trades may be proposed; empty: no deadline. */
  tradeDeadline: 'trade_deadline',
  autoPublishStandings: 'auto_publish_standings',
  /** Discipline (decision 042): games a red card suspends for. */
  redCardSuspensionGames: 'red_card_suspension_games',
  /** Every this-many-th yellow card of a player in a season suspends. */
  yellowCardsPerSuspension: 'yellow_cards_per_suspension',
  /** Games each yellow-card suspension lasts. */
  yellowCardSuspensionGames: 'yellow_card_suspension_games',
  /** How to pay the league without card payment (decision 045), e.g. an e-transfer address. */
  paymentInstructions: 'payment_instructions',
  /** Hours before kick-off that players who have not answered are reminded (decision 074); 0: none. */
  rsvpReminderFirstHours: 'rsvp_reminder_first_hours',
  /** The last reminder's hours before kick-off (decision 074); 0: none. */
  rsvpReminderSecondHours: 'rsvp_reminder_second_hours',
  /** Captains' roster changes wait for an admin's approval (decision 076): "true" or "false". */
  rosterChangesNeedApproval: 'roster_changes_need_approval',
} as const;

/**
 * Every league setting with its type, as services read them (stored as text in
 * site_settings). A missing or unreadable row falls back to the default below.
 */
export interface LeagueSettings {
  leagueName: string;
  timeZone: string;
  /** '' when none is set. */
  contactEmail: string;
  playersPerSide: number;
  pointsForWin: number;
  pointsForDraw: number;
  pointsForLoss: number;
  forfeitWinnerGoals: number;
  forfeitLoserGoals: number;
  rulesText: string;
  /** yyyy-MM-dd or null. */
  tradeDeadline: string | null;
  autoPublishStandings: boolean;
  /** 0 to 10; 0: a red card suspends no one. */
  redCardSuspensionGames: number;
  /** 1 to 20. */
  yellowCardsPerSuspension: number;
  /** 0 to 10; 0: yellow cards never suspend. */
  yellowCardSuspensionGames: number;
  /** Plain text shown wherever a registration is due and in its mails; '' when none is set. */
  paymentInstructions: string;
  /** Reminders to answer for a game, hours before kick-off (decision 074); 0 to 168, 0: that reminder is off. */
  rsvpReminderFirstHours: number;
  rsvpReminderSecondHours: number;
  /** Captains' adds and removals are requests an admin approves (decision 076). */
  rosterChangesNeedApproval: boolean;
  waitlistEnabled: boolean;
}

/** The ranges the discipline settings accept (the form, the PUT and the reader agree). */
export const SUSPENSION_GAMES_RANGE = { min: 0, max: 10 } as const;
export const YELLOW_CARDS_PER_SUSPENSION_RANGE = { min: 1, max: 20 } as const;

/** A reminder to answer is sent at most a week before kick-off; 0 turns it off. */
export const RSVP_REMINDER_HOURS_RANGE = { min: 0, max: 168 } as const;

export const PLAYERS_PER_SIDE_RANGE = { min: 4, max: 11 } as const;

export const DEFAULT_LEAGUE_NAME = 'Riverside Football Club';
/** Kick-off times are the league's local times, whatever zone a visitor's phone is in. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

export const DEFAULT_LEAGUE_SETTINGS: LeagueSettings = {
  leagueName: DEFAULT_LEAGUE_NAME,
  timeZone: DEFAULT_TIME_ZONE,
  contactEmail: '',
  playersPerSide: 11,
  // product.md: points 3/1/0 and forfeits as 3-0 unless the league says otherwise.
  pointsForWin: 3,
  pointsForDraw: 1,
  pointsForLoss: 0,
  forfeitWinnerGoals: 3,
  forfeitLoserGoals: 0,
  rulesText: '',
  tradeDeadline: null,
  // Issue 20: a final result shows on /rankings at once unless the league chooses to publish
  // by hand (decision 060; leagues that existed before keep publishing by hand, migration 0015).
  autoPublishStandings: true,
  // issue 14: a red card is a one-game suspension, every fifth yellow card is one too.
  redCardSuspensionGames: 1,
  yellowCardsPerSuspension: 5,
  yellowCardSuspensionGames: 1,
  paymentInstructions: '',
  // Issue 22: two days ahead, time to find a substitute; and the morning (or afternoon) of the game.
  rsvpReminderFirstHours: 48,
  rsvpReminderSecondHours: 3,
  rosterChangesNeedApproval: false,
  waitlistEnabled: false,
};

export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
