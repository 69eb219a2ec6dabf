import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserListItem } from '../../../shared/api/users';
import type { Role } from '../../../shared/roles';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api-client';
import { MUTATION_ERROR_MESSAGES } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { listQuery, type UserFilters } from './filters';

export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  lists: ['admin', 'users', 'list'] as const,
  list: (filters: UserFilters) => ['admin', 'users', 'list', filters] as const,
  playerSearch: (q: string) => ['admin', 'users', 'player-search', q] as const,
};

export function useAdminUsers(filters: UserFilters) {
  return useQuery({
    queryKey: adminUsersKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/users', { query: listQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Players whose name, e-mail or phone match, for the link picker (first 10). */
export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: adminUsersKeys.playerSearch(q),
    queryFn: ({ signal }) => api('GET /api/admin/players', { query: { q, page_size: 10 }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/**
 * The server's own message for what an admin can act on (the last admin, a player already
 * linked); the spec's general toasts for the rest.
 */
export function userActionError(error: unknown): string {
  if (isApiError(error)) {
    if ([404, 409, 422].includes(error.status)) return error.message;
    if (error.status === 401) return MUTATION_ERROR_MESSAGES.sessionExpired;
    if (error.status === 403) return MUTATION_ERROR_MESSAGES.forbidden;
    if (error.status === 0 && !navigator.onLine) return MUTATION_ERROR_MESSAGES.offline;
  }
  return MUTATION_ERROR_MESSAGES.failed;
}

export type UserAction =
  | { kind: 'grant' | 'revoke'; role: Role }
  | { kind: 'link'; playerId: string }
  | { kind: 'unlink' | 'disable' | 'enable' | 'password-reset' };

function request(userId: string, action: UserAction): Promise<AdminUserListItem> {
  switch (action.kind) {
    case 'grant':
      return api('PUT /api/admin/users/:userId/roles/:role', { params: { userId, role: action.role } });
    case 'revoke':
      return api('DELETE /api/admin/users/:userId/roles/:role', { params: { userId, role: action.role } });
    case 'link':
      return api('PUT /api/admin/users/:userId/player', { params: { userId }, body: { player_id: action.playerId } });
    case 'unlink':
      return api('DELETE /api/admin/users/:userId/player', { params: { userId } });
    case 'disable':
      return api('POST /api/admin/users/:userId/disable', { params: { userId } });
    case 'enable':
      return api('POST /api/admin/users/:userId/enable', { params: { userId } });
    case 'password-reset':
      return api('POST /api/admin/users/:userId/password-reset', { params: { userId } });
  }
}

/** Every change answers with the user as now; the lists are fetched again. Errors: a toast with the reason. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: UserAction }) => request(userId, action),
    meta: { errorToast: false },
    onError: (error) => toast.error(userActionError(error)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists }), queryClient.invalidateQueries({ queryKey: ['admin', 'players'] })]),
  });
}
