import type { AvailabilityCounts, MySchedule, MyScheduleGame } from '../../../shared/api/availability';
import type { AvailabilityStatus } from '../../../shared/games';

const countKey = (status: AvailabilityStatus | null): keyof AvailabilityCounts => status ?? 'no_answer';

/**
 * The game as it will be once the answer is stored: the caller's answer, the team's counts
 * moved from the old answer to the new one, and (for a captain) the caller's line in the list.
 */
export function withMyAnswer(game: MyScheduleGame, status: AvailabilityStatus, myPlayerId: string | null): MyScheduleGame {
  if (game.my_status === status) return game;
  const counts = { ...game.counts };
  counts[countKey(game.my_status)] = Math.max(0, counts[countKey(game.my_status)] - 1);
  counts[status] += 1;
  const answers = game.answers?.map((answer) => (answer.player.id === myPlayerId ? { ...answer, status } : answer)) ?? null;
  return { ...game, my_status: status, counts, answers };
}

/** The schedule with one game replaced (wherever it is listed). */
export function replaceGame(schedule: MySchedule, game: MyScheduleGame): MySchedule {
  const swap = (list: MyScheduleGame[]) => list.map((item) => (item.game.id === game.game.id ? game : item));
  return { ...schedule, upcoming: swap(schedule.upcoming), recent: swap(schedule.recent) };
}
