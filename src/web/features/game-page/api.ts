import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { GameWithEvents } from '../../../shared/api/games';
import type { GamePage } from '../../../shared/api/schedule';
import { api, apiPath } from '../../lib/api';
import { newerGame } from '../../lib/newer-game';
import { useLiveStream } from '../live';

export const gamePageKeys = {
  game: (gameId: string) => ['game-page', gameId] as const,
  livePosition: (gameId: string) => ['game-page', gameId, 'live-position'] as const,
};

/** The request's address, as the service worker reports it (useCachedAnswerTime). */
export const gameAnswerPath = (gameId: string) => apiPath('GET /api/games/:gameId', { params: { gameId } });

/** The game and its timeline; `offlineFirst` lets the service worker answer from its cache. */
export function useGame(gameId: string) {
  return useQuery({
    queryKey: gamePageKeys.game(gameId),
    queryFn: ({ signal }) => api('GET /api/games/:gameId', { params: { gameId }, signal }),
    networkMode: 'offlineFirst',
  });
}

/**
 * Whenever the page is open, the live channel (GET /api/live/stream, decision 036) brings each
 * change of the game: a kick-off, however early, its events, full time. The game in the cache
 * is replaced by the one the message carries (its colours and address kept), unless the page
 * already holds a newer one (newerGame). The stream starts where GET /api/live's answer stands,
 * read after the page's own answer, and that answer's copy of the game is taken too: nothing
 * recorded between the two reads is missed.
 */
export function useGameUpdates(gameId: string) {
  const queryClient = useQueryClient();
  const position = useQuery({
    queryKey: gamePageKeys.livePosition(gameId),
    queryFn: ({ signal }) => api('GET /api/live', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const apply = useCallback(
    (game: GameWithEvents) => {
      if (game.id !== gameId) return;
      queryClient.setQueryData<GamePage>(gamePageKeys.game(gameId), (page) => (page ? newerGame(page, { ...page, ...game }) : page));
    },
    [gameId, queryClient],
  );
  const board = position.data;
  useEffect(() => {
    const fromBoard = board?.games.find((game) => game.id === gameId);
    if (fromBoard) apply(fromBoard);
  }, [board, gameId, apply]);
  useLiveStream(board?.last_event_id, apply);
}
