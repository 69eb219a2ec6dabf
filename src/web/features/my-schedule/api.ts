import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyNextGame, MySchedule, MyScheduleGame } from '../../../shared/api/availability';
import { api, apiPath } from '../../lib/api';
import { attemptWrite } from '../../lib/offline-queue';
import { toast } from '../../lib/toast';
import { useQueuedWrites, useWriteQueue } from '../../lib/use-write-queue';
import { useAuth } from '../auth';
import { type AnswerWrite, answerQueue, queuedAnswer } from './answer-queue';
import { replaceGame, withMyAnswer } from './answers';

export const myScheduleKeys = {
  // Under 'me' (PRIVATE_QUERY_ROOTS): dropped at sign-out, so the next person on a shared phone
  // never sees this player's games.
  schedule: ['me', 'my-schedule'] as const,
  /** The home page's panel; under 'me', so it is dropped at sign-out with the other private data. */
  nextGame: ['me', 'next-game'] as const,
};

/** The request's address, as the service worker reports it (useCachedAnswerTime). */
export const myScheduleAnswerPath = apiPath('GET /api/me/schedule');

/** The player's team games; `offlineFirst` lets the service worker answer from its cache. */
export function useMySchedule() {
  return useQuery({
    queryKey: myScheduleKeys.schedule,
    queryFn: ({ signal }) => api('GET /api/me/schedule', { signal }),
    networkMode: 'offlineFirst',
  });
}

/** The signed-in player's panel on the home page (decision 049): teams, next game, payments due. */
export function useMyNextGame() {
  return useQuery({
    queryKey: myScheduleKeys.nextGame,
    queryFn: ({ signal }) => api('GET /api/me/next-game', { signal }),
    networkMode: 'offlineFirst',
  });
}

function replaceNextGame(queryClient: QueryClient, game: MyScheduleGame): void {
  const panel = queryClient.getQueryData<MyNextGame>(myScheduleKeys.nextGame);
  if (panel?.next_game?.game.id === game.game.id) queryClient.setQueryData(myScheduleKeys.nextGame, { ...panel, next_game: game });
}

/**
 * The server's answer to a PUT, on the schedule and the panel. A read of either that started
 * before the answer was stored would bring the old answer back: it is asked again.
 */
function storeAnswer(queryClient: QueryClient, stored: MyScheduleGame): void {
  const schedule = queryClient.getQueryData<MySchedule>(myScheduleKeys.schedule);
  if (schedule) queryClient.setQueryData(myScheduleKeys.schedule, replaceGame(schedule, stored));
  replaceNextGame(queryClient, stored);
  for (const queryKey of [myScheduleKeys.schedule, myScheduleKeys.nextGame]) {
    if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Sends the signed-in player's answers kept on the phone (answer-queue.ts); the app shell
 * mounts it once, on every page (decision 058). A refusal (the game kicked off meanwhile, say) is
 * told in a toast, and the page goes back to what the server has.
 */
export function useSendAnswers(userId: string): void {
  const queryClient = useQueryClient();
  useWriteQueue(answerQueue, {
    userId,
    send: (write) =>
      attemptWrite(async () =>
        storeAnswer(queryClient, await api('PUT /api/games/:gameId/availability', { params: { gameId: write.gameId }, body: { status: write.status } })),
      ),
    onResult: (_write, result) => {
      if (result.outcome !== 'refused') return;
      toast.error(result.message, { title: 'Answer not saved' });
      void queryClient.invalidateQueries({ queryKey: myScheduleKeys.schedule });
      void queryClient.invalidateQueries({ queryKey: myScheduleKeys.nextGame });
    },
  });
}

/**
 * The game as the player will see it once their answer on the phone is stored (the answer and
 * the team's counts), and whether one is still waiting there.
 */
export function useWithQueuedAnswer(item: MyScheduleGame, playerId: string | null): { item: MyScheduleGame; pending: AnswerWrite | undefined } {
  const userId = useAuth().user?.id ?? '';
  const pending = queuedAnswer(useQueuedWrites(answerQueue), userId, item.game.id);
  return { item: pending ? withMyAnswer(item, pending.status, playerId) : item, pending };
}
