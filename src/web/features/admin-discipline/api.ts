import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustSuspensionInput } from '../../../shared/schemas/discipline';
import { api } from '../../lib/api';

export const adminDisciplineKeys = {
  all: ['admin', 'discipline'] as const,
  season: (seasonId: string | null) => ['admin', 'discipline', seasonId] as const,
};

/** A season's suspensions (null: the server's current season) and the rules in force. */
export function useAdminDiscipline(seasonId: string | null) {
  return useQuery({
    queryKey: adminDisciplineKeys.season(seasonId),
    queryFn: ({ signal }) => api('GET /api/admin/discipline', { query: { season_id: seasonId ?? undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Sets one suspension's length. The dialog shows the server's field messages itself, so no
 * error toast; afterwards the list and the referee pages' rosters (their flags) are fetched again.
 */
export function useAdjustSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustSuspensionInput) => api('PUT /api/admin/discipline/adjustments', { body }),
    meta: { errorToast: false },
    onSuccess: () => Promise.all([adminDisciplineKeys.all, ['referee']].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
