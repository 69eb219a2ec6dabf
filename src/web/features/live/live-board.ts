import type { GameWithEvents } from '../../../shared/api/games';
import { newerGame } from '../../lib/newer-game';

/**
 * The games /live shows, kept up to date by the stream's messages (each one the whole game as
 * it is now). A game seen live stays on the board once it ends, with its final score, until
 * the page is left; a game never seen live is not added when it changes. A message older than
 * the game shown (by revision) changes nothing.
 */
export function applyGameUpdate(board: readonly GameWithEvents[], game: GameWithEvents): GameWithEvents[] {
  const known = board.some((g) => g.id === game.id);
  if (!known && !game.is_live) return [...board];
  const next = known ? board.map((g) => (g.id === game.id ? newerGame(g, game) : g)) : [...board, game];
  return next.sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id));
}

const scoreLine = (game: GameWithEvents) => `${game.home_team.name} ${game.home_score ?? 0}, ${game.away_team.name} ${game.away_score ?? 0}`;

/**
 * What a screen reader is told when a game changes (politely, after what it is reading): a
 * kick-off, a goal (with the new score), full time. Nothing for cards or notes.
 */
export function announcementFor(before: GameWithEvents | undefined, after: GameWithEvents): string | null {
  if (!before) return after.is_live ? `Kick-off: ${after.home_team.name} against ${after.away_team.name}.` : null;
  if (before.is_live && !after.is_live) return `Full time: ${scoreLine(after)}.`;
  if (before.home_score !== after.home_score || before.away_score !== after.away_score) return `Score update: ${scoreLine(after)}.`;
  return null;
}
