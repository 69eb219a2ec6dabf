import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStandingsAdjustmentInput, PublishRankingsInput } from '../../../shared/schemas/rankings';
import { api } from '../../lib/api';
import { rankingsKeys } from '../rankings';

export const adminRankingsKeys = {
  all: ['admin', 'rankings'] as const,
  season: (seasonId: string | null) => ['admin', 'rankings', seasonId] as const,
  seasons: ['admin', 'season-rankings'] as const,
};

/** The live tables, what changed since the last publication and the adjustments (/admin/rankings and /admin/publish-rankings). */
export function useAdminRankings(seasonId: string | null) {
  return useQuery({
    queryKey: adminRankingsKeys.season(seasonId),
    queryFn: ({ signal }) => api('GET /api/admin/rankings', { query: { season_id: seasonId ?? undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of seasons' tables, newest first. */
export function useSeasonRankings(page: number) {
  return useQuery({
    queryKey: [...adminRankingsKeys.seasons, page],
    queryFn: ({ signal }) => api('GET /api/admin/season-rankings', { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change to the tables: every admin and public view of them is fetched again. */
function useRankingsMutation<V, R>(request: (variables: V) => Promise<R>, options: { errorToast: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { errorToast: options.errorToast },
    onSuccess: () =>
      Promise.all(
        [adminRankingsKeys.all, adminRankingsKeys.seasons, rankingsKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      ),
  });
}

/** The form shows the server's field messages itself: no error toast. */
export const useCreateAdjustment = () =>
  useRankingsMutation((body: CreateStandingsAdjustmentInput) => api('POST /api/admin/rankings/adjustments', { body }), { errorToast: false });

export const usePublishRankings = () =>
  useRankingsMutation((body: PublishRankingsInput) => api('POST /api/admin/rankings/publish', { body }), { errorToast: true });

/** The confirm dialog shows why archiving failed: no error toast. */
export const useArchiveSeasonRankings = () =>
  useRankingsMutation((seasonId: string) => api('POST /api/admin/season-rankings/:seasonId/archive', { params: { seasonId } }), { errorToast: false });
