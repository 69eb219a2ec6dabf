import type { GameWithEvents } from '../../../shared/api/games';
import { hasResult, LIVE_CHANNEL } from '../../../shared/games';
import type { Transaction } from '../../db/client';
import { publishRealtime } from '../../realtime/index';
import { loadGamesWithEvents, publicGameOf } from '../games/index';

/**
 * Sends a game as it is now in `tx` to /live's viewers (decision 036), in its public shape
 * whatever it is given (a referee's answer holds notes). Call it as the transaction's last
 * step: it holds the publishers' turn until commit.
 */
export async function publishLiveGame(tx: Transaction, game: GameWithEvents): Promise<void> {
  await publishRealtime(tx, LIVE_CHANNEL, { type: 'game', game: publicGameOf(game) });
}

/**
 * Whether /live may be showing the game: it is live, or it ended (a board keeps a game it saw
 * live until the page is left). Changes to other games would only be ignored by the page.
 */
const mayBeOnLiveBoard = (before: { isLive: boolean; status: string }) => before.isLive || before.status === 'live' || hasResult(before.status);

/**
 * For changes made outside the referee's page (the admin's edits, status changes, rainouts):
 * publishes those of the changed games, as they were before, that /live may be showing.
 */
export async function publishLiveChanges(tx: Transaction, before: readonly { id: string; isLive: boolean; status: string }[]): Promise<void> {
  const ids = before.filter(mayBeOnLiveBoard).map((g) => g.id);
  for (const game of await loadGamesWithEvents(tx, ids)) await publishLiveGame(tx, game);
}
