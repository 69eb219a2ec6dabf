import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { leaderboardQuery, type LeaderboardFilters } from './filters';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  list: (filters: LeaderboardFilters) => ['leaderboard', filters] as const,
};

export function useLeaderboard(filters: LeaderboardFilters) {
  return useQuery({
    queryKey: leaderboardKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/leaderboard', { query: leaderboardQuery(filters), signal }),
    // Paging and filtering keep the last rows on screen, dimmed, until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
