import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LIVE_CHECK_INTERVAL_MS } from '../../../shared/games';
import { api } from '../../lib/api';

export const homeKeys = { all: ['home'] as const };

/**
 * The home page's data. While games are live their scores refresh with the live check's
 * rhythm; when the header's live check learns of a game the page does not show yet
 * (`liveGameId`), the page asks again once, so Follow Live never lands on an empty section.
 */
export function useHomeData(liveGameId: string | null) {
  const query = useQuery({
    queryKey: homeKeys.all,
    queryFn: ({ signal }) => api('GET /api/home', { signal }),
    // Offline, the service worker answers with the page it kept (decision 058).
    networkMode: 'offlineFirst',
    refetchInterval: (q) => (q.state.data?.live_games.length ? LIVE_CHECK_INTERVAL_MS : false),
  });
  const refetchedFor = useRef<string | null>(null);
  const { data, refetch } = query;
  useEffect(() => {
    if (!liveGameId || !data || refetchedFor.current === liveGameId) return;
    if (data.live_games.some((game) => game.id === liveGameId)) return;
    refetchedFor.current = liveGameId;
    void refetch();
  }, [liveGameId, data, refetch]);
  return query;
}
