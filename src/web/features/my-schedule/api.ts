import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyNextGame, MySchedule, MyScheduleGame } from '../../../shared/api/availability';
import type { AvailabilityStatus } from '../../../shared/games';
import { api, apiPath } from '../../lib/api';
import { findGame, replaceGame, withMyAnswer } from './answers';

export const myScheduleKeys = {
  // Under 'me' (PRIVATE_QUERY_ROOT): dropped at sign-out, so the next person on a shared phone
  // never sees this player's games.
  schedule: ['me', 'my-schedule'] as const,
  answer: (gameId: string) => ['my-schedule', 'answer', gameId] as const,
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
  });
}

/** The panel's game, if it is this one. */
function nextGameIfIt(queryClient: QueryClient, gameId: string): MyScheduleGame | undefined {
  const next = queryClient.getQueryData<MyNextGame>(myScheduleKeys.nextGame)?.next_game;
  return next?.game.id === gameId ? next : undefined;
}

function replaceNextGame(queryClient: QueryClient, game: MyScheduleGame): void {
  const panel = queryClient.getQueryData<MyNextGame>(myScheduleKeys.nextGame);
  if (panel?.next_game?.game.id === game.game.id) queryClient.setQueryData(myScheduleKeys.nextGame, { ...panel, next_game: game });
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
    // The same game may show on the schedule and in the home page's panel: both follow.
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: myScheduleKeys.schedule });
      await queryClient.cancelQueries({ queryKey: myScheduleKeys.nextGame });
      const before = queryClient.getQueryData<MySchedule>(myScheduleKeys.schedule);
      const game = findGame(before, gameId);
      if (before && game) queryClient.setQueryData(myScheduleKeys.schedule, replaceGame(before, withMyAnswer(game, status, before.player_id)));
      const panelGame = nextGameIfIt(queryClient, gameId);
      const panelPlayer = queryClient.getQueryData<MyNextGame>(myScheduleKeys.nextGame)?.player_id ?? null;
      if (panelGame) replaceNextGame(queryClient, withMyAnswer(panelGame, status, panelPlayer));
      return { previous: game, previousPanel: panelGame };
    },
    onError: (_error, _status, context) => {
      // Refused (the game started meanwhile, say): the answer shown goes back to what is stored.
      const schedule = queryClient.getQueryData<MySchedule>(myScheduleKeys.schedule);
      if (schedule && context?.previous) queryClient.setQueryData(myScheduleKeys.schedule, replaceGame(schedule, context.previous));
      if (context?.previousPanel) replaceNextGame(queryClient, context.previousPanel);
    },
    onSuccess: (stored) => {
      // A later answer for the same game still waiting keeps its own optimistic state.
      if (queryClient.isMutating({ mutationKey: key }) > 1) return;
      const schedule = queryClient.getQueryData<MySchedule>(myScheduleKeys.schedule);
      if (schedule) queryClient.setQueryData(myScheduleKeys.schedule, replaceGame(schedule, stored));
      replaceNextGame(queryClient, stored);
    },
  });
}
