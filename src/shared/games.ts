export const GAME_STATUSES = ['scheduled', 'live', 'final', 'postponed', 'cancelled', 'forfeit'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** How often the header asks whether a game is live (spec §9: every 30 s). */
export const LIVE_CHECK_INTERVAL_MS = 30_000;

export interface TeamRef {
  id: string;
  name: string;
}

/** A game as public pages show it: no private fields. */
export interface GameSummary {
  id: string;
  startsAt: string;
  status: string;
  isLive: boolean;
  round: number;
  divisionName: string;
  venueName: string | null;
  field: string | null;
  homeTeam: TeamRef;
  awayTeam: TeamRef;
  homeScore: number | null;
  awayScore: number | null;
}

export interface LiveCheck {
  liveGameId: string | null;
}
