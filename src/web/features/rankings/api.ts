import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { rankingsQuery, type RankingsFilters } from './filters';

export const rankingsKeys = {
  /** Every public rankings answer: an admin's publication makes them all stale. */
  all: ['rankings'] as const,
  tables: (filters: RankingsFilters) => ['rankings', 'tables', filters] as const,
  enhanced: (filters: RankingsFilters) => ['rankings', 'enhanced', filters] as const,
};

/** /rankings: the season's published tables. A new choice keeps the last tables on screen until the new ones arrive. */
export function usePublicRankings(filters: RankingsFilters) {
  return useQuery({
    queryKey: rankingsKeys.tables(filters),
    queryFn: ({ signal }) => api('GET /api/rankings', { query: rankingsQuery(filters), signal }),
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
