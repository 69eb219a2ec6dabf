import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPlayerPage } from '../../../shared/players-admin-api';
import type { Role } from '../../../shared/roles';
import type { AdminUserListItem, AdminUserPage } from '../../../shared/users-admin-api';
import { apiRequest, isApiError } from '../../lib/api-client';
import { MUTATION_ERROR_MESSAGES } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { listPath, type UserFilters } from './filters';

export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  lists: ['admin', 'users', 'list'] as const,
  list: (filters: UserFilters) => ['admin', 'users', 'list', filters] as const,
  playerSearch: (q: string) => ['admin', 'users', 'player-search', q] as const,
};

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function useAdminUsers(filters: UserFilters) {
  return useQuery({
    queryKey: adminUsersKeys.list(filters),
    queryFn: ({ signal }) => apiRequest<AdminUserPage>(listPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Players whose name, e-mail or phone match, for the link picker (first 10). */
export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: adminUsersKeys.playerSearch(q),
    queryFn: ({ signal }) => apiRequest<AdminPlayerPage>(`/api/admin/players?${new URLSearchParams({ q, page_size: '10' }).toString()}`, { signal }),
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
  const path = userPath(userId);
  switch (action.kind) {
    case 'grant':
      return apiRequest(`${path}/roles/${action.role}`, { method: 'PUT' });
    case 'revoke':
      return apiRequest(`${path}/roles/${action.role}`, { method: 'DELETE' });
    case 'link':
      return apiRequest(`${path}/player`, { method: 'PUT', body: { player_id: action.playerId } });
    case 'unlink':
      return apiRequest(`${path}/player`, { method: 'DELETE' });
    default:
      return apiRequest(`${path}/${action.kind}`, { method: 'POST', body: {} });
  }
}

/** Every change answers with the user as now; the lists are fetched again. Errors: a toast with the reason. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: UserAction }) => request(userId, action),
    meta: { errorToast: false },
    onError: (error) => toast.error(userActionError(error)),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists }), queryClient.invalidateQueries({ queryKey: ['admin', 'players'] })]),
  });
}
