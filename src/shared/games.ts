export const GAME_STATUSES = ['scheduled', 'live', 'final', 'postponed', 'cancelled', 'forfeit'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** How often the header asks whether a game is live (spec §9: every 30 s). */
export const LIVE_CHECK_INTERVAL_MS = 30_000;

// Deprecated re-export for importers outside the games feature (league-directory, the game list);
// the shapes live in api/games.ts.
export type { GameSummary } from './api/games';
