import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdatePlayerInput } from '../../../shared/schemas/admin-players';
import { api } from '../../lib/api';
import { listQuery, type PlayerFilters } from './filters';

export const adminPlayersKeys = {
  all: ['admin', 'players'] as const,
  lists: ['admin', 'players', 'list'] as const,
  list: (filters: PlayerFilters) => ['admin', 'players', 'list', filters] as const,
  detail: (id: string) => ['admin', 'players', 'detail', id] as const,
  options: ['admin', 'players', 'filter-options'] as const,
};

export function useAdminPlayers(filters: PlayerFilters) {
  return useQuery({
    queryKey: adminPlayersKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/players', { query: listQuery(filters), signal }),
    // Paging and filtering keep the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminPlayer(id: string | null) {
  return useQuery({
    queryKey: adminPlayersKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api('GET /api/admin/players/:playerId', { params: { playerId: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export function usePlayerFilterOptions() {
  const options = useQuery({
    queryKey: adminPlayersKeys.options,
    queryFn: ({ signal }) => api('GET /api/admin/players/filter-options', { signal }),
  });
  return options.data ?? { seasons: [], divisions: [], teams: [] };
}

/** The form shows this call's errors under its fields itself. */
export function useUpdatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePlayerInput }) => api('PATCH /api/admin/players/:playerId', { params: { playerId: id }, body }),
    meta: { errorToast: false },
    onSuccess: (player) => {
      queryClient.setQueryData(adminPlayersKeys.detail(player.id), player);
      return queryClient.invalidateQueries({ queryKey: adminPlayersKeys.lists });
    },
  });
}
