import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturningIntent } from '../../../shared/registrations';
import { api } from '../../lib/api';
import { listQuery, type ReturningPlayerFilters } from './filters';

export const returningPlayersKeys = {
  lists: ['admin', 'returning-players', 'list'] as const,
  list: (filters: ReturningPlayerFilters) => ['admin', 'returning-players', 'list', filters] as const,
  seasons: ['admin', 'returning-players', 'seasons'] as const,
};

export function useReturningPlayers(filters: ReturningPlayerFilters) {
  return useQuery({
    queryKey: returningPlayersKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/returning-players', { query: listQuery(filters), signal }),
    // Paging and filtering keep the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The seasons to choose the new one from, newest first. */
export function useSeasonChoices() {
  return useQuery({
    queryKey: returningPlayersKeys.seasons,
    queryFn: async ({ signal }) => {
      const page = await api('GET /api/admin/seasons', { query: { page_size: 100 }, signal });
      return page.items.map((season) => ({ value: season.id, label: season.name }));
    },
  });
}

export function useSetIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, seasonId, intent }: { playerId: string; seasonId: string; intent: ReturningIntent }) =>
      api('PUT /api/admin/returning-players/:playerId/intent', { params: { playerId }, body: { season_id: seasonId, intent } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returningPlayersKeys.lists }),
  });
}

/** The dialog shows a refusal itself. */
export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { season_id: string; player_ids: string[] }) => api('POST /api/admin/returning-players/invitations', { body }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returningPlayersKeys.lists }),
  });
}
