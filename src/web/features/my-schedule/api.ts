import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MySchedule } from '../../../shared/api/availability';
import type { AvailabilityStatus } from '../../../shared/games';
import { api, apiPath } from '../../lib/api';
import { findGame, replaceGame, withMyAnswer } from './answers';

export const myScheduleKeys = {
  schedule: ['my-schedule'] as const,
  answer: (gameId: string) => ['my-schedule', 'answer', gameId] as const,
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

/**
 * The caller's answer for one game. Shown at once (optimistic); offline, the mutation waits
 * paused and is sent when the connection is back (spec §4: going online resumes paused
 * mutations). Answers for one game go one after another (their scope), each once, so the last
 * one chosen is the one stored; the server's upsert makes a repeat harmless anyway.
 */
export function useSetAvailability(gameId: string) {
  const queryClient = useQueryClient();
  const key = myScheduleKeys.answer(gameId);
  return useMutation({
    mutationKey: key,
    scope: { id: `availability-${gameId}` },
    mutationFn: (status: AvailabilityStatus) => api('PUT /api/games/:gameId/availability', { params: { gameId }, body: { status } }),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: myScheduleKeys.schedule });
      const before = queryClient.getQueryData<MySchedule>(myScheduleKeys.schedule);
      const game = findGame(before, gameId);
      if (before && game) queryClient.setQueryData(myScheduleKeys.schedule, replaceGame(before, withMyAnswer(game, status, before.player_id)));
      return { previous: game };
    },
    onError: (_error, _status, context) => {
      // Refused (the game started meanwhile, say): the answer shown goes back to what is stored.
      const schedule = queryClient.getQueryData<MySchedule>(myScheduleKeys.schedule);
      if (schedule && context?.previous) queryClient.setQueryData(myScheduleKeys.schedule, replaceGame(schedule, context.previous));
    },
    onSuccess: (stored) => {
      // A later answer for the same game still waiting keeps its own optimistic state.
      if (queryClient.isMutating({ mutationKey: key }) > 1) return;
      const schedule = queryClient.getQueryData<MySchedule>(myScheduleKeys.schedule);
      if (schedule) queryClient.setQueryData(myScheduleKeys.schedule, replaceGame(schedule, stored));
    },
  });
}
