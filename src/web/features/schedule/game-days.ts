import type { GameSummary } from '../../../shared/api/games';
import { zonedDate } from '../../../shared/zoned-time';

export interface GameDay {
  /** "2030-05-04" on the league's clocks. */
  key: string;
  games: GameSummary[];
}

/** Games already in kick-off order, grouped by their day on the league's clocks. */
export function groupByLeagueDay(games: readonly GameSummary[], timeZone: string): GameDay[] {
  const days: GameDay[] = [];
  for (const game of games) {
    const key = zonedDate(game.starts_at, timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.games.push(game);
    else days.push({ key, games: [game] });
  }
  return days;
}
