import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { GameWithEvents } from '../../../shared/api/games';
import type { GamePage } from '../../../shared/api/schedule';
import { GAME_SLOT_MINUTES, LIVE_CHECK_INTERVAL_MS } from '../../../shared/games';
import { api, apiPath } from '../../lib/api';
import { useLiveStream } from '../live';

export const gamePageKeys = {
  game: (gameId: string) => ['game-page', gameId] as const,
  livePosition: (gameId: string) => ['game-page', gameId, 'live-position'] as const,
};

/** The request's address, as the service worker reports it (useCachedAnswerTime). */
export const gameAnswerPath = (gameId: string) => apiPath('GET /api/games/:gameId', { params: { gameId } });

/** A scheduled game this close to its kick-off may start any moment: the page looks again as often as the header's live check. */
const KICK_OFF_WATCH_MS = 30 * 60_000;

export function isAboutToStart(game: Pick<GamePage, 'status' | 'starts_at'>, now: number): boolean {
  if (game.status !== 'scheduled') return false;
  const kickOff = Date.parse(game.starts_at);
  return now > kickOff - KICK_OFF_WATCH_MS && now < kickOff + GAME_SLOT_MINUTES * 60_000;
}

/** The game and its timeline; `offlineFirst` lets the service worker answer from its cache. */
export function useGame(gameId: string) {
  return useQuery({
    queryKey: gamePageKeys.game(gameId),
    queryFn: ({ signal }) => api('GET /api/games/:gameId', { params: { gameId }, signal }),
    networkMode: 'offlineFirst',
    refetchInterval: (query) => (query.state.data && isAboutToStart(query.state.data, Date.now()) ? LIVE_CHECK_INTERVAL_MS : false),
  });
}

/**
 * While the game is live, the live channel (GET /api/live/stream, decision 036) brings each of
 * its changes: the game in the cache is replaced by the one the message carries (its colours
 * and address kept). The stream starts where GET /api/live's answer stands, read after the
 * page's own answer, and that answer's copy of the game is taken too: nothing recorded between
 * the two reads is missed.
 */
export function useLiveGameUpdates(gameId: string, isLive: boolean) {
  const queryClient = useQueryClient();
  const position = useQuery({
    queryKey: gamePageKeys.livePosition(gameId),
    queryFn: ({ signal }) => api('GET /api/live', { signal }),
    enabled: isLive,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const apply = useCallback(
    (game: GameWithEvents) => {
      if (game.id !== gameId) return;
      queryClient.setQueryData<GamePage>(gamePageKeys.game(gameId), (page) => (page ? { ...page, ...game } : page));
    },
    [gameId, queryClient],
  );
  const board = position.data;
  useEffect(() => {
    const fromBoard = board?.games.find((game) => game.id === gameId);
    if (fromBoard) apply(fromBoard);
  }, [board, gameId, apply]);
  useLiveStream(isLive ? board?.last_event_id : undefined, apply);
}
