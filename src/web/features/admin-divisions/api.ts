import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DivisionInput } from '../../../shared/schemas/divisions';
import type { AdminDivision, AdminDivisionPage } from '../../../shared/seasons-api';
import { apiRequest } from '../../lib/api-client';

export interface DivisionFilters {
  q: string;
  page: number;
}

export const adminDivisionKeys = {
  /** Also covers ['admin', 'divisions', 'options'], the seasons page's division choice. */
  all: ['admin', 'divisions'] as const,
  list: (filters: DivisionFilters) => ['admin', 'divisions', 'list', filters] as const,
};

function divisionsQuery(filters: DivisionFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const exportDivisionsHref = (filters: DivisionFilters) => `/api/admin/divisions/export.csv${divisionsQuery({ ...filters, page: 1 })}`;
const divisionPath = (id: string) => `/api/admin/divisions/${encodeURIComponent(id)}`;

export function useAdminDivisions(filters: DivisionFilters) {
  return useQuery({
    queryKey: adminDivisionKeys.list(filters),
    queryFn: ({ signal }) => apiRequest<AdminDivisionPage>(`/api/admin/divisions${divisionsQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useDivisionMutation<V, R>(request: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // The form or the confirm dialog shows the error itself (field message, 409 reason).
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDivisionKeys.all }),
  });
}

export const useSaveDivision = () =>
  useDivisionMutation(({ id, body }: { id: string | null; body: DivisionInput }) =>
    id
      ? apiRequest<AdminDivision>(divisionPath(id), { method: 'PUT', body })
      : apiRequest<AdminDivision>('/api/admin/divisions', { method: 'POST', body }),
  );

export const useDeleteDivision = () => useDivisionMutation((id: string) => apiRequest<unknown>(divisionPath(id), { method: 'DELETE' }));
