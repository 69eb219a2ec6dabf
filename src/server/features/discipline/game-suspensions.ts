import { suspendedForGame } from '../../../shared/discipline';
import type { Database, Transaction } from '../../db/client';
import { loadSeasonDiscipline } from './season-discipline';

/**
 * The players a game's rosters must leave out (the referee page's flag, later the lineups):
 * each with the games they still have to serve.
 */
export async function suspendedPlayersForGame(db: Database | Transaction, game: { id: string; seasonId: string }): Promise<Map<string, { remaining: number }>> {
  return suspendedForGame(await loadSeasonDiscipline(db, game.seasonId), game.id);
}
