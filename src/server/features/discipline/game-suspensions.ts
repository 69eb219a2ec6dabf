import { computeSuspensions, suspendedForGame } from '../../../shared/discipline';
import type { Database, Transaction } from '../../db/client';
import { loadSeasonDiscipline } from './season-discipline';

/**
 * The players a game's rosters must leave out (the referee page's flag, later the lineups):
 * each with the games they still have to serve.
 */
export async function suspendedPlayersForGame(db: Database | Transaction, game: { id: string; seasonId: string }): Promise<Map<string, { remaining: number }>> {
  return suspendedForGame(await loadSeasonDiscipline(db, game.seasonId), game.id);
}

/**
 * The players serving a suspension anywhere in the season (whichever team's games serve it):
 * they may not play as a substitute for another team meanwhile (decision 080).
 */
export async function playersServingSuspensions(db: Database | Transaction, seasonId: string): Promise<Set<string>> {
  const suspensions = computeSuspensions(await loadSeasonDiscipline(db, seasonId));
  return new Set(suspensions.filter((s) => s.status === 'serving').map((s) => s.playerId));
}

/**
 * Games the player still has to serve in the season, over all their suspensions (0: free to
 * play). A captain cannot bring a suspended player onto a roster (decision 076).
 */
export async function suspensionGamesLeft(db: Database | Transaction, seasonId: string, playerId: string): Promise<number> {
  const suspensions = computeSuspensions(await loadSeasonDiscipline(db, seasonId));
  return suspensions.filter((s) => s.playerId === playerId && s.status === 'serving').reduce((sum, s) => sum + s.remaining, 0);
}
