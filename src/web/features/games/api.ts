import { useQuery } from '@tanstack/react-query';
import { LIVE_CHECK_INTERVAL_MS } from '../../../shared/games';
import { api } from '../../lib/api';

export const gamesKeys = { liveCheck: ['games', 'live-check'] as const };

/** Spec §7 live check, asked again every 30 s while the page is open. */
export function useLiveCheck() {
  return useQuery({
    queryKey: gamesKeys.liveCheck,
    queryFn: ({ signal }) => api('GET /api/games/live-check', { signal }),
    refetchInterval: LIVE_CHECK_INTERVAL_MS,
  });
}

export function useIsGameLive(): boolean {
  return Boolean(useLiveCheck().data?.live_game_id);
}
