import type { GameSummary } from '../../../shared/api/games';
import { wallClock } from '../../../shared/zoned-time';

export interface GameDay {
  /** "2030-05-04" on the league's clocks. */
  key: string;
  games: GameSummary[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day a game is played on, on the league's clocks (a 11:30 PM kick-off is that evening's, whatever UTC says). */
export function leagueDayOf(iso: string, timeZone: string): string {
  const clock = wallClock(new Date(iso), timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** Games already in kick-off order, grouped by their day on the league's clocks. */
export function groupByLeagueDay(games: readonly GameSummary[], timeZone: string): GameDay[] {
  const days: GameDay[] = [];
  for (const game of games) {
    const key = leagueDayOf(game.starts_at, timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.games.push(game);
    else days.push({ key, games: [game] });
  }
  return days;
}
