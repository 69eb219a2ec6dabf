import { wallClock } from '../../../shared/zoned-time';

const DAY_MS = 86_400_000;

/**
 * The minimum rest between a team's games, the one definition the generator and the rainout's
 * make-up proposals share (decisions 038, 039): whole days on the league's calendar, whatever
 * the kick-off times, so 7 keeps a weekly rhythm and 1 allows games on consecutive days. A team
 * never plays twice on one day, even with 0.
 */
export function restedApart(dayA: number, dayB: number, minRestDays: number): boolean {
  return Math.abs(dayA - dayB) >= Math.max(minRestDays, 1);
}

/** The day (days since 1970-01-01) the league's clocks show at that instant: what rest counts in. */
export function leagueDay(instant: Date, timeZone: string): number {
  const t = wallClock(instant, timeZone);
  return Math.round(Date.UTC(t.year, t.month - 1, t.day) / DAY_MS);
}
