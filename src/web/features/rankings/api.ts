import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiPath } from '../../lib/api';
import { rankingsQuery, type RankingsFilters } from './filters';

export const rankingsKeys = {
  /** Every public rankings answer: an admin's publication makes them all stale. */
  all: ['rankings'] as const,
  tables: (filters: RankingsFilters) => ['rankings', 'tables', filters] as const,
  enhanced: (filters: RankingsFilters) => ['rankings', 'enhanced', filters] as const,
};

/** The tables' request, as the service worker reports it (useCachedAnswerTime). */
export const rankingsAnswerPath = (filters: RankingsFilters) => apiPath('GET /api/rankings', { query: rankingsQuery(filters) });

/** /rankings: the season's published tables. A new choice keeps the last tables on screen until the new ones arrive. */
export function usePublicRankings(filters: RankingsFilters) {
  return useQuery({
    queryKey: rankingsKeys.tables(filters),
    queryFn: ({ signal }) => api('GET /api/rankings', { query: rankingsQuery(filters), signal }),
    // Offline, the service worker answers with the tables it kept (decision 058).
    networkMode: 'offlineFirst',
    placeholderData: keepPreviousData,
  });
}

/** /rankings-enhanced: one division's form, splits, head-to-head and points over time. */
export function useEnhancedRankings(filters: RankingsFilters) {
  return useQuery({
    queryKey: rankingsKeys.enhanced(filters),
    queryFn: ({ signal }) => api('GET /api/rankings/enhanced', { query: rankingsQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}
